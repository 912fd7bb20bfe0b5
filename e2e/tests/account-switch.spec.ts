import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { logInAs, requestsSettled, userMenuButton } from './support/session';

/**
 * Switching account from the avatar menu (spec §4).
 *
 * - 切换账号 is in the avatar menu only when the linked-account list is not empty: an MCN (and a
 *   creator account an MCN has entered) has it, a plain creator does not.
 * - The dialog lists the linked accounts 10 a page (10/20/50/100): the current one reads 已登录,
 *   a disabled one (status 2) 已禁用, the others offer 切换.
 * - Switching saves the MCN's own token as MCNTOKEN, signs in as the creator, re-fetches the user
 *   and reloads. The top bar then shows "MCN → creator" with 返回 MCN, which switches back.
 */

const switcher = (page: Page) => page.getByRole('dialog', { name: '切换账号' });

async function openSwitcher(page: Page) {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: '切换账号' }).click();
  await expect(switcher(page)).toBeVisible();
}

const row = (page: Page, name: string) => switcher(page).getByRole('row').filter({ hasText: name });

test.describe('account switching', () => {
  test('a creator without an MCN has no 切换账号', async ({ page }) => {
    await logInAs(page, 'creator');
    await userMenuButton(page).click();
    await expect(page.getByRole('menuitem', { name: '个人中心' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '切换账号' })).toHaveCount(0);
  });

  test('an MCN lists its accounts: itself logged in, a disabled creator, the others to switch to', async ({
    page,
  }) => {
    await logInAs(page, 'mcn');
    await openSwitcher(page);
    await expect(row(page, '青禾传媒').getByText('已登录')).toBeVisible();
    await expect(row(page, '顾行天下').getByText('已禁用')).toBeVisible();
    await expect(row(page, '顾行天下').getByRole('button', { name: /^切换/ })).toHaveCount(0);
    await expect(row(page, '小鱼爱跳舞').getByRole('button', { name: '切换到小鱼爱跳舞' })).toBeEnabled();
    await expect(switcher(page).getByText('共 6 条')).toBeVisible();
    await requestsSettled(page);
    const { violations } = await axe(page).include('[role="dialog"]').analyze();
    expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual([]);
  });

  test('the MCN switches into a creator and back', async ({ page }) => {
    await logInAs(page, 'mcn');
    await openSwitcher(page);

    // Hold the token request so the in-progress state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/my_user_token*', async (route) => {
      await held;
      await route.continue();
    });
    await row(page, '小鱼爱跳舞').getByRole('button', { name: '切换到小鱼爱跳舞' }).click();
    await expect(row(page, '小鱼爱跳舞').getByRole('button', { name: '切换中…' })).toBeDisabled();
    release();

    // The page reloads as the creator, with the way back in the top bar.
    await expect(page.getByText('青禾传媒 → 小鱼爱跳舞')).toBeVisible();
    await expect(userMenuButton(page)).toHaveAccessibleName(/小鱼爱跳舞/);
    expect(await page.evaluate(() => localStorage.getItem('MCNTOKEN'))).toBeTruthy();
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /MCN/ }),
    ).toHaveCount(0);

    // Inside the creator the switcher still lists the MCN's accounts, the creator now logged in.
    await openSwitcher(page);
    await expect(row(page, '小鱼爱跳舞').getByText('已登录')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '返回 MCN' }).click();
    await expect(userMenuButton(page)).toHaveAccessibleName(/青禾传媒/);
    await expect(page.getByText('青禾传媒 → 小鱼爱跳舞')).toHaveCount(0);
  });
});
