import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { logInAs, requestsSettled, toast } from './support/session';

/**
 * MCN user management (/mcn/index) and the creator's side of an invitation.
 *
 * - 签约创作者: the MCN's own row (本机构) and its creators; search by name (`q`) and paging
 *   (`page`, `size`) live in the URL; 切换进入 switches into a creator; 移除 asks first.
 * - 邀请创作者: find a creator by name, username or phone, then 邀请 with a message (at most 200
 *   characters: 附言不能超过 200 字).
 * - 邀请记录: invitations sent and applications received, filterable by status (`status` in the URL).
 * - A creator answers pending invitations in the personal centre (MCN 邀请: 接受 / 拒绝).
 */

const creators = (page: Page) => page.getByRole('table', { name: '签约创作者列表' });
const log = (page: Page) => page.getByRole('table', { name: '邀请记录列表' });

test.describe('MCN user management', () => {
  test('lists the signed creators, searches by name in the URL, and passes axe', async ({ page }) => {
    await logInAs(page, 'mcn', { from: '/login?redirect=%2Fmcn%2Findex' });
    await expect(page.getByRole('heading', { level: 1, name: '用户管理' })).toBeVisible();
    await expect(creators(page).getByRole('row').filter({ hasText: '青禾传媒' })).toContainText('本机构');
    await expect(creators(page).getByRole('row').filter({ hasText: '顾行天下' })).toContainText('已禁用');
    await expect(creators(page).getByRole('row').filter({ hasText: '老周钓鱼记' })).toBeVisible();
    await requestsSettled(page);
    const { violations } = await axe(page).analyze();
    expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual([]);

    await page.getByRole('textbox', { name: '按昵称搜索' }).fill('小鱼');
    await page.getByRole('button', { name: '搜索' }).first().click();
    await expect(page).toHaveURL(/q=%E5%B0%8F%E9%B1%BC/);
    await expect(creators(page).getByRole('row').filter({ hasText: '小鱼爱跳舞' })).toBeVisible();
    await expect(creators(page).getByRole('row').filter({ hasText: '老周钓鱼记' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('textbox', { name: '按昵称搜索' })).toHaveValue('小鱼');
    await expect(creators(page).getByRole('row').filter({ hasText: '老周钓鱼记' })).toHaveCount(0);
  });

  test('removing a creator asks first', async ({ page }) => {
    await logInAs(page, 'mcn', { from: '/login?redirect=%2Fmcn%2Findex' });
    await page.getByRole('button', { name: '移除萌萌的猫' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('确定将「萌萌的猫」移出本机构吗？');
    await dialog.getByRole('button', { name: '移除' }).click();
    await expect(toast(page, '已移除 萌萌的猫')).toBeVisible();
    await expect(creators(page).getByRole('row').filter({ hasText: '萌萌的猫' })).toHaveCount(0);
  });

  test('the MCN refuses an application, then invites that creator: message checked, logged as pending', async ({
    page,
  }) => {
    await logInAs(page, 'mcn', { from: '/login?redirect=%2Fmcn%2Findex' });
    // 晚风说车 applied to join: while that is pending, no invitation can be sent.
    const application = log(page)
      .getByRole('row')
      .filter({ hasText: '申请加入' })
      .filter({ hasText: '待处理' });
    await expect(application).toContainText('晚风说车');
    await application.getByRole('button', { name: '拒绝' }).click();
    await expect(log(page).getByRole('row').filter({ hasText: '申请加入' }).first()).toContainText('已拒绝');

    await page.getByRole('textbox', { name: '昵称、用户名或完整手机号' }).fill('晚风');
    await page.getByRole('button', { name: '搜索' }).nth(1).click();
    await page.getByRole('button', { name: '邀请晚风说车' }).click();

    const dialog = page.getByRole('dialog', { name: '邀请 晚风说车 加入' });
    await dialog.getByLabel('附言').fill('很'.repeat(201));
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await expect(dialog.getByText('附言不能超过 200 字')).toBeVisible();

    await dialog.getByLabel('附言').fill('E2E 邀请附言：欢迎加入');
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await expect(toast(page, '已向 晚风说车 发送邀请')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = log(page).getByRole('row').filter({ hasText: 'E2E 邀请附言：欢迎加入' });
    await expect(row).toContainText('晚风说车');
    await expect(row).toContainText('待处理');
  });

  test('the invite log filters by status, kept in the URL', async ({ page }) => {
    await logInAs(page, 'mcn', { from: '/login?redirect=%2Fmcn%2Findex' });
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '已拒绝' }).click();
    await expect(page).toHaveURL(/status=2/);
    const rows = log(page)
      .getByRole('row')
      .filter({ hasNot: page.getByRole('columnheader') });
    await expect(rows.first()).toContainText('已拒绝');
    for (const text of await rows.allTextContents()) expect(text).toContain('已拒绝');
  });
});

test.describe('the creator side of an invitation', () => {
  test('a creator accepts a pending MCN invitation in the personal centre', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fpersonal%2Findex' });
    const invites = page.getByRole('region', { name: 'MCN 邀请' });
    await expect(invites.getByText('青禾传媒 邀请你加入').first()).toBeVisible();
    await invites.getByRole('button', { name: '接受青禾传媒的邀请' }).first().click();
    await expect(toast(page, '已加入 青禾传媒')).toBeVisible();
  });
});
