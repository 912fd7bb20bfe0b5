import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { bearer, DEMO_PASSWORD, logInAs, storedToken, toast, userMenuButton } from './support/session';

/** What the console keeps of a session outside its cookies. */
const storedSession = (page: Page) =>
  page.evaluate(() => ({
    USERINFO: localStorage.getItem('USERINFO'),
    MCNINFO: localStorage.getItem('MCNINFO'),
    MCNTOKEN: localStorage.getItem('MCNTOKEN'),
  }));

const sessionCookies = async (page: Page) =>
  (await page.context().cookies())
    .filter((cookie) => ['token', 'role', 'page-rights'].includes(cookie.name))
    .map((cookie) => cookie.name);

async function logOut(page: Page) {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
}

test.describe('a session that cannot load its routes', () => {
  test('is ended: the token is cleared, the message shown, and the user sent to log in', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'token', value: 'not-a-session', url: baseURL }]);
    const refusal = await page.request.get('/api/my-menu', { headers: bearer('not-a-session') });
    const { message } = (await refusal.json()) as { message: string };

    await page.goto('/inform/index?type=1');

    await expect(page).toHaveURL('/login?redirect=%2Finform%2Findex%3Ftype%3D1');
    await expect(toast(page, message)).toBeVisible();
    expect(await sessionCookies(page)).toEqual([]);
    // No "log in again?" question on top of it: the guard has answered already.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('logging out', () => {
  test('an MCN ends up at /login with token, role, page rights, USERINFO, MCNINFO and MCNTOKEN gone', async ({
    page,
  }) => {
    await logInAs(page, 'mcn');
    const token = await storedToken(page);
    expect(await sessionCookies(page)).toEqual(expect.arrayContaining(['token', 'role', 'page-rights']));
    expect(await storedSession(page)).toEqual({
      USERINFO: expect.any(String),
      MCNINFO: expect.any(String),
      MCNTOKEN: token,
    });

    await logOut(page);

    await expect(page).toHaveURL('/login');
    expect(await sessionCookies(page)).toEqual([]);
    expect(await storedSession(page)).toEqual({ USERINFO: null, MCNINFO: null, MCNTOKEN: null });
    const revoked = await page.request.get('/api/my-profile', { headers: bearer(token) });
    expect(revoked.status()).toBe(401);
  });

  test('an operator ends up at the staff login /enter, and the next user gets their own menu', async ({
    page,
  }) => {
    await logInAs(page, 'operator', { from: '/enter' });
    await expect(page.getByRole('navigation', { name: '主导航' }).getByText('审核管理')).toBeVisible();

    await logOut(page);

    await expect(page).toHaveURL('/enter');
    expect(await sessionCookies(page)).toEqual([]);
    expect(await storedSession(page)).toEqual({ USERINFO: null, MCNINFO: null, MCNTOKEN: null });

    // The routes went with the session: a creator logging in now does not see the operator's.
    await page.getByLabel('账号').fill('creator');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByText('内容管理')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByText('审核管理')).toHaveCount(0);
  });
});

test.describe('login tracking', () => {
  test('records failed and successful logins, with the reason and the kind of account', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('账号').fill('13800000004');
    await page.getByLabel('密码').fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(refusal).toBeVisible();
    const reason = (await refusal.textContent())!.trim();

    await logInAs(page, 'admin', { from: '/enter' });
    const token = await storedToken(page);
    // Events are sent in the background: poll until they are in.
    await expect(async () => {
      const events = await page.request.get('/api/track?event=login&size=10', { headers: bearer(token) });
      expect(events.status()).toBe(200);
      const { data } = (await events.json()) as {
        data: {
          data: Array<{ success: boolean; reason: string | 0; properties: Record<string, unknown> }>;
        };
      };
      expect(data.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ success: false, reason, properties: { label: 'phone' } }),
          expect.objectContaining({ success: true, properties: { label: 'creator-number' } }),
        ]),
      );
    }).toPass({ timeout: 10_000 });
  });
});
