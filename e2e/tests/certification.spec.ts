import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInAs, requestsSettled } from './support/session';

/**
 * My certification (/certification/index), the creator's summary:
 *
 * - One card per kind — 实名认证, 企业认证, MCN 认证, 身份认证, 兴趣认证 — with its state as a tag
 *   (未认证 / 审核中 / 已通过 / 已驳回), the latest application and the reviewer's message.
 * - Each links to its application page: 去认证 (none yet), 查看申请 (pending or approved), 重新申请
 *   (rejected).
 *
 * The application forms themselves (/certification/personal, …) are not built yet and show the
 * shared "not available" page.
 */

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: '认证列表' }).getByRole('article', { name });

test.describe('my certification', () => {
  test('shows each kind with its state, the reviewer message and the next step', async ({ page }) => {
    await logInAs(page, 'creator_live');
    await page.goto('/certification/index');
    await expect(page.getByRole('heading', { level: 1, name: '我的认证' })).toBeVisible();

    const personal = card(page, '实名认证');
    await expect(personal.getByText('已驳回')).toBeVisible();
    await expect(personal.getByText(/审核意见：身份证国徽面照片模糊/)).toBeVisible();
    await expect(personal.getByRole('link', { name: '重新申请：实名认证' })).toHaveAttribute(
      'href',
      '/certification/personal',
    );

    const enterprise = card(page, '企业认证');
    await expect(enterprise.getByText('审核中')).toBeVisible();
    await expect(enterprise.getByRole('link', { name: '查看申请：企业认证' })).toBeVisible();

    const mcn = card(page, 'MCN 认证');
    await expect(mcn.getByText('未认证')).toBeVisible();
    await expect(mcn.getByText('尚未提交申请')).toBeVisible();
    await expect(mcn.getByRole('link', { name: '去认证：MCN 认证' })).toHaveAttribute(
      'href',
      '/certification/mcn',
    );

    await requestsSettled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual([]);
  });
});
