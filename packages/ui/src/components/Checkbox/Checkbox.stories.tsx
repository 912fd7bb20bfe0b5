import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Checkbox, type CheckboxState } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled checkbox built on Radix Checkbox: checked, unchecked or indeterminate (`checked="indeterminate"`), controlled (`checked`/`onCheckedChange`) or uncontrolled (`defaultChecked`).',
          '',
          '**When to use**: an independent yes/no in a form that is saved later (agree to the convention, include drafts); several of them for a multiple choice; indeterminate for a “select all” over a partly selected list.',
          '**Alternatives**: `Switch` for a setting that takes effect at once; `RadioGroup` when exactly one of several options applies.',
          '**Accessibility**: a `checkbox` role named by its `<label>` (clicking the label toggles it too), `aria-checked="mixed"` when indeterminate; Space toggles. `hint` and `error` describe it, an error sets `aria-invalid`. With `name` it submits like a native checkbox.',
        ].join('\n'),
      },
    },
  },
  args: { label: '同意《创作者公约》', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: '同意《创作者公约》' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText('同意《创作者公约》'));
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { label: '全选', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: '全选' })).toBePartiallyChecked();
  },
};

export const WithHint: Story = { args: { hint: '发布前必须同意' } };

export const WithError: Story = {
  args: { required: true, error: '请先同意公约' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '同意《创作者公约》' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('请先同意公约');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack space="small">
      <Checkbox {...args} label="未选中，禁用" disabled />
      <Checkbox {...args} label="已选中，禁用" disabled defaultChecked />
      <Checkbox {...args} label="部分选中，禁用" disabled checked="indeterminate" />
    </Stack>
  ),
};

export const WithLinkInLabel: Story = {
  args: {
    label: (
      <>
        我已阅读并同意{' '}
        <Link href="#/convention/index" external>
          创作者公约
        </Link>
      </>
    ),
  },
};

/** “Select all” over a list: indeterminate while some, but not all, are checked. */
export const SelectAll: Story = {
  render: function Render(args) {
    const videos = ['春日踏青', '城市夜景', '家常菜谱'];
    const [selected, setSelected] = useState<string[]>(['春日踏青']);
    const all: CheckboxState =
      selected.length === videos.length ? true : selected.length === 0 ? false : 'indeterminate';
    return (
      <Stack space="small">
        <Checkbox
          {...args}
          label="全选"
          checked={all}
          onCheckedChange={(checked) => setSelected(checked === true ? videos : [])}
        />
        {videos.map((video) => (
          <Checkbox
            key={video}
            label={video}
            checked={selected.includes(video)}
            onCheckedChange={(checked) =>
              setSelected((current) =>
                checked === true ? [...current, video] : current.filter((item) => item !== video),
              )
            }
          />
        ))}
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: '全选' });
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '家常菜谱' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '城市夜景' }));
    await expect(selectAll).toBePartiallyChecked();
  },
};

export const Dark: Story = {
  render: (args) => (
    <Stack space="small">
      <Checkbox {...args} />
      <Checkbox {...args} label="已选中" defaultChecked />
      <Checkbox {...args} label="全选" checked="indeterminate" />
      <Checkbox {...args} label="需要同意" required error="请先同意公约" />
      <Checkbox {...args} label="禁用" disabled defaultChecked />
    </Stack>
  ),
  globals: { theme: 'dark' },
};
