import { expect, test } from '@playwright/test';

test.describe('login, redirect and logout', () => {
  test('a visitor without a session is sent to /login with the requested path', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByLabel('账号')).toBeVisible();
  });

  test('a creator logs in, lands on the redirect target inside the shell, and logs out', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByLabel('账号').fill('  creator  ');
    await page.getByLabel('密码').fill('Demo@2026');
    await page.getByRole('button', { name: '登录' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    const token = await page.evaluate(() => document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1]);
    expect(token).toBeTruthy();

    await page
      .getByRole('button', { name: /用户菜单|账户|creator|创作者/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);

    // The token of the ended session is refused by the server.
    const profile = await page.request.get('/api/my-profile', {
      headers: { Authorization: `Bearer ${decodeURIComponent(token!)}` },
    });
    expect(profile.status()).toBe(401);
  });

  test('a wrong password shows the server message and keeps the visitor on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('账号').fill('creator');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an empty form shows field errors without calling the server', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('请输入账号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    expect(calls).toEqual([]);
  });
});

const demoAccounts = [
  { username: 'admin', name: 'admin' },
  { username: 'operator', name: 'operator' },
  { username: 'creator', name: 'creator' },
  { username: 'creator_live', name: 'creator_live' },
  { username: 'mcn', name: 'mcn' },
  { username: '13800000006', name: 'mcn_pending by phone' },
];

for (const account of demoAccounts) {
  test(`demo account ${account.name} lands inside the shell`, async ({ page }) => {
    await page.goto('/login?redirect=%2Fdashboard');
    await page.getByLabel('账号').fill(account.username);
    await page.getByLabel('密码').fill('Demo@2026');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
  });
}
