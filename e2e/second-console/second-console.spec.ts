import { expect, test } from '@playwright/test';

test('without a session the second console asks to log in, and shows the server’s refusal', async ({
  page,
}) => {
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Account').fill('creator');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('账号或密码错误');
  await expect(page).toHaveURL(/\/login$/);
});

test('a demo creator logs in and sees the shell with the server’s menu and a list of real rows', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Account').fill('creator');
  await page.getByLabel('Password').fill('Demo@2026');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/messages$/);
  // The shell: the sidebar holds the creator's menu from /api/my-menu, the top bar the user.
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard/index');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for / })).toBeVisible();
  // The list: the seeded platform notices, from /api/my-message.
  const table = page.getByRole('table', { name: 'My messages' });
  await expect(table.getByRole('row', { name: /创作者平台 6 月版本更新说明/ })).toBeVisible();
});
