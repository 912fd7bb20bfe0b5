import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@creator-console/ui';
import { countdownText, HallCard, type HallCardTask } from './index';

const NOW = Date.parse('2026-05-01T00:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3_600_000;

describe('countdownText', () => {
  it('reads days, then hours, then minutes (rounded up), then 已截止', () => {
    expect(countdownText(at(20 * 24 * HOUR + 5), NOW)).toBe('截止 还剩 20 天');
    expect(countdownText(at(24 * HOUR), NOW)).toBe('截止 还剩 1 天');
    expect(countdownText(at(24 * HOUR - 1), NOW)).toBe('截止 还剩 23 小时');
    expect(countdownText(at(HOUR), NOW)).toBe('截止 还剩 1 小时');
    expect(countdownText(at(HOUR - 1), NOW)).toBe('截止 还剩 60 分钟');
    expect(countdownText(at(1), NOW)).toBe('截止 还剩 1 分钟');
    expect(countdownText(at(0), NOW)).toBe('已截止');
    expect(countdownText(at(-HOUR), NOW)).toBe('已截止');
  });

  it('has an en-US reading', () => {
    expect(countdownText(at(3 * 24 * HOUR), NOW, 'en-US')).toBe('Ends in 3 days');
  });
});

const task: HallCardTask = {
  title: '青禾好物推荐·下单返佣',
  advertiser_name: '青禾优选',
  type: { id: 1, name: '种草' },
  reward: { kind: 'cpa', cpa_fen: 300, cap_fen: 20_000, conversion_label: '下单' },
  ends_at: new Date(Date.now() + 5 * 24 * HOUR + HOUR).toISOString(),
  budget_fen: 500_000,
  participant_count: 2,
  max_participants: null,
  required_tag: '签约创作者',
  locked: true,
  my_status: null,
};

const renderCard = (props: Parameters<typeof HallCard>[0]) =>
  render(
    <UiProvider>
      <HallCard {...props} />
    </UiProvider>,
  );

describe('HallCard', () => {
  it('shows what a creator decides on: type, lock, reward, deadline, pool and participants', () => {
    renderCard({ task });
    expect(screen.getByRole('article', { name: '青禾好物推荐·下单返佣' })).toBeTruthy();
    for (const text of [
      '青禾优选',
      '种草',
      '仅限签约创作者',
      '¥3.00/下单 · 单条封顶 ¥200.00',
      '截止 还剩 5 天',
      '奖金池 ¥5,000.00',
      '已参与 2',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('已参与')).toBeNull();
  });

  it('shows the cap, my status and no lock when the caller carries the tag', () => {
    renderCard({ task: { ...task, locked: false, max_participants: 20, my_status: 'joined' } });
    expect(screen.getByText('已参与 2/20')).toBeTruthy();
    expect(screen.getByText('已参与')).toBeTruthy();
    expect(screen.queryByText('仅限签约创作者')).toBeNull();
  });

  it('reads an application under review as 审核中, and a quit one as nothing', () => {
    const { unmount } = renderCard({ task: { ...task, my_status: 'applied' } });
    expect(screen.getByText('审核中')).toBeTruthy();
    unmount();
    renderCard({ task: { ...task, my_status: 'quit' } });
    expect(screen.queryByText('审核中')).toBeNull();
    expect(screen.queryByText('已参与')).toBeNull();
  });

  it('opens from its title', async () => {
    const onOpen = vi.fn();
    renderCard({ task, onOpen, coverUrl: 'https://example.com/cover.jpg' });
    await userEvent.click(screen.getByRole('button', { name: '青禾好物推荐·下单返佣' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
