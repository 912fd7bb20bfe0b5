import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Tag } from '../Tag';
import { MediaCard } from './MediaCard';

describe('MediaCard', () => {
  it('is an article named by its title, with cover, badges, subtitle, body and footer', async () => {
    const { container } = renderUi(
      <MediaCard
        title="冬季暖锅节"
        subtitle="匠心厨具"
        coverUrl="https://example.com/c.jpg"
        badges={<Tag size="small">种草</Tag>}
        footer={<span>已参与 3</span>}
      >
        <p>¥8.00/千次播放</p>
      </MediaCard>,
    );
    expect(screen.getByRole('article', { name: '冬季暖锅节' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '冬季暖锅节' })).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/c.jpg');
    for (const text of ['匠心厨具', '种草', '¥8.00/千次播放', '已参与 3']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('opens by its title button, by click or keyboard', async () => {
    const onOpen = vi.fn();
    renderUi(<MediaCard title="夏日凉面挑战" onOpen={onOpen} titleAs="h2" />);
    const button = screen.getByRole('button', { name: '夏日凉面挑战' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(button);
    await expectNoAxeViolations();
  });

  it('keeps its frame without a cover', () => {
    const { container } = renderUi(<MediaCard title="无封面" coverUrl={null} />);
    expect(container.querySelector('img')).toBeNull();
  });
});
