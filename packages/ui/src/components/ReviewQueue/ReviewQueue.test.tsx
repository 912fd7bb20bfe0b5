import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { currentReviewer, queueItems, reviewNow } from '../../docs/reviewFixtures';
import { ReviewQueue, type ReviewQueueProps } from './ReviewQueue';

const itemButton = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

function Queue(props: Partial<ReviewQueueProps>) {
  const [activeId, setActiveId] = useState<string | null>('v-1001');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  return (
    <ReviewQueue
      items={queueItems}
      currentReviewer={currentReviewer}
      now={reviewNow}
      activeId={activeId}
      onSelect={setActiveId}
      selectedIds={selectedIds}
      onSelectionChange={setSelectedIds}
      {...props}
    />
  );
}

describe('ReviewQueue', () => {
  it('heads the queue with its counts and the claim button', async () => {
    const onClaimBatch = vi.fn();
    renderUi(<Queue onClaimBatch={onClaimBatch} batchSize={20} pendingCount={128} />);
    const queue = screen.getByRole('region', { name: '审核队列' });
    expect(queue).toHaveTextContent('待审 128');
    expect(queue).toHaveTextContent('已领取 4');
    await userEvent.click(screen.getByRole('button', { name: '领取下一批（20 条）' }));
    expect(onClaimBatch).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('shows each item with author, age and verdict, and the open one as current', () => {
    renderUi(<Queue />);
    const first = itemButton('周末露营');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(first).toHaveTextContent('山野小周 · 3分钟前');
    expect(first).toHaveTextContent('通过');
    expect(itemButton('番茄炒蛋')).not.toHaveAttribute('aria-current');
    expect(itemButton('番茄炒蛋')).toHaveAccessibleDescription('J/K 或 ↑/↓ 切换 · X 选中');
  });

  it('disables items someone else holds and says who', async () => {
    const onSelect = vi.fn();
    renderUi(<Queue onSelect={onSelect} />);
    const locked = itemButton('新品手机开箱');
    expect(locked).toBeDisabled();
    expect(locked).toHaveTextContent('审核员 王芳 审核中');
    expect(screen.getByRole('checkbox', { name: '选择“新品手机开箱（含购买链接）”' })).toBeDisabled();
    await userEvent.click(locked);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('opens items on click and moves with J/K and the arrow keys, skipping locked ones', async () => {
    renderUi(<Queue />);
    await userEvent.click(itemButton('番茄炒蛋'));
    expect(itemButton('番茄炒蛋')).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('j');
    expect(itemButton('城市夜景')).toHaveAttribute('aria-current', 'true');
    expect(itemButton('城市夜景')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(itemButton('猫咪的一天')).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('k{ArrowUp}');
    expect(itemButton('番茄炒蛋')).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{End}');
    expect(itemButton('猫咪的一天')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(itemButton('周末露营')).toHaveFocus();
  });

  it('keeps one item in the tab order', () => {
    renderUi(<Queue />);
    const tabbable = screen
      .getAllByRole('button')
      .filter((button) => button.closest('li') && button.tabIndex === 0);
    expect(tabbable).toEqual([itemButton('周末露营')]);
    const tabbableBoxes = screen
      .getAllByRole('checkbox')
      .filter((box) => box.closest('li') && box.tabIndex === 0);
    expect(tabbableBoxes).toEqual([screen.getByRole('checkbox', { name: /周末露营/ })]);
  });

  it('selects items for a batch decision, one by one, with X, or all that are free', async () => {
    renderUi(<Queue />);
    const selectAll = screen.getByRole('checkbox', { name: '全选' });
    await userEvent.click(screen.getByRole('checkbox', { name: '选择“三分钟学会番茄炒蛋”' }));
    expect(selectAll).toBePartiallyChecked();
    act(() => itemButton('猫咪的一天').focus());
    await userEvent.keyboard('x');
    expect(screen.getByRole('checkbox', { name: '选择“猫咪的一天”' })).toBeChecked();
    await userEvent.click(selectAll);
    const checked = screen
      .getAllByRole('checkbox', { checked: true })
      .filter((box) => box !== selectAll)
      .map((box) => box.closest('li')?.dataset.itemId);
    expect(checked).toHaveLength(4);
    expect(checked).not.toContain(queueItems.find((item) => item.title.startsWith('新品手机开箱'))?.id);
    expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    expect(screen.queryAllByRole('checkbox', { checked: true })).toEqual([]);
  });

  it('reports the selection in the order of the items', async () => {
    const onSelectionChange = vi.fn();
    renderUi(
      <ReviewQueue
        items={queueItems}
        onSelect={() => {}}
        selectedIds={['v-1005']}
        onSelectionChange={onSelectionChange}
        currentReviewer={currentReviewer}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: '选择“周末露营 vlog：在山顶看日出”' }));
    expect(onSelectionChange).toHaveBeenCalledWith(['v-1001', 'v-1005']);
  });

  it('shows the claim button busy while an async claim runs', async () => {
    let finish: () => void = () => {};
    renderUi(<Queue onClaimBatch={() => new Promise<void>((done) => (finish = done))} />);
    await userEvent.click(screen.getByRole('button', { name: /领取下一批/ }));
    expect(screen.getByRole('button', { name: /领取下一批/ })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: /领取下一批/ })).toBeEnabled());
  });

  it('says when the queue is empty, in en-US too', () => {
    renderUi(<ReviewQueue items={[]} onSelect={() => {}} onClaimBatch={() => {}} />, { locale: 'en-US' });
    const queue = screen.getByRole('region', { name: 'Review queue' });
    expect(within(queue).getByText('Nothing waiting for review')).toBeInTheDocument();
    expect(queue).toHaveTextContent('0 pending');
    expect(within(queue).getByRole('button', { name: 'Claim next 10' })).toBeInTheDocument();
  });
});
