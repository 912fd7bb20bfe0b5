import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyTaskVideo } from '@creator-console/contract';
import { UiProvider } from '@creator-console/ui';
import { BindVideoList, bindCheckChip } from './index';

const checks = (topicOk: boolean): MyTaskVideo['checks'] => [
  { rule: 'published_public', ok: true, message: '已发布公开' },
  {
    rule: 'topics',
    ok: topicOk,
    message: topicOk ? '携带话题 #山野春笋季' : '视频缺少任务话题：#山野春笋季',
  },
];
const video = (id: number, title: string, ok: boolean): MyTaskVideo => ({
  id,
  title,
  cover: null,
  status: 'published',
  visibility: 'public',
  published_at: null,
  plays: 12_000,
  topics: [],
  checks: checks(ok),
  bindable: ok,
});

type Props = Parameters<typeof BindVideoList>[0];
const base: Props = {
  label: '我的视频',
  list: undefined,
  loading: false,
  empty: '还没有视频',
  page: { page: 1, size: 2 },
  onPage: () => undefined,
};
const renderList = (props: Partial<Props>) =>
  render(
    <UiProvider>
      <BindVideoList {...base} {...props} />
    </UiProvider>,
  );

describe('bindCheckChip', () => {
  it('marks a passed check ✓ and a failed one ✗ with the server’s message', () => {
    expect(bindCheckChip({ rule: 'published_public', ok: true, message: '已发布公开' })).toEqual({
      text: '✓ 已发布公开',
      tone: 'positive',
    });
    expect(bindCheckChip({ rule: 'cap', ok: false, message: '每人最多投稿 1 条' })).toEqual({
      text: '✗ 每人最多投稿 1 条',
      tone: 'critical',
    });
  });
});

describe('BindVideoList', () => {
  it('shows the rows with plays and chips, the action only where the page gives one, and pages', async () => {
    const onPage = vi.fn();
    renderList({
      list: { data: [video(1, '春笋炖肉', true), video(2, '周末野餐', false)], total: 3 },
      action: (v) => (v.bindable ? <button type="button">关联 {v.title}</button> : null),
      onPage,
      selectedId: 1,
    });
    const list = screen.getByRole('list', { name: '我的视频' });
    const good = within(list).getByRole('listitem', { name: '春笋炖肉' });
    const bad = within(list).getByRole('listitem', { name: '周末野餐' });
    expect(within(good).getByText('播放 12,000')).toBeInTheDocument();
    expect(within(good).getByText('✓ 携带话题 #山野春笋季')).toBeInTheDocument();
    expect(within(good).getByRole('button', { name: '关联 春笋炖肉' })).toBeInTheDocument();
    expect(within(bad).getByText('✗ 视频缺少任务话题：#山野春笋季')).toBeInTheDocument();
    expect(within(bad).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPage).toHaveBeenCalledWith(2, 2);
  });

  it('shows loading, empty, and a failure with 重试', async () => {
    const { unmount } = renderList({ loading: true });
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderList({ list: { data: [], total: 0 } }).unmount();
    renderList({ list: { data: [], total: 0 } });
    expect(screen.getByText('还没有视频')).toBeInTheDocument();
    const onRetry = vi.fn();
    renderList({ failed: '服务暂时不可用', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('服务暂时不可用');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
