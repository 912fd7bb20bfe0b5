import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Select, type SelectOption } from './Select';

const categories: SelectOption[] = [
  { value: 'film', label: '影视' },
  { value: 'music', label: '音乐' },
  { value: 'game', label: '游戏（暂停投稿）', disabled: true },
  { value: 'food', label: '美食' },
  { value: 'travel', label: '旅行' },
];

/** Radix portals the list into the provider's element, outside the story's canvas. */
const page = () => within(document.body);

const meta = {
  title: 'Components/Select',
  component: Select,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled single choice from a list, built on Radix Select: the trigger shows the choice, the list pops over it.',
          '',
          '**When to use**: one choice out of about 5–15 known options (category, region, status filter).',
          '**Alternatives**: `RadioGroup` for 2–5 options that should all stay visible; `TextField` when the answer is free text; a searchable list (not built yet) for long lists.',
          '**Accessibility**: the trigger is a `combobox` named by the `<label>`; `hint` and `error` describe it, an error sets `aria-invalid`, `required` sets `aria-required`. Enter, Space or the arrow keys open the list; arrows move, typing jumps to a label, Enter chooses, Escape closes and focus returns to the trigger. Disabled options are skipped. With `name` it submits like a native select.',
        ].join('\n'),
      },
    },
  },
  args: { label: '分类', options: categories, onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: '分类' });
    await expect(combobox).toHaveTextContent(/请选择|Select…/);
    await userEvent.click(combobox);
    await userEvent.click(await page().findByRole('option', { name: '美食' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('food');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(combobox).toHaveTextContent('美食');
  },
};

export const KeyboardOnly: Story = {
  args: { defaultValue: 'music' },
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: '分类' });
    combobox.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page().getByRole('option', { name: '音乐' })).toHaveFocus());
    // The disabled option is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(page().getByRole('option', { name: '美食' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('food');
    await waitFor(() => expect(combobox).toHaveFocus());
  },
};

/**
 * While the list is open Radix sets aria-hidden on the rest of the page and traps focus in the
 * list, so the (focusable) trigger behind it cannot be reached; axe's aria-hidden-focus cannot
 * see the trap and is turned off for the open stories only.
 */
const openListA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

export const Open: Story = {
  parameters: openListA11y,
  args: { defaultOpen: true, defaultValue: 'film' },
  play: async () => {
    await expect(await page().findByRole('listbox')).toBeVisible();
    await expect(page().getByRole('option', { name: '影视' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithHint: Story = { args: { hint: '分类决定视频出现在哪个推荐频道' } };

export const WithError: Story = {
  args: { required: true, error: '请选择分类' },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: '分类' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription('请选择分类');
  },
};

export const CustomPlaceholder: Story = { args: { placeholder: '全部分类' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'travel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '分类' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('film');
    return (
      <Stack space="medium">
        <Select {...args} value={value} onValueChange={setValue} />
        <Text tone="muted">{`当前：${value || '未选择'}`}</Text>
        <div>
          <Button size="small" onClick={() => setValue('')}>
            清空
          </Button>
        </div>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: '分类' });
    await expect(combobox).toHaveTextContent('影视');
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(combobox).toHaveTextContent(/请选择|Select…/);
    await expect(canvas.getByText('当前：未选择')).toBeVisible();
  },
};

export const Dark: Story = {
  render: (args) => (
    <Stack space="large">
      <Select {...args} hint="分类决定视频出现在哪个推荐频道" defaultValue="film" />
      <Select {...args} label="地区" required error="请选择地区" options={categories} />
      <Select {...args} label="禁用" disabled />
    </Stack>
  ),
  globals: { theme: 'dark' },
};

export const DarkOpen: Story = { ...Open, globals: { theme: 'dark' } };
