import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  currentReviewer,
  queueItems,
  rejectReasons,
  reviewNow,
  verdictReasons,
} from '../../docs/reviewFixtures';
import { DecisionBar } from '../DecisionBar';
import { MachineVerdict } from '../MachineVerdict';
import { ReviewItem } from '../ReviewItem';
import { ReviewQueue, type ReviewQueueProps } from './ReviewQueue';

const meta = {
  title: 'Review/ReviewQueue',
  component: ReviewQueue,
  parameters: {
    docs: {
      description: {
        component: [
          'The reviewer’s queue, as in the moderation tools it is modelled on: items are handed out a batch at a time (`onClaimBatch`, 领取下一批) and locked while someone reviews them. The header counts 待审 (waiting in the pool) and 已领取 (held by `currentReviewer`); each row shows cover, title, author, age and the machine verdict; items another reviewer holds are disabled and say who holds them. Checkboxes (with `onSelectionChange`) pick items for a batch decision.',
          '',
          'Keyboard: one item is in the tab order; **J/K** or **↑/↓** move to the next or previous usable item and open it (`onSelect`), **Home/End** jump to the ends, **X** ticks the focused item.',
          '',
          '**When to use**: the left pane of machine, first and second review (/audit, /films, /approval), beside a `ReviewItem`.',
          '**Alternatives**: `DataTable` for searching and exporting the full list (/audit/index); a `Pagination`-ed table when reviewers do not work through items in order.',
          '**Accessibility**: a region named by its heading; the open item is `aria-current`; locked items are disabled buttons whose text says who holds them; every row’s checkbox is named after the item; the keyboard hint is visible and is the buttons’ description; the claim button is busy while claiming.',
        ].join('\n'),
      },
    },
  },
  args: {
    items: queueItems,
    activeId: 'v-1001',
    onSelect: fn(),
    currentReviewer,
    now: reviewNow,
    pendingCount: 128,
    batchSize: 20,
    onClaimBatch: fn(),
  },
} satisfies Meta<typeof ReviewQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the open item and the ticked ones, as a page would. */
function StatefulQueue(args: ReviewQueueProps) {
  const [activeId, setActiveId] = useState(args.activeId ?? null);
  const [selectedIds, setSelectedIds] = useState<string[]>(args.selectedIds ?? []);
  return (
    <ReviewQueue
      {...args}
      activeId={activeId}
      onSelect={(id) => {
        args.onSelect(id);
        setActiveId(id);
      }}
      selectedIds={selectedIds}
      onSelectionChange={args.onSelectionChange ? setSelectedIds : undefined}
    />
  );
}

export const Playground: Story = {
  render: (args) => <StatefulQueue {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const queue = canvas.getByRole('region', { name: /审核队列|Review queue/ });
    await expect(queue).toHaveTextContent(/待审 128|128 pending/);
    await expect(queue).toHaveTextContent(/已领取 4|4 claimed/);
    await userEvent.click(canvas.getByRole('button', { name: /番茄炒蛋/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('v-1002');
    await userEvent.keyboard('j');
    // The next item is held by 王芳, so J skips to the one after it.
    await expect(args.onSelect).toHaveBeenLastCalledWith('v-1004');
    await expect(canvas.getByRole('button', { name: /城市夜景/ })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: /城市夜景/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('v-1002');
  },
};

export const LockedBySomeoneElse: Story = {
  args: { activeId: 'v-1002' },
  play: async ({ canvasElement }) => {
    const locked = within(canvasElement).getByRole('button', { name: /新品手机开箱/ });
    await expect(locked).toBeDisabled();
    await expect(locked).toHaveTextContent(/审核员 王芳 审核中|Locked by 审核员 王芳/);
  },
};

export const ClaimBatch: Story = {
  args: { items: [], pendingCount: 128, claimedCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/暂无待审内容|Nothing waiting for review/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /领取下一批（20 条）|Claim next 20/ }));
    await expect(args.onClaimBatch).toHaveBeenCalledTimes(1);
  },
};

export const Claiming: Story = { args: { claiming: true } };

/** Tick items (or X on the focused one) for a batch decision; 全选 skips items others hold. */
export const BatchSelection: Story = {
  args: { onSelectionChange: fn(), selectedIds: ['v-1002'] },
  render: (args) => <StatefulQueue {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: /全选|Select all/ });
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(5);
    await expect(canvas.getByRole('checkbox', { name: /新品手机开箱/ })).not.toBeChecked();
    canvas.getByRole('button', { name: /猫咪的一天/ }).focus();
    await userEvent.keyboard('x');
    await expect(canvas.getByRole('checkbox', { name: /猫咪的一天/ })).not.toBeChecked();
  },
};

export const WithoutCounts: Story = {
  args: { pendingCount: undefined, onClaimBatch: undefined, currentReviewer: undefined },
};

/** A review page: the queue beside the item, with a batch bar when items are ticked. */
export const ReviewWorkspace: Story = {
  parameters: { padded: false },
  render: function Render(args) {
    const [activeId, setActiveId] = useState<string | null>('v-1002');
    const [selectedIds, setSelectedIds] = useState<string[]>([]);
    const active = args.items.find((item) => item.id === activeId);
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(280px, 360px) 1fr', gap: 24, padding: 24 }}>
        <ReviewQueue
          {...args}
          activeId={activeId}
          onSelect={setActiveId}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
        />
        {active ? (
          <ReviewItem
            title={active.title}
            author={{ name: active.author }}
            media={
              active.thumbnail
                ? { kind: 'images', images: [{ src: active.thumbnail, alt: active.title }] }
                : undefined
            }
          >
            {active.verdict ? (
              <MachineVerdict verdict={active.verdict} reasons={verdictReasons} checkedAt={reviewNow} />
            ) : null}
            <DecisionBar
              key={active.id}
              reasons={rejectReasons}
              batchCount={selectedIds.length > 1 ? selectedIds.length : undefined}
              onDecide={() => setSelectedIds([])}
            />
          </ReviewItem>
        ) : null}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /周末露营/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /番茄炒蛋/ }));
    await expect(canvas.getByText(/对 2 项批量操作|Batch action on 2 items/)).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
