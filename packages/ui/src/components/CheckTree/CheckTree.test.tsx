import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { CheckTree, type CheckTreeNode } from './CheckTree';

const nodes: CheckTreeNode[] = [
  {
    id: 'audit',
    label: '视频审核',
    children: [
      { id: 'audit/index', label: '视频列表' },
      { id: 'audit/edit', label: '视频详情', badge: '隐藏页' },
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

function Tree({ initial = [] as string[], readOnly = false }) {
  const [checked, setChecked] = useState(() => new Set(initial));
  return (
    <CheckTree
      label="菜单"
      nodes={nodes}
      checked={checked}
      readOnly={readOnly}
      onCheckedChange={setChecked}
    />
  );
}

describe('CheckTree', () => {
  it('ticks pages and shows groups as mixed or ticked', async () => {
    const { container } = renderUi(<Tree initial={['audit/index']} />);
    const audit = screen.getByRole('treeitem', { name: '视频审核' });
    expect(audit).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(screen.getByText('视频详情'));
    expect(audit).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByText('视频审核'));
    expect(audit).toHaveAttribute('aria-checked', 'false');
    await expectNoAxeViolations(container);
  });

  it('follows the tree keyboard model', async () => {
    renderUi(<Tree />);
    await userEvent.tab();
    const audit = screen.getByRole('treeitem', { name: '视频审核' });
    expect(audit).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: '视频列表' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('treeitem', { name: '视频列表' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(audit).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(audit).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: '视频列表' })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    expect(audit).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('treeitem', { name: '视频列表' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: '财务表下载' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(audit).toHaveFocus();
  });

  it('keeps disabled pages as they are and says why', async () => {
    renderUi(<Tree />);
    const locked = screen.getByRole('treeitem', { name: '列表审核' });
    expect(locked).toHaveAccessibleDescription('你没有此菜单，不能授予');
    await userEvent.click(locked);
    expect(locked).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByText('钱包管理'));
    expect(screen.getByRole('treeitem', { name: '钱包管理' })).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('treeitem', { name: '视频详情' })).toHaveAccessibleDescription('隐藏页');
  });

  it('changes nothing when read-only', async () => {
    renderUi(<Tree initial={['audit/index']} readOnly />);
    await userEvent.click(screen.getByText('视频详情'));
    expect(screen.getByRole('treeitem', { name: '视频详情' })).toHaveAttribute('aria-checked', 'false');
  });
});
