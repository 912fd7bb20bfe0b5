import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { UsageBar } from './UsageBar';

const meta = {
  title: 'Components/UsageBar',
  component: UsageBar,
  parameters: {
    docs: {
      description: {
        component: [
          'How much of a whole is used, in parts: a task budget’s 已结算 and 结算中 money, a settlement run’s posted items.',
          '',
          '**When to use**: one quantity against its limit in a table cell or a drawer (budget bars, a run’s progress).',
          '**Alternatives**: `ShareBar` for how a whole splits into parts of equal standing; `Stat` for a single figure.',
          '**Accessibility**: a `meter` (or `progressbar` with `kind="progress"`) named by `label`, valued by the sum of the parts, with the caption as its value text, so no part depends on colour. Parts beyond the whole are cut at the end.',
        ].join('\n'),
      },
    },
  },
  args: {
    label: '预算',
    max: 500_000,
    segments: [
      { label: '已结算', value: 120_000, tone: 'positive' },
      { label: '结算中', value: 30_000, tone: 'caution' },
    ],
    valueText: '已结算 ¥1,200.00 · 结算中 ¥300.00 / ¥5,000.00',
  },
} satisfies Meta<typeof UsageBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: '预算' });
    await expect(meter).toHaveAttribute('aria-valuenow', '150000');
    await expect(meter).toHaveAttribute('aria-valuetext', '已结算 ¥1,200.00 · 结算中 ¥300.00 / ¥5,000.00');
    await expect(canvasElement.querySelectorAll('[data-segment]')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { segments: [{ label: '已结算', value: 0, tone: 'positive' }], valueText: '未使用 / ¥5,000.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvasElement.querySelectorAll('[data-segment]')).toHaveLength(0);
  },
};

export const NoWhole: Story = {
  name: 'No whole (a draft without budget)',
  args: { max: 0, segments: [], valueText: '未设置预算' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('未设置预算')).toBeVisible();
  },
};

export const Full: Story = {
  args: {
    segments: [
      { label: '已结算', value: 450_000, tone: 'positive' },
      { label: '结算中', value: 90_000, tone: 'caution' },
    ],
    valueText: undefined,
  },
  play: async ({ canvasElement }) => {
    // The parts beyond the whole are cut: the bar is full, not longer.
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '500000');
    await expect(within(canvasElement).getByText('已结算 450000 · 结算中 90000 / 500000')).toBeVisible();
  },
};

export const Progress: Story = {
  args: {
    label: '发放进度',
    kind: 'progress',
    max: 12,
    segments: [{ label: '已发放', value: 5, tone: 'accent' }],
    valueText: '已发放 5/12 条',
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '发放进度' });
    await expect(bar).toHaveAttribute('aria-valuemax', '12');
    await expect(bar).toHaveAttribute('aria-valuenow', '5');
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/已结算 ¥1,200.00/)).toBeNull();
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuetext');
  },
};

export const AllTones: Story = {
  render: (args) => (
    <Stack space="medium">
      {(['accent', 'positive', 'critical', 'caution', 'neutral'] as const).map((tone) => (
        <UsageBar
          key={tone}
          {...args}
          label={tone}
          valueText={tone}
          segments={[{ label: tone, value: 300_000, tone }]}
        />
      ))}
    </Stack>
  ),
};

export const Dark: Story = { ...AllTones, globals: { theme: 'dark' } };
