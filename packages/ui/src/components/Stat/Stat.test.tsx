import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Stat, trendTone } from './Stat';

describe('Stat', () => {
  it('shows the label and the value formatted for the locale, with unit', async () => {
    renderUi(<Stat label="播放量" value={1234567} unit="次" />);
    expect(screen.getByRole('term')).toHaveTextContent('播放量');
    expect(screen.getByRole('definition')).toHaveTextContent('1,234,567次');
    await expectNoAxeViolations();
  });

  it('says the trend direction in words as well as colour and arrow', () => {
    renderUi(<Stat label="粉丝数" value={980} trend={{ direction: 'up', value: '+12.5%' }} />);
    const trend = screen.getByText('+12.5%', { exact: false });
    expect(trend).toHaveTextContent('上升+12.5%');
    expect(trend).toHaveAttribute('data-direction', 'up');
  });

  it('takes the tone from the direction, inverted for figures where a rise is bad', () => {
    expect(trendTone('up')).toBe('positive');
    expect(trendTone('down')).toBe('critical');
    expect(trendTone('flat')).toBe('neutral');
    expect(trendTone('up', true)).toBe('critical');
    expect(trendTone('down', true)).toBe('positive');
  });

  it('shows help in a tooltip from a named button', async () => {
    renderUi(<Stat label="完播率" value="62%" help="看完整个视频的播放次数占总播放次数的比例" />);
    const button = screen.getByRole('button', { name: '完播率说明' });
    await userEvent.hover(button);
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('看完整个视频的播放次数占总播放次数的比例'),
    );
    await expectNoAxeViolations();
  });

  it('formats with the en-US locale and options', () => {
    renderUi(
      <Stat
        label="Revenue"
        value={1234.5}
        formatOptions={{ style: 'currency', currency: 'CNY' }}
        trend={{ direction: 'down', value: '-3%' }}
      />,
      { locale: 'en-US' },
    );
    expect(screen.getByRole('definition')).toHaveTextContent('CN¥1,234.50');
    expect(screen.getByText('-3%', { exact: false })).toHaveTextContent('Down-3%');
  });
});
