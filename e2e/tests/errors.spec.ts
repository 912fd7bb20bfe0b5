import { expect, test, type Page } from '@playwright/test';
import { bearer, logInAs, refocusLater, storedToken, toast } from './support/session';

/** The window regains focus: the shell fetches its counts again (SWR waits 5 s between such refreshes). */
const refocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test.describe('failed requests', () => {
  test('a session revoked on the server asks 确定退出; 重新登录 leads to the login page', async ({
    page,
  }) => {
    await page.clock.install();
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fdashboard' });
    const token = await storedToken(page);
    const logout = await page.request.post('/api/logout', { headers: bearer(token) });
    expect(logout.status()).toBe(200);
    const refusal = await page.request.get('/api/my-unread-message-count', { headers: bearer(token) });
    expect(refusal.status()).toBe(401);
    const { message } = (await refusal.json()) as { message: string };

    const dialog = page.getByRole('alertdialog', { name: '确定退出' });
    await expect(async () => {
      await refocusLater(page);
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(dialog).toContainText(message);
    await expect(dialog.getByRole('button', { name: '关闭' })).toBeVisible();

    await dialog.getByRole('button', { name: '重新登录' }).click();

    await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
    await expect(page.getByLabel('账号')).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('token');
  });

  test('a 202 refusal shows its message for 20 s, and can be closed', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/my-unread-message-count', (route) =>
      route.fulfill({ status: 202, json: { message: '今日操作次数已达上限' } }),
    );
    await logInAs(page, 'creator');
    const refusal = toast(page, '今日操作次数已达上限');
    await expect(refusal).toBeVisible();

    await page.clock.runFor(19_000);
    await expect(refusal).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(refusal).toHaveCount(0);

    await refocus(page);
    await expect(refusal).toBeVisible();
    await refusal.getByRole('button', { name: '关闭' }).click();
    await expect(refusal).toHaveCount(0);
  });

  test('another HTTP error shows the server message in a toast', async ({ page }) => {
    await page.route('**/api/my-unread-message-count', (route) =>
      route.fulfill({ status: 500, json: { message: '服务器开小差了，请稍后再试' } }),
    );
    await logInAs(page, 'creator');
    await expect(toast(page, '服务器开小差了，请稍后再试')).toBeVisible();
  });

  test('a network failure shows the error text in a toast', async ({ page }) => {
    await page.route('**/api/my-unread-message-count', (route) => route.abort('internetdisconnected'));
    await logInAs(page, 'creator');
    await expect(toast(page, 'Failed to fetch')).toBeVisible();
  });
});
