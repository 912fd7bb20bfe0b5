import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tones } from '../../vocabulary';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    docs: {
      description: {
        component: [
          'Asks the user to confirm or cancel one action (`role="alertdialog"`, Radix AlertDialog).',
          '',
          '**When to use**: an action that cannot be undone or that leaves the page — log out and log in again after a 401/503 (确定退出 · 重新登录 / 关闭), deleting, the one-time look at sensitive data.',
          '**Alternatives**: `Dialog` when the user has to enter something; a toast with an undo for cheap, reversible actions.',
          '**Accessibility**: focus starts on the cancel button, clicking outside does not dismiss, Escape cancels (`onCancel`). `onConfirm` may return a promise: the confirm button shows loading until it settles and the dialog closes when it resolves.',
        ].join('\n'),
      },
    },
  },
  argTypes: { tone: { control: 'select', options: tones } },
  args: {
    defaultOpen: true,
    title: '确定退出',
    children: '登录状态已过期，您可以继续留在该页面，或者重新登录。',
    confirmLabel: '重新登录',
    cancelLabel: '关闭',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alertdialog', { name: '确定退出' })).toBeVisible();
  },
};

/** The re-login dialog of console spec §8 (HTTP 401 or 503). */
export const Relogin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog', { name: '确定退出' });
    await expect(dialog).toHaveAccessibleDescription(/登录状态已过期/);
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog', { name: '确定退出' });
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Default button labels come from the locale. */
export const SensitiveData: Story = {
  args: {
    title: '提示',
    children: '您查看的属于用户敏感信息且只能被查看一次，您确认查看吗？',
    confirmLabel: undefined,
    cancelLabel: undefined,
  },
};

export const Destructive: Story = {
  args: {
    title: '删除创作者',
    children: '删除后该创作者将不再出现在您的列表中。',
    confirmLabel: '删除',
    cancelLabel: undefined,
    tone: 'critical',
  },
};

/** A confirm that takes time: the button shows loading until the promise resolves. */
export const AsyncConfirm: Story = {
  args: {
    defaultOpen: false,
    title: '提示',
    children: '您查看的属于用户敏感信息且只能被查看一次，您确认查看吗？',
    confirmLabel: undefined,
    cancelLabel: undefined,
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>查看手机号</Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          onConfirm={() => new Promise((resolve) => setTimeout(resolve, 300))}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '查看手机号' }));
    const dialog = await canvas.findByRole('alertdialog', { name: '提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|OK/ }));
    await expect(within(dialog).getByRole('button', { name: /确定|OK/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
