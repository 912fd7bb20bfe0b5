import { expect, test, type Page } from '@playwright/test';
import { bearer, logInAs, mainNav, refocusLater, requestsSettled, storedToken } from './support/session';

/** The sidebar holding the main navigation, its border included (the nav itself is 1 px narrower). */
const navWidth = async (page: Page) =>
  (
    await page
      .getByRole('complementary')
      .filter({ has: mainNav(page) })
      .boundingBox()
  )?.width;
const sidebarStatus = (page: Page) => page.evaluate(() => localStorage.getItem('sidebarStatus'));

test.describe('the sidebar', () => {
  test('is 210 px open and 54 px collapsed, and the choice survives a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, 'creator');
    await expect.poll(() => navWidth(page)).toBe(210);

    await page.getByRole('button', { name: '收起侧边栏' }).click();
    await expect.poll(() => navWidth(page)).toBe(54);
    expect(await sidebarStatus(page)).toBe('0');

    await page.reload();
    await expect(page.getByRole('button', { name: '展开侧边栏' })).toBeVisible();
    await expect.poll(() => navWidth(page)).toBe(54);

    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await expect.poll(() => navWidth(page)).toBe(210);
    expect(await sidebarStatus(page)).toBe('1');

    await page.reload();
    await expect(page.getByRole('button', { name: '收起侧边栏' })).toBeVisible();
    await expect.poll(() => navWidth(page)).toBe(210);
  });

  test('below 992 px is a drawer that starts closed, even if the user left it open', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.addInitScript(() => localStorage.setItem('sidebarStatus', '1'));
    await page.goto('/login?redirect=%2Fdashboard');
    await page.getByLabel('账号').fill('creator');
    await page.getByLabel('密码').fill('Demo@2026');
    await page.getByRole('button', { name: '登录' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);

    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '主导航' });
    await expect(drawer.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await drawer.getByRole('button', { name: '内容管理' }).click();
    await drawer.getByRole('link', { name: '内容库' }).click();

    await expect(page).toHaveURL('/video/index');
    await expect(drawer).toHaveCount(0);
  });

  test('offers creators the publish-video button, leading to the upload', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fdashboard' });
    await mainNav(page).getByRole('link', { name: '发布视频' }).click();
    await expect(page).toHaveURL('/video/create');
    await expect(page.getByRole('heading', { level: 1, name: '发布视频' })).toBeVisible();
  });

  test('shows staff the users waiting on 审核管理 and the albums on 图集审核', async ({ page }) => {
    await logInAs(page, 'operator', { from: '/enter' });
    const reminders = await page.request.get('/api/reminders', { headers: bearer(await storedToken(page)) });
    const { data } = (await reminders.json()) as { data: { album_count: number; user_count: number } };
    expect(data.user_count).toBeGreaterThan(0);

    await expect(
      mainNav(page).getByRole('button', { name: `审核管理 ${data.user_count} 项待处理` }),
    ).toBeVisible();
    // Album review shows the albums waiting in first and second review (no badge when none wait).
    const albumGroup = data.album_count > 0 ? `图集审核 ${data.album_count} 项待处理` : '图集审核';
    await expect(mainNav(page).getByRole('button', { name: albumGroup, exact: true })).toBeVisible();
  });

  test('never asks for the unreviewed counts for a creator', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(new URL(request.url()).pathname);
    });
    await logInAs(page, 'creator');
    await expect(page.getByRole('button', { name: /^通知/ })).toBeVisible();
    await requestsSettled(page);
    expect(asked).toContain('/api/my-unread-message-count');
    expect(asked).not.toContain('/api/reminders');
  });
});

test.describe('the top bar and breadcrumb', () => {
  test('the breadcrumb starts with 首页 to the dashboard, except on the dashboard', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fvideo%2Findex' });
    const crumbs = page.getByRole('navigation', { name: '面包屑导航' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['首页', '内容管理', '内容库']);

    await crumbs.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(crumbs).toHaveText(['首页']);
    await expect(crumbs.getByRole('link')).toHaveCount(0);
  });

  test('the bell shows the unread count, follows it when focus returns, and opens the unread notices', async ({
    page,
  }) => {
    await page.clock.install();
    await logInAs(page, 'creator_live');
    const token = await storedToken(page);
    const unread = await page.request.get('/api/my-unread-message-count', { headers: bearer(token) });
    const { count } = ((await unread.json()) as { data: { count: number } }).data;
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: `通知，${count} 条未读` })).toBeVisible();

    // Read elsewhere (another tab, the app): back in this window, the bell follows.
    const read = await page.request.post('/api/read-message', { headers: bearer(token) });
    expect(read.status()).toBe(200);
    await expect(async () => {
      await refocusLater(page);
      await expect(page.getByRole('button', { name: '通知', exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    await page.getByRole('button', { name: '通知', exact: true }).click();
    await expect(page).toHaveURL('/inform/index?type=1');
    await expect(page.getByRole('heading', { level: 1, name: '通知中心' })).toBeVisible();
  });

  test('a progress bar runs along the top while requests are in flight', async ({ page }) => {
    await logInAs(page, 'creator');
    await requestsSettled(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every API request the reloaded page makes waits (its session's menu comes with the page
    // itself now, so the shell's own requests are the ones in flight).
    await page.route('**/api/**', async (route) => {
      await held;
      await route.continue();
    });

    await page.reload();
    await expect(page.getByRole('progressbar', { name: '请求进度' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await requestsSettled(page);
  });
});
