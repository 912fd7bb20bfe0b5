import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  parameters: {
    docs: {
      description: {
        component: [
          'An on/off setting that takes effect at once, built on Radix Switch; controlled (`checked`/`onCheckedChange`) or uncontrolled (`defaultChecked`).',
          '',
          '**When to use**: a setting applied immediately — allow comments, show on the home page, notifications on.',
          '**Alternatives**: `Checkbox` inside a form that is submitted later; `RadioGroup` for more than two states.',
          '**Accessibility**: a `switch` role named by its `<label>` (clicking the label toggles it); Space and Enter toggle. Name the setting (“允许评论”), not the state: the switch announces on/off itself. `hint` describes it.',
        ].join('\n'),
      },
    },
  },
  args: { label: '允许评论', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: '允许评论' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('允许评论'));
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { label: '定时发布', hint: '到设定时间后自动发布' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: '定时发布' })).toHaveAccessibleDescription(
      '到设定时间后自动发布',
    );
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack space="small">
      <Switch {...args} label="关，禁用" disabled />
      <Switch {...args} label="开，禁用" disabled defaultChecked />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: '开，禁用' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(true);
    return (
      <Stack space="small">
        <Switch {...args} checked={checked} onCheckedChange={setChecked} />
        <Text tone="muted">{checked ? '评论已开启' : '评论已关闭'}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: '允许评论' }));
    await expect(canvas.getByText('评论已关闭')).toBeVisible();
  },
};

export const Dark: Story = {
  render: (args) => (
    <Stack space="small">
      <Switch {...args} />
      <Switch {...args} label="开" defaultChecked />
      <Switch {...args} label="定时发布" hint="到设定时间后自动发布" />
      <Switch {...args} label="禁用" disabled defaultChecked />
    </Stack>
  ),
  globals: { theme: 'dark' },
};
