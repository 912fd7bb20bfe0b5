import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInAs, mainNav } from './support/session';
import { PUBLIC_PAGES } from './support/public-pages';

test.describe('who may open what', () => {
  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} opens without a session`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(path);
    });
  }

  test('a guarded address keeps its query through the login and opens exactly there', async ({ page }) => {
    await page.goto('/inform/index?type=1');
    await expect(page).toHaveURL('/login?redirect=%2Finform%2Findex%3Ftype%3D1');

    await page.getByLabel('账号').fill('creator');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();

    await expect(page).toHaveURL('/inform/index?type=1');
    await expect(page.getByRole('heading', { level: 1, name: '通知中心' })).toBeVisible();
  });

  test('signed in, /login leads home and home is the video upload', async ({ page }) => {
    await logInAs(page, 'creator');
    await page.goto('/login');
    await expect(page).toHaveURL('/video/create');
    await expect(page.getByRole('heading', { level: 1, name: '发布视频' })).toBeVisible();
  });

  test('staff have no video upload, so home is their dashboard', async ({ page }) => {
    await logInAs(page, 'operator', { from: '/enter' });
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
    await expect(page.getByText('当前角色：运营')).toBeVisible();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await logInAs(page, 'creator');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  });

  test('the page title is the route title, then the platform title', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('登录 - 创作者平台');
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fdashboard' });
    await expect(page).toHaveTitle('首页 - 创作者平台');
    await mainNav(page).getByRole('button', { name: '内容管理' }).click();
    await mainNav(page).getByRole('link', { name: '内容库' }).click();
    await expect(page).toHaveTitle('内容库 - 创作者平台');
  });
});

test.describe('menus and routes of the role', () => {
  test('an administrator reaches hidden pages by address, but not the upload tool of production', async ({
    page,
  }) => {
    await logInAs(page, 'admin', { from: '/enter' });
    await page.goto('/video/edit');
    await expect(page.getByRole('heading', { level: 1, name: '编辑视频' })).toBeVisible();
    // Hidden: a route, not a sidebar entry.
    await expect(mainNav(page).getByRole('link', { name: '编辑视频' })).toHaveCount(0);

    await page.goto('/admin/upload-tool');
    await expect(page).toHaveURL('/404');
  });

  test('a creator without the 直播 tag has no live group', async ({ page }) => {
    await logInAs(page, 'creator');
    await expect(mainNav(page).getByRole('button', { name: '内容管理' })).toBeVisible();
    await expect(mainNav(page).getByText('直播管理')).toHaveCount(0);
    await page.goto('/live/index');
    await expect(page).toHaveURL('/404');
  });

  test('a creator with the 直播 tag has it', async ({ page }) => {
    await logInAs(page, 'creator_live');
    await mainNav(page).getByRole('button', { name: '直播管理' }).click();
    await mainNav(page).getByRole('link', { name: '直播列表' }).click();
    await expect(page).toHaveURL('/live/index');
    await expect(page.getByRole('heading', { level: 1, name: '直播列表' })).toBeVisible();
  });
});
