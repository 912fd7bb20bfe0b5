import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessCatalogue, RoleAccess } from '@creator-console/contract';
import { UiProvider } from '@creator-console/ui';
import type { RoleRow } from '../api';
import { AccessEditor } from './access-editor';

const save = vi.fn();
vi.mock('../api', () => ({
  useRolePreview: () => ({
    data: [
      {
        path: 'audit',
        title: '视频审核',
        icon: 'audit',
        hidden: false,
        children: [
          { path: 'index', name: 'audit-index', title: '视频列表', hidden: false, component: 'audit/index' },
        ],
      },
    ],
  }),
  useUpdateRoleAccess: () => ({ trigger: save, isMutating: false }),
}));

const child = (
  group: string,
  path: string,
  title: string,
  extra: Partial<{ hidden: boolean; held: boolean }> = {},
) => ({
  path,
  title,
  title_en: title,
  hidden: extra.hidden ?? false,
  component: `${group}/${path}`,
  requires: group === 'audit' ? [['review:video']] : [],
  held: extra.held ?? true,
});
const catalogue: AccessCatalogue = {
  groups: [
    {
      path: 'audit',
      title: '视频审核',
      title_en: 'Video review',
      hidden: false,
      children: [
        child('audit', 'index', '视频列表'),
        child('audit', 'edit', '视频详情', { hidden: true }),
        child('audit', 'one', '机器审核'),
      ],
    },
    {
      path: 'finance',
      title: '钱包管理',
      title_en: 'Wallets',
      hidden: false,
      children: [child('finance', 'index', '列表审核', { held: false })],
    },
  ],
  permissions: [
    {
      key: 'review:video',
      label: '视频审核',
      description: '视频的机器审核、初审和复审',
      scope: 'staff',
      held: true,
    },
    { key: 'finance:review', label: '财务审核', description: '审核提现', scope: 'staff', held: false },
    { key: 'video:publish', label: '发布作品', description: '上传', scope: 'self', held: true },
  ],
};
const role: RoleRow = {
  id: 7,
  key: 'reviewer',
  name: '内容审核员',
  description: '',
  builtin: false,
  user_count: 2,
  permission_count: 1,
  menu_count: 1,
  version: 3,
  updated_at: '2026-11-01T00:00:00Z',
};
const access: RoleAccess = {
  version: 3,
  menus: [{ group: 'audit', children: ['index'] }],
  permissions: ['review:video'],
  editable: true,
};

const renderEditor = (overrides: Partial<RoleAccess> = {}) =>
  render(
    <UiProvider>
      <MemoryRouter>
        <AccessEditor role={role} access={{ ...access, ...overrides }} catalogue={catalogue} />
      </MemoryRouter>
    </UiProvider>,
  );

beforeEach(() => save.mockReset());

describe('the menu and rights editor', () => {
  it('ticks a page with its hidden companions, warns, counts and saves what changed', async () => {
    renderEditor();
    expect(screen.getByRole('treeitem', { name: '列表审核' })).toHaveAccessibleDescription(
      '你没有此菜单，不能授予',
    );
    await userEvent.click(screen.getByText('机器审核'));
    expect(screen.getByRole('treeitem', { name: '视频详情' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('已修改 2 项 · 影响 2 个账号')).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: '页面权限' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /视频审核/ }));
    expect(
      screen.getAllByText('已勾选「视频审核 › 视频列表」但未授予「review:video」：页面可见但操作会被拒绝')[0],
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /财务审核/ })).toBeDisabled();

    save.mockResolvedValue({});
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('视频审核 › 机器审核')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(save).toHaveBeenCalledWith({
      params: { id: 7 },
      body: { version: 3, menus: [{ group: 'audit', children: ['index', 'edit', 'one'] }], permissions: [] },
    });
  });

  it('is read-only with its reason for the administrator role', async () => {
    renderEditor({ editable: false, reason: '管理员拥有全部菜单和权限' });
    expect(screen.getByText('管理员拥有全部菜单和权限')).toBeVisible();
    await userEvent.click(screen.getByText('机器审核'));
    expect(screen.getByRole('treeitem', { name: '机器审核' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});
