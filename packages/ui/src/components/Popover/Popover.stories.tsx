import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { IconButton } from '../IconButton';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger, popoverSides } from './Popover';

const filters = (
  <Stack space="small">
    <Checkbox label="只看原创" />
    <Checkbox label="包含草稿" defaultChecked />
    <Inline space="small" align="right">
      <PopoverClose>
        <Button size="small" tone="accent" variant="solid">
          应用
        </Button>
      </PopoverClose>
    </Inline>
  </Stack>
);

const meta = {
  title: 'Components/Popover',
  component: Popover,
  subcomponents: { PopoverTrigger, PopoverContent, PopoverClose },
  parameters: {
    docs: {
      description: {
        component: [
          'A floating panel next to its trigger, built on Radix Popover with its part names: `Popover` (state), `PopoverTrigger`, `PopoverAnchor`, `PopoverContent`, `PopoverClose`.',
          '',
          '**When to use**: a few controls or a short explanation tied to one element — filters for a list, column settings, “what does this number mean”.',
          '**Alternatives**: `Tooltip` for a one-line label that needs no interaction; `Dialog` for a task that must be finished or abandoned; `DropdownMenu` for a list of commands.',
          '**Accessibility**: the content is a non-modal `dialog` named by its `title` (or `label`); focus moves into it on open and back to the trigger on close. Escape, a click outside, the trigger and the × button (named from the locale) close it. The trigger gets `aria-expanded` and `aria-controls`. `modal` traps focus when the content must be dealt with first.',
        ].join('\n'),
      },
    },
  },
  args: {
    onOpenChange: fn(),
    children: (
      <>
        <PopoverTrigger>
          <Button icon="search">筛选</Button>
        </PopoverTrigger>
        <PopoverContent title="筛选条件">{filters}</PopoverContent>
      </>
    ),
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '筛选' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: '筛选条件' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '只看原创' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '应用' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog', { name: '筛选条件' })).toBeVisible();
  },
};

export const ClosesWithEscape: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: '筛选条件' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: '筛选' })).toHaveFocus();
  },
};

export const Explanation: Story = {
  args: {
    defaultOpen: true,
    children: (
      <>
        <PopoverTrigger>
          <IconButton label="播放量说明" icon="info" size="small" />
        </PopoverTrigger>
        <PopoverContent label="播放量说明" side="right" size="small">
          <Text size="small">播放量每小时更新一次，同一用户 30 分钟内的重复播放只计一次。</Text>
        </PopoverContent>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: '播放量说明' });
    await userEvent.click(within(dialog).getByRole('button', { name: /关闭|Close/ }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Controlled: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <Stack space="small" align="left">
        <Text tone="muted">{open ? '已打开' : '已关闭'}</Text>
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger>
            <Button>列设置</Button>
          </PopoverTrigger>
          <PopoverContent title="列设置" hideCloseButton align="start">
            {filters}
          </PopoverContent>
        </Popover>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
    await expect(canvas.getByText('已打开')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '应用' }));
    await expect(canvas.getByText('已关闭')).toBeInTheDocument();
  },
};

export const Sides: Story = {
  render: () => (
    <Inline space="xxlarge">
      {popoverSides.map((side) => (
        <Popover key={side}>
          <PopoverTrigger>
            <Button>{side}</Button>
          </PopoverTrigger>
          <PopoverContent label={side} side={side} size="small">
            <Text size="small">{side}</Text>
          </PopoverContent>
        </Popover>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'right' }));
    await expect(await canvas.findByRole('dialog', { name: 'right' })).toBeVisible();
  },
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
