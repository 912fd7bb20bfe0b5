import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { AccountSwitcher, linkedAccountState, type LinkedAccount } from './AccountSwitcher';

const accounts: LinkedAccount[] = [
  { userId: 1, name: '星河MCN', realName: '王芳', phone: '138****0001', roleName: 'MCN', state: 'current' },
  { userId: 2, name: '林晓', realName: '林晓', phone: '139****2233', roleName: '创作者', state: 'other' },
  { userId: 3, name: '阿杰', realName: '张杰', phone: '137****4455', roleName: '创作者', state: 'disabled' },
  { userId: 4, name: 'Chen Wei', realName: '陈伟', phone: '136****6677', roleName: '创作者', state: 'other' },
];

const base = { open: true, rows: accounts, total: 4, page: 1, onPageChange: () => {}, onSwitch: () => {} };

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryAllByText(name).length > 0) as HTMLElement;

describe('AccountSwitcher', () => {
  it('lists linked accounts with avatar, nickname, real name, masked phone and role', async () => {
    renderUi(<AccountSwitcher {...base} />);
    const dialog = screen.getByRole('dialog', { name: '切换账号' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['头像', '昵称', '真实姓名', '手机号', '角色', '操作']);
    expect(rowOf('林晓')).toHaveTextContent('林晓林晓139****2233创作者切换');
    await expectNoAxeViolations(dialog);
  });

  it('shows 已登录 on the current account, 已禁用 on a disabled one and 切换 on the others', async () => {
    const onSwitch = vi.fn();
    renderUi(<AccountSwitcher {...base} onSwitch={onSwitch} />);
    expect(within(rowOf('星河MCN')).getByText('已登录')).toBeInTheDocument();
    expect(within(rowOf('星河MCN')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('阿杰')).getByText('已禁用')).toBeInTheDocument();
    expect(within(rowOf('阿杰')).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '切换到林晓' }));
    expect(onSwitch).toHaveBeenCalledWith(accounts[1]);
  });

  it('while switching, that button reads 切换中… and every switch button is disabled', async () => {
    const onSwitch = vi.fn();
    renderUi(<AccountSwitcher {...base} switchingId={2} onSwitch={onSwitch} />);
    const switching = within(rowOf('林晓')).getByRole('button', { name: '切换中…' });
    expect(switching).toBeDisabled();
    expect(switching).toHaveAttribute('aria-busy', 'true');
    const other = screen.getByRole('button', { name: '切换到Chen Wei' });
    expect(other).toBeDisabled();
    await userEvent.click(other);
    expect(onSwitch).not.toHaveBeenCalled();
  });

  it('pages 10/20/50/100, default 10, and reports page and size', async () => {
    const onPageChange = vi.fn();
    renderUi(<AccountSwitcher {...base} total={57} onPageChange={onPageChange} />);
    const size = screen.getByRole('combobox', { name: '每页条数' });
    expect(size).toHaveValue('10');
    expect(within(size).getAllByRole('option')).toHaveLength(4);
    expect(screen.getByText('共 57 条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2, 10);
    await userEvent.selectOptions(size, '20');
    expect(onPageChange).toHaveBeenLastCalledWith(1, 20);
  });

  it('searches by nickname when onSearch is given', async () => {
    const onSearch = vi.fn();
    renderUi(<AccountSwitcher {...base} onSearch={onSearch} search="林" />);
    const field = screen.getByRole('searchbox', { name: '搜索昵称' });
    expect(field).toHaveValue('林');
    await userEvent.clear(field);
    await userEvent.type(field, '  阿杰 {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('阿杰');
  });

  it('while loading is busy and shows no rows; without rows says so', () => {
    const { unmount } = renderUi(<AccountSwitcher {...base} rows={[]} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    unmount();
    renderUi(<AccountSwitcher {...base} rows={[]} total={0} />);
    expect(screen.getByText('暂无关联账号')).toBeInTheDocument();
  });

  it('opens from a trigger, closes with Escape and speaks English', async () => {
    renderUi(<AccountSwitcher {...base} open={undefined} trigger={<button type="button">switch</button>} />, {
      locale: 'en-US',
    });
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch account' });
    expect(within(dialog).getByText('Signed in')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Switch to Chen Wei' })).toHaveTextContent('Switch');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('derives a row state from the server fields', () => {
    expect(linkedAccountState(true, false)).toBe('current');
    expect(linkedAccountState(false, false)).toBe('other');
    expect(linkedAccountState(false, true)).toBe('disabled');
  });
});
