import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Inline } from '../Inline';
import { Text } from '../Text';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  subcomponents: {
    DropdownMenuTrigger,
    DropdownMenuContent,
    DropdownMenuItem,
    DropdownMenuCheckboxItem,
    DropdownMenuLabel,
    DropdownMenuSeparator,
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A list of actions or options that opens from a button, built on Radix DropdownMenu with its part names: `DropdownMenu`, `DropdownMenuTrigger`, `DropdownMenuContent`, `DropdownMenuItem` (`tone="critical"`, `icon`, `shortcut`), `DropdownMenuCheckboxItem`, `DropdownMenuLabel`, `DropdownMenuSeparator`. `UserMenu` is built on it.',
          '',
          '**When to use**: secondary actions of a row or page (“更多操作”), a choice of visible columns.',
          '**Alternatives**: visible `Button`s when there are only one or two actions; `Select` to choose a value in a form; `Tabs` to switch views.',
          '**Accessibility**: the trigger gets `aria-haspopup="menu"` and `aria-expanded`; arrow keys, Home/End and typeahead move between items, Enter/Space choose, Escape closes and focus returns to the trigger. Not modal by default (`modal={false}`): a modal menu hides the page with aria-hidden while pointer focus can still land there (axe: aria-hidden-focus).',
        ].join('\n'),
      },
    },
  },
  args: { children: null },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger>
        <Button icon="chevron-down" iconPosition="trailing">
          更多操作
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>视频</DropdownMenuLabel>
        <DropdownMenuItem icon="form" shortcut="E" onSelect={onEdit}>
          编辑
        </DropdownMenuItem>
        <DropdownMenuItem icon="doc">导出</DropdownMenuItem>
        <DropdownMenuItem icon="eye-off" disabled>
          隐藏
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon="close" tone="critical" onSelect={onDelete}>
          删除
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '更多操作' });
    await userEvent.click(trigger);
    const menu = await canvas.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['编辑E', '导出', '隐藏', '删除']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /删除/ }));
    await expect(onDelete).toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: '更多操作' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: /编辑/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The disabled item is skipped.
    await expect(canvas.getByRole('menuitem', { name: /删除/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('menu')).toBeVisible();
  },
};

export const Columns: Story = {
  render: function Render() {
    const [columns, setColumns] = useState({ plays: true, likes: true, comments: false });
    const toggle = (key: keyof typeof columns) => (checked: boolean) =>
      setColumns({ ...columns, [key]: checked });
    return (
      <Inline space="small">
        <DropdownMenu>
          <DropdownMenuTrigger>
            <IconButton icon="table" label="显示的列" variant="soft" />
          </DropdownMenuTrigger>
          <DropdownMenuContent aria-label="显示的列">
            <DropdownMenuLabel>显示的列</DropdownMenuLabel>
            <DropdownMenuCheckboxItem keepOpen checked={columns.plays} onCheckedChange={toggle('plays')}>
              播放量
            </DropdownMenuCheckboxItem>
            <DropdownMenuCheckboxItem keepOpen checked={columns.likes} onCheckedChange={toggle('likes')}>
              点赞数
            </DropdownMenuCheckboxItem>
            <DropdownMenuCheckboxItem
              keepOpen
              checked={columns.comments}
              onCheckedChange={toggle('comments')}
            >
              评论数
            </DropdownMenuCheckboxItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Text tone="muted">
          {Object.entries(columns)
            .filter(([, shown]) => shown)
            .map(([key]) => key)
            .join(', ')}
        </Text>
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '显示的列' }));
    const comments = await canvas.findByRole('menuitemcheckbox', { name: '评论数' });
    await expect(comments).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(comments);
    await expect(comments).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('menu')).toBeVisible();
    await expect(canvas.getByText('plays, likes, comments')).toBeInTheDocument();
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };
