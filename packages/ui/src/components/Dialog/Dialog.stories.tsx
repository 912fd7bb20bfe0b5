import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  subcomponents: { DialogTrigger, DialogContent, DialogClose, DialogFooter },
  parameters: {
    docs: {
      description: {
        component: [
          'A modal window over the page, built on Radix Dialog with its part names: `Dialog`, `DialogTrigger`, `DialogContent` (title, description, close button), `DialogClose`, plus `DialogFooter` for the actions.',
          '',
          '**When to use**: a short task that must finish or be abandoned before returning to the page (a small form, details).',
          '**Alternatives**: `ConfirmDialog` for a yes/no question; a page for long tasks; a toast for information that needs no answer.',
          '**Accessibility**: focus moves in and is trapped, Escape and the × button (named from the locale) close it, focus returns to the trigger, the title names the dialog and the description describes it. Controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`).',
        ].join('\n'),
      },
    },
  },
  args: { children: null },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const content = (
  <DialogContent title="邀请创作者" description="输入创作者的手机号，对方同意后会出现在用户管理中。">
    <TextField label="手机号" type="tel" autoComplete="off" />
    <DialogFooter>
      <DialogClose>
        <Button>取消</Button>
      </DialogClose>
      <Button tone="accent" variant="solid">
        发送邀请
      </Button>
    </DialogFooter>
  </DialogContent>
);

export const Playground: Story = {
  args: { defaultOpen: true },
  render: (args) => <Dialog {...args}>{content}</Dialog>,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog', { name: '邀请创作者' })).toBeVisible();
  },
};

export const Uncontrolled: Story = {
  render: () => (
    <Dialog>
      <DialogTrigger>
        <Button tone="accent" variant="solid" icon="plus">
          邀请创作者
        </Button>
      </DialogTrigger>
      {content}
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '邀请创作者' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: '邀请创作者' });
    await expect(dialog).toHaveAccessibleDescription(/输入创作者的手机号/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  render: () => <Dialog defaultOpen>{content}</Dialog>,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: '邀请创作者' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

export const Controlled: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>查看详情</Button>
        <Text tone="muted">{open ? '已打开' : '已关闭'}</Text>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title="视频详情" size="large">
            <Text>标题、封面、简介与审核记录。</Text>
          </DialogContent>
        </Dialog>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '查看详情' }));
    const dialog = await canvas.findByRole('dialog', { name: '视频详情' });
    await expect(canvas.getByText('已打开')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /关闭|Close/ }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('已关闭')).toBeInTheDocument();
  },
};

export const Dark: Story = { render: Open.render, globals: { theme: 'dark' } };
