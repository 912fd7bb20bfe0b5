import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { ShareBar } from './ShareBar';

const gender = [
  { label: '女', value: 58 },
  { label: '男', value: 42 },
];

describe('ShareBar', () => {
  it('lists each part with its share of the whole, named by the label', async () => {
    renderUi(<ShareBar label="粉丝性别" shares={gender} />);
    const items = within(screen.getByRole('list', { name: '粉丝性别' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['女58%', '男42%']);
    await expectNoAxeViolations();
  });

  it('turns counts into percentages of their sum', () => {
    renderUi(
      <ShareBar
        label="年龄"
        shares={[
          { label: 'A', value: 1 },
          { label: 'B', value: 2 },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['A33.3%', 'B66.7%']);
  });

  it('draws each bar as long as its share', () => {
    const { container } = renderUi(<ShareBar label="粉丝性别" shares={gender} />);
    const bars = [...container.querySelectorAll('[aria-hidden="true"] > span')] as HTMLElement[];
    const widths = bars.map((bar) => bar.getAttribute('style'));
    expect(widths).toEqual([expect.stringContaining('58.00%'), expect.stringContaining('42.00%')]);
  });

  it('says there is no data when the parts sum to zero, and is busy while loading', () => {
    const { rerender } = renderUi(<ShareBar label="粉丝性别" shares={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    rerender(<ShareBar label="粉丝性别" shares={gender} loading />);
    expect(screen.getByText('粉丝性别 加载中').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('formats for the en-US locale', () => {
    renderUi(<ShareBar label="Gender" shares={[]} />, { locale: 'en-US' });
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});
