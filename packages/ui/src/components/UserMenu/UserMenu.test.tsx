import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { UserMenu } from './UserMenu';

const user = { name: '林晓' };

describe('UserMenu', () => {
  it('opens a menu with switch account, personal centre and log out', async () => {
    const handlers = { onSwitchAccount: vi.fn(), onPersonalCentre: vi.fn(), onLogout: vi.fn() };
    renderUi(<UserMenu user={user} canSwitchAccount {...handlers} />);
    await userEvent.click(screen.getByRole('button', { name: '林晓的账户菜单' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['切换账号', '个人中心', '退出登录']);
    await expectNoAxeViolations();
    await userEvent.click(within(menu).getByRole('menuitem', { name: '切换账号' }));
    expect(handlers.onSwitchAccount).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: '林晓的账户菜单' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '个人中心' }));
    expect(handlers.onPersonalCentre).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: '林晓的账户菜单' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(handlers.onLogout).toHaveBeenCalledTimes(1);
  });

  it('leaves out switch account when the user has no linked accounts', async () => {
    renderUi(<UserMenu user={user} onLogout={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: '林晓的账户菜单' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['个人中心', '退出登录']);
  });

  it('speaks English with the en-US locale', async () => {
    renderUi(<UserMenu user={{ name: 'Chen Wei' }} canSwitchAccount onLogout={() => {}} />, {
      locale: 'en-US',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Chen Wei' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Switch account',
      'Personal centre',
      'Log out',
    ]);
  });

  it('works from the keyboard', async () => {
    const onLogout = vi.fn();
    renderUi(<UserMenu user={user} onLogout={onLogout} />);
    screen.getByRole('button', { name: '林晓的账户菜单' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
