import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { bearer, logInAs, requestsSettled, storedToken, toast } from './support/session';

/**
 * The notification centre (/inform/index) and a notification (/inform/detail?id=).
 *
 * - One tab per message type: 系统通知 (1), 审核结果 (2), MCN 邀请 (3), 认证结果 (4); the bell opens
 *   type 1. Each tab shows its unread count.
 * - The list's type, page and page size live in the URL (`type`, `page`, `size`).
 * - 标为已读 marks one message, 全部标为已读 every message of the tab's type; the bell's count follows.
 * - Opening a message marks it read.
 */

const bell = (page: Page) => page.getByRole('button', { name: /^通知/ });

async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/my-unread-message-count', {
    headers: bearer(await storedToken(page)),
  });
  return ((await response.json()) as { data: { count: number } }).data.count;
}

const bellName = (count: number) => (count > 0 ? `通知，${count} 条未读` : '通知');

async function axeViolations(page: Page) {
  await requestsSettled(page);
  const { violations } = await axe(page).analyze();
  return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

test.describe('notification centre', () => {
  test('the bell opens the system notices; tabs switch type and keep it in the URL', async ({ page }) => {
    await logInAs(page, 'creator');
    await bell(page).click();
    await expect(page).toHaveURL('/inform/index?type=1');
    await expect(page.getByRole('heading', { level: 1, name: '通知中心' })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: '消息类型' });
    await expect(tabs.getByRole('tab')).toHaveText([
      /^系统通知/,
      /^审核结果/,
      /^MCN 邀请/,
      /^认证结果/,
      /^钱包通知/,
    ]);
    await expect(tabs.getByRole('tab', { name: /^系统通知/ })).toHaveAttribute('aria-selected', 'true');
    // 4 seeded notices and the settlement of the demo ad task 冬季暖锅节 (ad-tasks.md §11).
    await expect(page.getByRole('list', { name: '系统通知列表' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('link', { name: '创作者平台 6 月版本更新说明' })).toBeVisible();

    await tabs.getByRole('tab', { name: /^审核结果/ }).click();
    await expect(page).toHaveURL(/type=2/);
    // As many review results as the creator has (other specs' reviews add to the seeded ones), a page at most.
    const reviews = await page.request.get('/api/my-message?type=2&page=1&size=10', {
      headers: bearer(await storedToken(page)),
    });
    const { total } = ((await reviews.json()) as { data: { total: number } }).data;
    expect(total).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('list', { name: '审核结果列表' }).getByRole('listitem')).toHaveCount(
      Math.min(total, 10),
    );

    expect(await axeViolations(page)).toEqual([]);
  });

  test('paging lives in the URL', async ({ page }) => {
    await logInAs(page, 'creator', {
      from: '/login?redirect=%2Finform%2Findex%3Ftype%3D1%26page%3D1%26size%3D2',
    });
    const list = page.getByRole('list', { name: '系统通知列表' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('共 5 条')).toBeVisible();

    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('link', { name: '账号安全提醒' })).toBeVisible();

    // Reloading keeps the page.
    await page.reload();
    await expect(list.getByRole('link', { name: '账号安全提醒' })).toBeVisible();
  });

  test('marking one message read updates the list and the bell', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Finform%2Findex%3Ftype%3D2' });
    const before = await unreadCount(page);
    const item = page
      .getByRole('list', { name: '审核结果列表' })
      .getByRole('listitem')
      .filter({ hasText: '秘制红烧肉的三个关键步骤' });
    await expect(item.getByText('未读')).toBeVisible();

    await item.getByRole('button', { name: /^标为已读/ }).click();
    await expect(item.getByText('已读', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: /^标为已读/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: bellName(before - 1), exact: true })).toBeVisible();
  });

  test('全部标为已读 marks every message of the type read', async ({ page }) => {
    await logInAs(page, 'mcn_pending', { from: '/login?redirect=%2Finform%2Findex%3Ftype%3D1' });
    const before = await unreadCount(page);
    const list = page.getByRole('list', { name: '系统通知列表' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const unreadItems = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^标为已读/ }) });
    const typeUnread = await unreadItems.count();
    expect(typeUnread).toBeGreaterThan(0);

    await page.getByRole('button', { name: '全部标为已读' }).click();
    await expect(toast(page, `已将 ${typeUnread} 条消息标为已读`)).toBeVisible();
    await expect(unreadItems).toHaveCount(0);
    await expect(page.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    await expect(
      page.getByRole('button', { name: bellName(before - typeUnread), exact: true }),
    ).toBeVisible();
  });

  test('a type without messages says so', async ({ page }) => {
    await logInAs(page, 'operator', { from: '/login?redirect=%2Finform%2Findex%3Ftype%3D4' });
    await expect(page.getByText('暂无消息')).toBeVisible();
    await expect(page.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  });

  test('opening a notification shows it in full and marks it read', async ({ page }) => {
    await logInAs(page, 'qinghe_xiaoyu', { from: '/login?redirect=%2Finform%2Findex%3Ftype%3D4' });
    const before = await unreadCount(page);
    await page.getByRole('link', { name: '兴趣认证未通过' }).click();

    await expect(page).toHaveURL(/\/inform\/detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '通知详情' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '兴趣认证未通过' })).toBeVisible();
    await expect(page.getByText(/证明材料与申请的兴趣领域不符/)).toBeVisible();
    await expect(page.getByRole('link', { name: '查看相关页面' })).toHaveAttribute(
      'href',
      '/certification/index',
    );
    await expect(page.getByRole('button', { name: bellName(before - 1), exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '返回通知中心' }).click();
    await expect(page).toHaveURL('/inform/index?type=4');
    const item = page.getByRole('listitem').filter({ hasText: '兴趣认证未通过' });
    await expect(item.getByText('已读', { exact: true })).toBeVisible();
  });

  test('an unknown message id shows a note, not an empty page', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Finform%2Fdetail%3Fid%3D999999' });
    await expect(page.getByText('这条消息不存在或已被删除。')).toBeVisible();
  });
});
