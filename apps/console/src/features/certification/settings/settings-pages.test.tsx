import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@creator-console/contract';
import { UiProvider } from '@creator-console/ui';
import { toaster } from '../../../shared/notices';
import { CategorySettings } from './category-settings';
import { ItemSettings } from './item-settings';

const removeCategory = vi.fn();
const removeItem = vi.fn();
const setStatus = vi.fn();
const idle = { trigger: vi.fn(), isMutating: false };
vi.mock('./api', () => ({
  useCreateCategory: () => idle,
  useRenameCategory: () => idle,
  useDeleteCategory: () => ({ trigger: removeCategory, isMutating: false }),
  useOrderCategories: () => idle,
  useCreateItem: () => idle,
  useUpdateItem: () => idle,
  useDeleteItem: () => ({ trigger: removeItem, isMutating: false }),
  useSetItemStatus: () => ({ trigger: setStatus, isMutating: false }),
}));

const categories = [
  { id: 1, type: 'identity', name: '知识', position: 0, item_count: 2 },
  { id: 2, type: 'identity', name: '生活', position: 1, item_count: 0 },
];
const items = [
  {
    id: 11,
    type: 'identity',
    category_id: 1,
    category_name: '知识',
    name: '科普作者',
    description: '科普',
    conditions: ['粉丝不少于 1000'],
    enabled: true,
    pending_count: 0,
    approved_count: 0,
    updated_at: '2026-11-01T00:00:00.000Z',
  },
];
vi.mock('../../../shared/use-endpoint', () => ({
  useEndpoint: (endpoint: unknown) =>
    endpoint === endpoints.settingItems
      ? { data: { data: items, total: items.length }, isLoading: false }
      : { data: categories, isLoading: false },
}));

vi.mock('../../../shared/page-titles', () => ({
  usePageTitles: () => ({ page: '认证分类', group: '认证管理' }),
}));

const show = vi.spyOn(toaster, 'show');

const renderIn = (page: React.ReactNode) =>
  render(
    <UiProvider>
      <MemoryRouter>{page}</MemoryRouter>
    </UiProvider>,
  );

beforeEach(() => {
  removeCategory.mockReset();
  removeItem.mockReset();
  show.mockClear();
});

describe('/certification/category row actions', () => {
  it('names each row in its rename and delete buttons, and renames in a dialog', async () => {
    renderIn(<CategorySettings />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: '删除：生活' })).toBeEnabled();
    await userEvent.click(within(table).getByRole('button', { name: '重命名：知识' }));
    const dialog = await screen.findByRole('dialog', { name: '重命名分类' });
    expect(within(dialog).getByRole('textbox', { name: /^分类名称/ })).toHaveValue('知识');
  });

  it('deletes after the confirmation and says so', async () => {
    removeCategory.mockResolvedValue(null);
    renderIn(<CategorySettings />);
    await userEvent.click(screen.getByRole('button', { name: '删除：生活' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除分类' });
    expect(within(dialog).getByText('删除分类「生活」？')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(removeCategory).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(show).toHaveBeenCalledWith({ tone: 'positive', message: '已删除 生活' });
  });

  it('closes the confirmation on a refusal without a success toast', async () => {
    removeCategory.mockRejectedValue(new Error('分类下还有 2 个认证项，无法删除'));
    renderIn(<CategorySettings />);
    await userEvent.click(screen.getByRole('button', { name: '删除：知识' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(show).not.toHaveBeenCalled();
  });

  it('cancels without deleting', async () => {
    renderIn(<CategorySettings />);
    await userEvent.click(screen.getByRole('button', { name: '删除：知识' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(removeCategory).not.toHaveBeenCalled();
  });
});

describe('/certification/identity-set row actions', () => {
  it('edits an item in the drawer', async () => {
    renderIn(<ItemSettings type="identity" />);
    await userEvent.click(screen.getByRole('button', { name: '编辑：科普作者' }));
    const drawer = await screen.findByRole('dialog', { name: '编辑认证项' });
    expect(within(drawer).getByRole('textbox', { name: /^认证名称/ })).toHaveValue('科普作者');
  });

  it('deletes an item after the confirmation, and closes it on a refusal too', async () => {
    removeItem.mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('refused'));
    renderIn(<ItemSettings type="identity" />);
    await userEvent.click(screen.getByRole('button', { name: '删除：科普作者' }));
    let dialog = await screen.findByRole('alertdialog', { name: '删除认证项' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(removeItem).toHaveBeenCalledWith(11);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(show).toHaveBeenCalledWith({ tone: 'positive', message: '已删除 科普作者' });

    show.mockClear();
    await userEvent.click(screen.getByRole('button', { name: '删除：科普作者' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(show).not.toHaveBeenCalled();
  });
});
