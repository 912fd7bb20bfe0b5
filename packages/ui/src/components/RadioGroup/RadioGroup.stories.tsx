import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { RadioGroup, radioGroupOrientations, type RadioOption } from './RadioGroup';

const visibility: RadioOption[] = [
  { value: 'public', label: '公开', description: '所有人可见，可被推荐' },
  { value: 'fans', label: '仅粉丝可见' },
  { value: 'private', label: '私密（审核中不可选）', disabled: true },
  { value: 'friends', label: '好友可见' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  parameters: {
    docs: {
      description: {
        component: [
          'One choice out of a few, all visible, built on Radix RadioGroup: `options` ({ value, label, description?, disabled? }), controlled (`value`/`onValueChange`) or uncontrolled (`defaultValue`), vertical (default) or horizontal.',
          '',
          '**When to use**: 2–5 mutually exclusive options that should be compared at a glance (visibility, review decision).',
          '**Alternatives**: `Select` for longer lists or little room; `Checkbox` for independent options; `Switch` for on/off.',
          '**Accessibility**: a `radiogroup` named by the label, each option a `radio` named by its own `<label>` and described by its description. Tab enters the group at the chosen option, the arrow keys (all four, in either orientation) move and choose, skipping disabled options. `hint` and `error` describe the group, an error sets `aria-invalid`, `required` sets `aria-required`.',
        ].join('\n'),
      },
    },
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  args: { label: '可见范围', options: visibility, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: '可见范围' })).toBeVisible();
    await userEvent.click(canvas.getByText('仅粉丝可见'));
    await expect(canvas.getByRole('radio', { name: '仅粉丝可见' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('fans');
  },
};

export const KeyboardOnly: Story = {
  args: { defaultValue: 'fans' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '仅粉丝可见' })).toHaveFocus();
    // The disabled option is skipped. Radix checks the radio that gets focus while the key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '好友可见' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('friends');
  },
};

export const Horizontal: Story = {
  args: {
    label: '审核结论',
    orientation: 'horizontal',
    defaultValue: 'approve',
    options: [
      { value: 'approve', label: '通过' },
      { value: 'reject', label: '驳回' },
      { value: 'escalate', label: '转二审' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('radio', { name: '通过' }).getBoundingClientRect();
    const second = canvas.getByRole('radio', { name: '驳回' }).getBoundingClientRect();
    await expect(first.top).toBe(second.top);
  },
};

export const WithHint: Story = { args: { hint: '发布后可在内容库修改', defaultValue: 'public' } };

export const WithError: Story = {
  args: { required: true, error: '请选择可见范围' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: '可见范围' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('请选择可见范围');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'public' } };

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('public');
    return (
      <Stack space="medium">
        <RadioGroup {...args} value={value} onValueChange={setValue} />
        <Text tone="muted">{`当前：${value}`}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '好友可见' }));
    await expect(canvas.getByText('当前：friends')).toBeVisible();
  },
};

export const Dark: Story = {
  render: (args) => (
    <Stack space="large">
      <RadioGroup {...args} defaultValue="public" hint="发布后可在内容库修改" />
      <RadioGroup {...args} label="审核结论" orientation="horizontal" required error="请选择审核结论" />
    </Stack>
  ),
  globals: { theme: 'dark' },
};
