import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckTree, type CheckTreeNode } from './CheckTree';

const nodes: CheckTreeNode[] = [
  {
    id: 'audit',
    label: '视频审核',
    children: [
      { id: 'audit/index', label: '视频列表' },
      { id: 'audit/edit', label: '视频详情', badge: '隐藏页' },
      { id: 'audit/one', label: '机器审核' },
    ],
  },
  {
    id: 'live',
    label: '直播管理',
    note: '创作者和 MCN 还需带「直播」标签',
    children: [
      { id: 'live/index', label: '直播列表' },
      { id: 'live/create', label: '创建直播' },
    ],
  },
  {
    id: 'finance',
    label: '钱包管理',
    children: [
      { id: 'finance/index', label: '列表审核', disabled: true, disabledReason: '你没有此菜单，不能授予' },
      { id: 'finance/export', label: '财务表下载' },
    ],
  },
];

/** Holds the ticked leaves, as a page would. */
function Stateful(props: {
  initial: string[];
  onChange?: (ids: string[]) => void;
  readOnly?: boolean;
  tree?: CheckTreeNode[];
}) {
  const [checked, setChecked] = useState(() => new Set(props.initial));
  return (
    <CheckTree
      label="菜单"
      nodes={props.tree ?? nodes}
      checked={checked}
      readOnly={props.readOnly}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onChange?.([...next].sort());
      }}
    />
  );
}

const meta = {
  title: 'Components/CheckTree',
  component: CheckTree,
  parameters: {
    docs: {
      description: {
        component: [
          'A tree of checkboxes with tri-state parents: a group is ticked when all its pages are, mixed when some are.',
          '',
          '**When to use**: granting parts of a hierarchy — a role’s menu (groups → pages).',
          '**Alternatives**: `Checkbox` groups for a flat list; `Switch` for one setting.',
          '**Accessibility**: WAI-ARIA tree: one tab stop; ↑/↓ move, → opens a group or enters it, ← closes it or goes to its group, Home/End jump, Space ticks. Each item is a `treeitem` with `aria-checked` (`mixed` for part); disabled items stay focusable and their reason is their description.',
        ].join('\n'),
      },
    },
    a11y: {
      config: {
        // axe's experimental rule reads a group's whole subtree (its pages' names too) as the
        // visible text a treeitem's name must contain; in the WAI-ARIA tree pattern a group's
        // pages are nested in it, and its name is its own label, as in the APG examples (badge, note and reason describe it).
        rules: [{ id: 'label-content-name-mismatch', enabled: false }],
      },
    },
  },
  args: { label: '菜单', nodes, checked: new Set<string>(), onCheckedChange: fn() },
} satisfies Meta<typeof CheckTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => <Stateful initial={['audit/index']} onChange={args.onCheckedChange as never} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const audit = canvas.getByRole('treeitem', { name: '视频审核' });
    await expect(audit).toHaveAttribute('aria-checked', 'mixed');
    // A click on the row (its label) ticks, as a pointer user does.
    await userEvent.click(canvas.getByText('机器审核'));
    await userEvent.click(canvas.getByText('视频详情'));
    await expect(audit).toHaveAttribute('aria-checked', 'true');
    // A ticked group unticks all its pages.
    await userEvent.click(canvas.getByText('视频审核'));
    await expect(audit).toHaveAttribute('aria-checked', 'false');
  },
};

export const Keyboard: Story = {
  render: () => <Stateful initial={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const audit = canvas.getByRole('treeitem', { name: '视频审核' });
    await expect(audit).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('treeitem', { name: '视频列表' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('treeitem', { name: '视频列表' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(audit).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(audit).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('treeitem', { name: '视频列表' })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(audit).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('treeitem', { name: '财务表下载' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(audit).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(audit).toHaveAttribute('aria-checked', 'true');
  },
};

export const DisabledWithReason: Story = {
  render: () => <Stateful initial={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const locked = canvas.getByRole('treeitem', { name: '列表审核' });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await expect(locked).toHaveAccessibleDescription('你没有此菜单，不能授予');
    await userEvent.click(locked);
    await expect(locked).toHaveAttribute('aria-checked', 'false');
    // The group ticks only what may be ticked.
    const finance = canvas.getByRole('treeitem', { name: '钱包管理' });
    await userEvent.click(canvas.getByText('钱包管理'));
    await expect(finance).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const BadgesAndNotes: Story = {
  render: () => <Stateful initial={['live/index', 'live/create']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('treeitem', { name: '视频详情' })).toHaveAccessibleDescription('隐藏页');
    await expect(canvas.getByRole('treeitem', { name: '直播管理' })).toHaveAccessibleDescription(
      '创作者和 MCN 还需带「直播」标签',
    );
    await expect(canvas.getByRole('treeitem', { name: '直播管理' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const ReadOnly: Story = {
  render: () => <Stateful initial={['audit/index', 'audit/edit', 'audit/one']} readOnly />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const audit = canvas.getByRole('treeitem', { name: '视频审核' });
    await userEvent.click(canvas.getByText('视频审核'));
    await expect(audit).toHaveAttribute('aria-checked', 'true');
    await expect(audit).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Collapsed: Story = {
  args: { defaultExpanded: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('treeitem')).toHaveLength(3);
    await userEvent.click(canvas.getAllByRole('treeitem')[0]!.querySelector('[aria-hidden="true"]')!);
    await expect(canvas.getAllByRole('treeitem')).toHaveLength(6);
  },
};

export const Dark: Story = {
  render: () => <Stateful initial={['audit/index', 'live/index', 'live/create']} />,
  globals: { theme: 'dark' },
};

export const DarkReadOnly: Story = {
  render: () => <Stateful initial={['audit/index']} readOnly />,
  globals: { theme: 'dark' },
};
