import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Textarea } from './Textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled multi-line text input with optional hint, error, a character limit with a live count, and autosize.',
          '',
          '**When to use**: free text longer than a line — a video description, a rejection reason, a message.',
          '**Alternatives**: `TextField` for a single line; `Select` or `RadioGroup` when the answers are known.',
          '**Accessibility**: the label is a real `<label>`; `hint`, `error` and (with `maxLength`) “最多可输入 N 个字/Up to N characters” describe it; an error sets `aria-invalid`. The visible count is hidden from screen readers; instead a polite status announces how many characters are left once typing pauses, so every keystroke is not read out. Autosize keeps the text visible without an inner scrollbar (up to `maxRows`).',
        ].join('\n'),
      },
    },
  },
  args: { label: '视频简介', placeholder: '介绍一下这个视频', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '视频简介' });
    await userEvent.type(textarea, '第一行{enter}第二行');
    await expect(textarea).toHaveValue('第一行\n第二行');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = { args: { hint: '简介会展示在视频详情页' } };

export const WithError: Story = {
  args: { label: '驳回原因', required: true, error: '请填写驳回原因', placeholder: undefined },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '驳回原因' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('请填写驳回原因');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '已发布的视频不能修改简介。' } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: '审核通过，内容符合创作者公约。' } };

export const WithCharacterCount: Story = {
  args: { maxLength: 20, defaultValue: '春日' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '视频简介' });
    await expect(textarea).toHaveAccessibleDescription(/最多可输入 20 个字|Up to 20 characters/);
    await expect(canvas.getByText('2 / 20')).toBeVisible();
    await userEvent.type(textarea, '踏青');
    await expect(canvas.getByText('4 / 20')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/还可输入 16 个字|16 characters remaining/),
    );
  },
};

export const AtTheLimit: Story = {
  args: { maxLength: 10, defaultValue: '一二三四五六七八九十' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '视频简介' });
    await userEvent.type(textarea, '多');
    await expect(textarea).toHaveValue('一二三四五六七八九十');
    await expect(canvas.getByText('10 / 10')).toBeVisible();
  },
};

export const Autosize: Story = {
  args: { autosize: { maxRows: 6 }, rows: 2, hint: '随内容变高，最多 6 行' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '视频简介' });
    const before = textarea.getBoundingClientRect().height;
    await userEvent.type(textarea, '一{enter}二{enter}三{enter}四');
    const grown = textarea.getBoundingClientRect().height;
    await expect(grown).toBeGreaterThan(before);
    await userEvent.type(textarea, '{enter}五{enter}六{enter}七{enter}八');
    // Capped at maxRows: it scrolls instead of growing further.
    await expect(textarea.getBoundingClientRect().height).toBeLessThan(grown * 2);
    await expect(getComputedStyle(textarea).overflowY).toBe('auto');
  },
};

/** Controlled, validated on submit. */
export const ControlledForm: Story = {
  render: function Render(args) {
    const [reason, setReason] = useState('');
    const [error, setError] = useState<string>();
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(reason.trim() ? undefined : '请填写驳回原因');
        }}
      >
        <Stack space="medium">
          <Textarea
            {...args}
            label="驳回原因"
            required
            maxLength={200}
            value={reason}
            error={error}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" tone="critical" variant="solid">
            驳回
          </Button>
        </Stack>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    const textarea = canvas.getByRole('textbox', { name: '驳回原因' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(textarea, '封面含有二维码');
    await expect(canvas.getByText('7 / 200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    await expect(textarea).not.toHaveAttribute('aria-invalid');
  },
};

export const Dark: Story = {
  render: (args) => (
    <Stack space="large">
      <Textarea {...args} hint="简介会展示在视频详情页" maxLength={100} defaultValue="春日踏青" />
      <Textarea {...args} label="驳回原因" required error="请填写驳回原因" />
      <Textarea {...args} label="禁用" disabled defaultValue="不可编辑" />
    </Stack>
  ),
  globals: { theme: 'dark' },
};
