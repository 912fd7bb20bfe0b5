import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@creator-console/ui';
import { RowActions, type RowAction } from './row-actions';

const show = (actions: (RowAction | null | false)[]) =>
  render(
    <UiProvider>
      <MemoryRouter>
        <RowActions actions={actions} />
      </MemoryRouter>
    </UiProvider>,
  );

describe('RowActions', () => {
  it('shows buttons, icon buttons and links named after the row, leaving out the false ones', async () => {
    const edit = vi.fn();
    show([
      { label: '编辑', name: '编辑：生活', onClick: edit },
      { label: '上移：生活', name: '上移：生活', icon: 'arrow-up', disabled: true },
      { label: '成员', name: '生活 的成员', to: '/admin/user-group?id=5' },
      false,
      null,
    ]);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      '编辑：生活',
      '上移：生活',
    ]);
    expect(screen.getByRole('button', { name: '编辑：生活' })).toHaveTextContent('编辑');
    expect(screen.getByRole('button', { name: '上移：生活' })).toBeDisabled();
    expect(screen.getByRole('link', { name: '生活 的成员' })).toHaveAttribute(
      'href',
      '/admin/user-group?id=5',
    );
    await userEvent.click(screen.getByRole('button', { name: '编辑：生活' }));
    expect(edit).toHaveBeenCalledTimes(1);
  });

  it('asks before a confirmed action, runs it on confirm and closes when it resolves', async () => {
    const remove = vi.fn().mockResolvedValue(null);
    show([
      {
        label: '删除',
        name: '删除：生活',
        tone: 'critical',
        confirm: {
          title: '删除分类',
          description: '删除分类「生活」？',
          confirmLabel: '删除',
          onConfirm: remove,
        },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: '删除：生活' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除分类' });
    expect(within(dialog).getByText('删除分类「生活」？')).toBeVisible();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when the action rejects, and cancels without running it', async () => {
    const remove = vi.fn().mockRejectedValue(new Error('refused'));
    show([
      {
        label: '删除',
        name: '删除：生活',
        confirm: { title: '删除分类', description: '删除？', confirmLabel: '删除', onConfirm: remove },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: '删除：生活' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
