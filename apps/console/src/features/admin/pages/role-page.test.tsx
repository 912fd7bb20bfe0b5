import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@creator-console/ui';
import type * as ListKit from '../../../shared/list';
import type { RoleRow } from '../roles/api';
import AdminRolePage from './role-page';

const row = (id: number, key: string, name: string, builtin: boolean, users: number): RoleRow => ({
  id,
  key,
  name,
  description: '',
  builtin,
  user_count: users,
  permission_count: 2,
  menu_count: 5,
  version: 1,
  updated_at: '2026-11-01T00:00:00Z',
});
const remove = vi.fn();
const create = vi.fn();
vi.mock('../roles/api', () => ({
  useRoles: () => ({
    data: [row(1, 'admin', '管理员', true, 2), row(9, 'support', '客服', false, 0)],
    isLoading: false,
  }),
  useDeleteRole: () => ({ trigger: remove }),
  useCreateRole: () => ({ trigger: create, isMutating: false }),
  useUpdateRole: () => ({ trigger: vi.fn(), isMutating: false }),
}));

vi.mock('../../../shared/list', async (importOriginal) => ({
  ...(await importOriginal<typeof ListKit>()),
  ListPage: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));

const renderPage = () =>
  render(
    <UiProvider>
      <MemoryRouter>
        <AdminRolePage />
      </MemoryRouter>
    </UiProvider>,
  );

describe('/admin/role', () => {
  it('lists roles with links to their accounts, deleting custom ones only', async () => {
    renderPage();
    expect(screen.getByRole('link', { name: '查看持有「管理员」的 2 个账号' })).toHaveAttribute(
      'href',
      '/admin/index?role_id=1',
    );
    expect(screen.queryByRole('button', { name: '删除角色：管理员' })).toBeNull();
    remove.mockResolvedValue(null);
    await userEvent.click(screen.getByRole('button', { name: '删除角色：客服' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(remove).toHaveBeenCalledWith(9);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the confirmation open when the delete is refused', async () => {
    renderPage();
    remove.mockRejectedValueOnce(new Error('该角色仍有账号，无法删除'));
    await userEvent.click(screen.getByRole('button', { name: '删除角色：客服' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除角色' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '删除' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('edits, configures and copies a role from its row', async () => {
    renderPage();
    expect(screen.getByRole('button', { name: '配置权限：管理员' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: '编辑角色：客服' }));
    expect(await screen.findByRole('dialog', { name: '编辑角色' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '复制为新角色：管理员' }));
    expect(await screen.findByRole('dialog', { name: '新建角色' })).toBeVisible();
  });

  it('checks a new role by the contract before sending', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: '新建角色' }));
    const drawer = await screen.findByRole('dialog', { name: '新建角色' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^角色标识/ }), '9x');
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请填写角色名称')).toBeVisible();
    expect(within(drawer).getByText('角色标识须以小写字母开头，仅含小写字母、数字和下划线')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });
});
