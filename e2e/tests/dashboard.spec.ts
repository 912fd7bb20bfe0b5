import { expect, test, type Page } from '@playwright/test';
import { bearer, logInAs, storedToken } from './support/session';

/**
 * The dashboard's 待办事项 card, per role:
 *
 * - everyone: 未读消息 (the bell's count), linking to the notification centre;
 * - a creator: 待处理邀请 (MCN invitations waiting for an answer) and the 实名认证 state;
 * - staff who review: 待审核用户 and 待审核合集 from the reminders.
 */

const todos = (page: Page) => page.getByRole('region', { name: '待办事项' });
const todo = (page: Page, label: string) => todos(page).locator(`div:has(> dt:has-text("${label}")) > dd`);

async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: bearer(await storedToken(page)) });
  return ((await response.json()) as { data: T }).data;
}

test.describe('dashboard to-dos', () => {
  test('a creator sees unread messages, pending invitations and the real-name state', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fdashboard' });
    const { count } = await apiData<{ count: number }>(page, '/api/my-unread-message-count');
    const invites = await apiData<{ total: number }>(page, '/api/mcn-invite-log?direction=received&status=0');

    await expect(todo(page, '未读消息')).toHaveText(`${count} 条`);
    await expect(todo(page, '待处理邀请')).toHaveText(`${invites.total} 条`);
    await expect(todo(page, '实名认证')).toHaveText('已通过');
    await expect(todos(page).getByRole('link', { name: '已通过' })).toHaveAttribute(
      'href',
      '/certification/index',
    );
    await expect(todo(page, '待审核用户')).toHaveCount(0);
  });

  test('an operator sees the review queues’ counts', async ({ page }) => {
    await logInAs(page, 'operator', { from: '/login?redirect=%2Fdashboard' });
    const reminders = await apiData<{ album_count: number; user_count: number }>(page, '/api/reminders');
    await expect(todo(page, '待审核用户')).toHaveText(`${reminders.user_count} 条`);
    await expect(todo(page, '待审核合集')).toHaveText(`${reminders.album_count} 条`);
    await expect(todo(page, '待处理邀请')).toHaveCount(0);
  });
});
