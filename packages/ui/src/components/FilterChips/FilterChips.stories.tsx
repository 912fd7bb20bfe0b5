import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChips } from './FilterChips';

const meta = {
  title: 'Components/FilterChips',
  component: FilterChips,
  parameters: {
    docs: {
      description: {
        component: [
          'The active filters of a search as removable chips: `field is value` or `field is not value`.',
          '',
          '**Accessibility**: a list named 筛选条件; the operator is a button that flips is/is not, × removes, each named after the whole chip.',
        ].join('\n'),
      },
    },
  },
  args: {
    chips: [
      { id: 'events', field: '事件', value: '登录' },
      { id: 'ip', field: 'IP', value: '203.0.113.7', negated: true },
    ],
    onRemove: fn(),
    onToggle: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '筛选条件' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '移除筛选“事件 是 登录”' }));
    await expect(args.onRemove).toHaveBeenCalledWith('events');
    await userEvent.click(canvas.getByRole('button', { name: '切换“IP 不是 203.0.113.7”的是/不是' }));
    await expect(args.onToggle).toHaveBeenCalledWith('ip');
    await userEvent.click(canvas.getByRole('button', { name: '清除全部' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const OneChip: Story = {
  args: { chips: [{ id: 'success', field: '结果', value: '失败' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '清除全部' })).toBeNull();
  },
};

export const WithoutToggle: Story = {
  args: { onToggle: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};

export const None: Story = {
  args: { chips: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const English: Story = { globals: { locale: 'en-US' } };
export const Dark: Story = { ...Playground, globals: { theme: 'dark' } };
