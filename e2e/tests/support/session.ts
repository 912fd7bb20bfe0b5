import { expect, type Page } from '@playwright/test';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Demo@2026';

/**
 * Logs in through the form at `/login` (or the page `from` leads to, e.g. a guarded path that
 * redirects there) and waits until the signed-in layout shows.
 */
export async function logInAs(page: Page, account: string, { from = '/login' } = {}): Promise<void> {
  await page.goto(from);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/(login|enter)(\?|$)/);
  await expect(mainNav(page).or(page.getByRole('button', { name: '打开导航菜单' }))).toBeVisible();
}

/** The session token the console stored in its cookie. */
export async function storedToken(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'token cookie').toBeTruthy();
  return decodeURIComponent(token!);
}

/** Waits until no request is in flight: the top progress bar has finished and gone. */
export async function requestsSettled(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The signed-in layout's main navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** The button of the avatar menu in the top bar. */
export const userMenuButton = (page: Page) => page.getByRole('button', { name: /的账户菜单$/ });

/** An authorised request to the API as the session behind `token`. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A toast showing `text`, in the toast region (消息提示) at the top of the page. */
export const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /^消息提示/ })
    .getByRole('listitem')
    .filter({ hasText: text });
