import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { Badge, formatBadgeCount } from './Badge';

describe('Badge', () => {
  it('shows the count, and {max}+ above max', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12, 9)).toBe('9+');
    renderUi(
      <>
        <Badge count={5} />
        <Badge count={120} />
        <Badge count={12} max={9} />
      </>,
    );
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('renders nothing for zero unless showZero', () => {
    const { container } = renderUi(<Badge count={0} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
    renderUi(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('reads its label instead of the bare number', () => {
    renderUi(<Badge count={128} label="128 项待处理" />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('128 项待处理')).toBeInTheDocument();
  });

  it('a dot is decorative without a label and an image with one', () => {
    renderUi(<Badge dot />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    renderUi(<Badge dot label="有新内容" />);
    expect(screen.getByRole('img', { name: '有新内容' })).toBeInTheDocument();
  });
});
