import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInAs, requestsSettled } from './support/session';

/** axe on the page as it stands, once its requests are done (the progress bar has gone). */
async function accessibilityViolations(page: Page) {
  await requestsSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

test.describe('accessibility (axe)', () => {
  for (const [path, heading] of [
    ['/login', '登录创作者平台'],
    ['/enter', '员工登录'],
    ['/agreement', '用户协议'],
    ['/404', '页面不存在'],
  ] as const) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test('/dashboard in the signed-in layout has no violations', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fdashboard' });
    await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
