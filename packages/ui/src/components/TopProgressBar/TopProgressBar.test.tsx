import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render';
import { TopProgressBar } from './TopProgressBar';

describe('TopProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing while idle', () => {
    renderUi(<TopProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('creeps forward while active, fills when done, then goes away', () => {
    const { rerender } = renderUi(<TopProgressBar active />);
    const bar = screen.getByRole('progressbar', { name: '请求进度' });
    const start = Number(bar.getAttribute('aria-valuenow'));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const later = Number(bar.getAttribute('aria-valuenow'));
    expect(later).toBeGreaterThan(start);
    expect(later).toBeLessThan(100);

    rerender(<TopProgressBar active={false} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('takes its name from the locale or the label prop', () => {
    renderUi(<TopProgressBar active />, { locale: 'en-US' });
    expect(screen.getByRole('progressbar', { name: 'Request progress' })).toBeInTheDocument();
  });
});
