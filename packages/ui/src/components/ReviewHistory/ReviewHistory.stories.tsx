import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { historyEntries, reviewNow } from '../../docs/reviewFixtures';
import { ReviewHistory, reviewHistoryTimeFormats } from './ReviewHistory';

const meta = {
  title: 'Review/ReviewHistory',
  component: ReviewHistory,
  parameters: {
    docs: {
      description: {
        component: [
          'What happened to an item, stage by stage — 机审, 初审, 复审 — as a vertical timeline: the decision as a tone tag, who decided, what the creator was told and when, in the provider’s locale (`2025/03/08 10:28 · 2分钟前`).',
          '',
          '**When to use**: in the review pane, under the decision bar, and on a creator’s item detail, so everyone sees the same trail.',
          '**Alternatives**: `MachineVerdict` for the machine’s reasons in full; a `DataTable` for a searchable operation log (/log).',
          '**Accessibility**: an ordered list named 审核记录; decisions are words, not just colours (the coloured markers are decorative); times are `<time>` elements with a machine-readable `dateTime`; with `timeFormat="relative"` the absolute time is also the tooltip.',
        ].join('\n'),
      },
    },
  },
  argTypes: { timeFormat: { control: 'inline-radio', options: reviewHistoryTimeFormats } },
  args: { entries: historyEntries, now: reviewNow },
} satisfies Meta<typeof ReviewHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: /审核记录|Review history/ });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(entries[1]).toHaveTextContent(/驳回|Reject/);
    await expect(entries[1]).toHaveTextContent('请删除后重新提交');
  },
};

export const RelativeTimes: Story = {
  args: { timeFormat: 'relative' },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent(/2分钟前|2 minutes ago/);
    await expect(time).toHaveAttribute('title');
  },
};

export const AbsoluteTimes: Story = { args: { timeFormat: 'absolute' } };

export const MachineOnly: Story = { args: { entries: historyEntries.slice(2) } };

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无审核记录|No review history yet/)).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
