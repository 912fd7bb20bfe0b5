import { expect, test, type Page } from '@playwright/test';
import { bearer, logInAs, refocusLater, storedToken, userMenuButton } from './support/session';

/** Everything Chromium reports about the Content Security Policy while the test runs. */
function watchPolicyReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

/** react-remove-scroll's <style> locks the page behind a modal; blocked, the page still scrolls. */
const pageScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

test.describe('the Content Security Policy', () => {
  test('lets the menus and modal dialogs work without a violation, and without unsafe-inline', async ({
    page,
  }) => {
    const reports = watchPolicyReports(page);
    await page.clock.install();
    const response = await page.goto('/login');
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(policy).not.toContain('unsafe-inline');

    await logInAs(page, 'creator');
    await userMenuButton(page).click();
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // The drawer of the narrow layout is a modal dialog: it locks the page's scrolling.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await expect(page.getByRole('dialog', { name: '主导航' })).toBeVisible();
    await expect.poll(() => pageScrollLocked(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => pageScrollLocked(page)).toBe(false);

    // So is the 确定退出 question of an ended session.
    await page.request.post('/api/logout', { headers: bearer(await storedToken(page)) });
    await expect(async () => {
      await refocusLater(page);
      await expect(page.getByRole('alertdialog', { name: '确定退出' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect.poll(() => pageScrollLocked(page)).toBe(true);

    expect(reports).toEqual([]);
  });
});
