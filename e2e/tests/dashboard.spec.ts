import { expect, test, type Page } from '@playwright/test';
import { bearer, logInAs, storedToken } from './support/session';

/**
 * The dashboard's 近 7 天数据 card: a creator's (and MCN's) plays, likes, new fans and fans total
 * for the last 7 days, as the statistics API answers them, with a link to the data overview.
 *
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

test.describe('dashboard figures', () => {
  type Totals = Record<'plays' | 'likes' | 'new_fans', number>;
  const figures = (page: Page) => page.getByRole('region', { name: '近 7 天数据' });
  const figure = (page: Page, metric: string) => figures(page).locator(`dl[data-metric="${metric}"] dd`);
  const number = (value: number) => new Intl.NumberFormat('zh-CN').format(value);

  for (const account of ['creator', 'mcn']) {
    test(`${account === 'mcn' ? 'an MCN' : 'a creator'} sees the last 7 days as the API counts them`, async ({
      page,
    }) => {
      await logInAs(page, account, { from: '/login?redirect=%2Fdashboard' });
      const link = figures(page).getByRole('link', { name: '查看数据概览' });
      const href = (await link.getAttribute('href')) ?? '';
      const [, start, end] =
        /^\/analyse\/user\?start=(\d{4}-\d{2}-\d{2})&end=(\d{4}-\d{2}-\d{2})$/.exec(href) ?? [];
      expect(start, href).toBeTruthy();
      expect((Date.parse(end!) - Date.parse(start!)) / 86_400_000).toBe(6);

      const info = await apiData<{ totals: Totals; previous: Totals; fans: number }>(
        page,
        `/api/user-statistics-info?start_date=${start}&end_date=${end}`,
      );
      const fans = await apiData<{ days: Array<{ new_fans: number; lost_fans: number }> }>(
        page,
        `/api/user-statistics-fans?start_date=${start}&end_date=${end}`,
      );
      for (const metric of ['plays', 'likes', 'new_fans'] as const) {
        const { [metric]: current } = info.totals;
        const { [metric]: previous } = info.previous;
        await expect(figure(page, metric)).toContainText(number(current));
        if (previous > 0) {
          const percent = new Intl.NumberFormat('zh-CN', {
            style: 'percent',
            maximumFractionDigits: 1,
            signDisplay: 'exceptZero',
          }).format((current - previous) / previous);
          await expect(figure(page, metric)).toContainText(percent);
        }
      }
      const net = fans.days.reduce((sum, day) => sum + day.new_fans - day.lost_fans, 0);
      await expect(figure(page, 'fans')).toContainText(number(info.fans));
      await expect(figure(page, 'fans')).toContainText(
        new Intl.NumberFormat('zh-CN', { signDisplay: 'exceptZero' }).format(net),
      );
      await expect(figures(page).getByRole('group', { name: '粉丝总数趋势' })).toBeVisible();

      await link.click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1, name: '数据概览' })).toBeVisible();
    });
  }

  test('staff keep their to-dos and see no figures', async ({ page }) => {
    await logInAs(page, 'operator', { from: '/login?redirect=%2Fdashboard' });
    await expect(todos(page)).toBeVisible();
    await expect(page.getByRole('region', { name: '账号资料' })).toBeVisible();
    await expect(figures(page)).toHaveCount(0);
  });
});
