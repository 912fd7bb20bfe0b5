import { expect, test, type Browser, type Page } from '@playwright/test';
import { bearer, DEMO_PASSWORD, logInAs, mainNav, refocusLater, storedToken } from './support/session';

/**
 * The administration area end to end (issue 14 "done when"; admin.md §4, §6.1, §6.3, §6.7, §13):
 *
 * - a system operator (sysop) sees the administrators listed but greyed out (`manageable: false`,
 *   tooltip 该账号的权限超出你的权限范围); the server answers an attempt anyway with 403 and the
 *   operation log keeps it as a `denied` row;
 * - the admin removes a page from the operator's menu: the operator's open console shows
 *   你的账号权限已更新 on its next request, and 刷新菜单 updates the sidebar in place;
 * - an announcement reaches a creator's bell and message centre;
 * - a disabled account's open console is told 账号已被禁用，请联系平台运营 and sent to log in.
 *
 * The other spec files share this server and database: the operator's menu is put back, and the
 * announcement and the disabled account concern throwaway creators made here, so the demo
 * accounts' messages and states stay as the seed left them.
 */

const stamp = `${Date.now() % 1_000_000}`;
let serial = 0;

type Session = { page: Page; token: string; close: () => Promise<void> };

/**
 * A second browser (its own cookies) signed in as `account`; `from` may carry the page to open
 * (`/enter?redirect=…`), which then loads once.
 */
async function signedIn(browser: Browser, account: string, from = '/enter'): Promise<Session> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAs(page, account, { from });
  return { page, token: await storedToken(page), close: () => context.close() };
}

/** The `data` of a JSON answer, after checking its status. */
async function dataOf<T>(answer: { status: () => number; json: () => Promise<unknown> }, status = 200) {
  expect(answer.status()).toBe(status);
  return ((await answer.json()) as { data: T }).data;
}

/** A creator account made through the admin API (password Demo@2026), for a test to use up. */
async function throwawayCreator({ page, token }: Session, purpose: string) {
  serial += 1;
  const options = await dataOf<{ roles: { id: number; key: string }[] }>(
    await page.request.get('/api/admin/account-options', { headers: bearer(token) }),
  );
  const creatorRole = options.roles.find((role) => role.key === 'creator')!;
  const username = `e2e_${purpose}_${stamp}${serial}`;
  const name = `测试${purpose}${stamp}${serial}`;
  const created = await dataOf<{ account: { id: number } }>(
    await page.request.post('/api/admin/accounts', {
      headers: bearer(token),
      data: {
        username,
        phone: `139${stamp.padStart(6, '0')}${String(serial).padStart(2, '0')}`,
        name,
        role_ids: [creatorRole.id],
        generate_password: false,
        password: DEMO_PASSWORD,
      },
    }),
  );
  return { id: created.account.id, username, name };
}

const accounts = (page: Page) => page.getByRole('table', { name: '账号列表' });

/** The accounts row of `username` (exactly: `@admin` is not `@admin_li`). */
const accountRow = (page: Page, username: string) =>
  accounts(page)
    .getByRole('row')
    .filter({ has: page.getByText(`@${username}`, { exact: true }) });

async function searchAccounts(page: Page, keyword: string) {
  await page.getByRole('textbox', { name: '关键词' }).fill(keyword);
  await page.getByRole('button', { name: '搜索' }).click();
}

test.describe('administration journeys', () => {
  test('a system operator reaches the edge of its rights: greyed out, refused with 403, logged as denied', async ({
    page,
    browser,
  }) => {
    await logInAs(page, 'sysop', { from: '/enter?redirect=%2Fadmin%2Findex' });
    await expect(page.getByRole('heading', { level: 1, name: '账号管理' })).toBeVisible();
    await searchAccounts(page, 'admin');

    // Listed, never hidden — but an administrator is above a system operator.
    const admin = accountRow(page, 'admin');
    await expect(admin).toContainText('平台管理员');
    const edit = admin.getByRole('button', { name: '编辑', exact: true });
    await expect(edit).toBeDisabled();
    await expect(admin.getByRole('button', { name: '禁用', exact: true })).toBeDisabled();
    await edit.locator('xpath=..').focus();
    await expect(page.getByRole('tooltip')).toHaveText('该账号的权限超出你的权限范围');
    await expect(
      accountRow(page, 'admin_li').getByRole('button', { name: '编辑', exact: true }),
    ).toBeDisabled();

    // Below its ceiling, a creator is manageable.
    await searchAccounts(page, 'creator');
    await expect(
      accountRow(page, 'creator').getByRole('button', { name: '编辑', exact: true }),
    ).toBeEnabled();

    // Typing the request by hand does not help.
    const token = await storedToken(page);
    const found = await dataOf<{ data: { id: number; username: string; manageable: boolean }[] }>(
      await page.request.get('/api/admin/accounts?keyword=admin', { headers: bearer(token) }),
    );
    const target = found.data.find((row) => row.username === 'admin')!;
    expect(target.manageable).toBe(false);
    const refused = await page.request.put(`/api/admin/accounts/${target.id}`, {
      headers: bearer(token),
      data: { name: '被越权修改' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('该账号的权限超出你的权限范围');

    // The administrator finds the attempt in the operation log.
    const denials = `/log/index?type=account&target=${target.id}&outcome=denied`;
    const auditor = await signedIn(browser, 'admin', `/enter?redirect=${encodeURIComponent(denials)}`);
    try {
      await expect(auditor.page.getByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
      const denied = auditor.page
        .getByRole('table', { name: '操作日志' })
        .getByRole('row')
        .filter({ hasText: '系统运营-郑凯' });
      await expect(denied.first()).toContainText('已拒绝');
      await expect(denied.first()).toContainText('该账号的权限超出你的权限范围');
    } finally {
      await auditor.close();
    }
  });

  test("the admin edits the operator's menu: the operator's open console shows the banner and the new menu in place", async ({
    page,
    browser,
  }) => {
    // The operator works in the log pages, whose sidebar group is open.
    await logInAs(page, 'operator', { from: '/enter?redirect=%2Flog%2Findex' });
    await expect(page.getByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: '钱包日志' })).toBeVisible();
    // Marks this document: a page reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const admin = await signedIn(browser, 'admin', '/enter?redirect=%2Fadmin%2Fmenu');
    const roles = await dataOf<{ id: number; key: string }[]>(
      await admin.page.request.get('/api/admin/roles', { headers: bearer(admin.token) }),
    );
    const operatorRole = roles.find((role) => role.key === 'operator')!;
    const accessUrl = `/api/admin/roles/${operatorRole.id}/access`;
    type Access = { version: number; menus: { group: string; children: string[] }[]; permissions: string[] };
    const original = await dataOf<Access>(
      await admin.page.request.get(accessUrl, { headers: bearer(admin.token) }),
    );
    try {
      await admin.page.getByRole('button', { name: '运营', exact: true }).click();
      const wallet = admin.page
        .getByRole('tree', { name: '菜单' })
        .getByRole('treeitem', { name: '钱包日志' });
      await expect(wallet).toHaveAttribute('aria-checked', 'true');
      await wallet.getByText('钱包日志', { exact: true }).click();
      await expect(wallet).toHaveAttribute('aria-checked', 'false');
      await expect(admin.page.getByText(/^已修改 1 项 · 影响 \d+ 个账号$/)).toBeVisible();
      await admin.page.getByRole('button', { name: '保存', exact: true }).click();
      const confirm = admin.page.getByRole('alertdialog', { name: '保存菜单和权限' });
      await expect(confirm).toContainText('日志管理 › 钱包日志');
      await confirm.getByRole('button', { name: '保存', exact: true }).click();
      // Saved: the editor reloads the role's access, with nothing left to save.
      await expect(confirm).toHaveCount(0);
      await expect(admin.page.getByText(/^已修改 \d+ 项/)).toHaveCount(0);
      await expect(wallet).toHaveAttribute('aria-checked', 'false');

      // The operator's next request carries the new access version: the banner shows, the menu
      // is still the one loaded before.
      await mainNav(page).getByRole('link', { name: '视频日志' }).click();
      await expect(page).toHaveURL('/log/video');
      const banner = page.getByRole('status').filter({ hasText: '你的账号权限已更新' });
      await expect(banner).toBeVisible();
      await expect(mainNav(page).getByRole('link', { name: '钱包日志' })).toBeVisible();

      await banner.getByRole('button', { name: '刷新菜单' }).click();
      await expect(mainNav(page).getByRole('link', { name: '钱包日志' })).toHaveCount(0);
      await expect(mainNav(page).getByRole('link', { name: '视频日志' })).toBeVisible();
      await expect(banner).toHaveCount(0);
      await expect(page).toHaveURL('/log/video');
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      // Other spec files use the operator's menu as seeded.
      const now = await dataOf<Access>(
        await admin.page.request.get(accessUrl, { headers: bearer(admin.token) }),
      );
      const key = (access: Access) =>
        JSON.stringify([
          access.menus.flatMap(({ group, children }) => children.map((child) => `${group}/${child}`)).sort(),
          [...access.permissions].sort(),
        ]);
      if (key(now) !== key(original)) {
        const restored = await admin.page.request.put(accessUrl, {
          headers: bearer(admin.token),
          data: { version: now.version, menus: original.menus, permissions: original.permissions },
        });
        expect(restored.status()).toBe(200);
      }
      await admin.close();
    }
  });

  test("an announcement reaches a creator's bell and message centre", async ({ page, browser }) => {
    const admin = await signedIn(browser, 'admin', '/enter?redirect=%2Fadmin%2Fnotice');
    try {
      const creator = await throwawayCreator(admin, 'notice');
      await page.clock.install();
      await logInAs(page, creator.username);
      const bell = page.getByRole('button', { name: /^通知/ });
      await expect(bell).toHaveAccessibleName('通知');

      const title = `端到端公告 ${stamp}`;
      await admin.page.getByRole('button', { name: '新建公告' }).click();
      const editor = admin.page.getByRole('dialog', { name: '新建公告' });
      await editor.getByLabel('公告标题').fill(title);
      await editor.getByLabel('公告正文').fill('这是一条端到端测试公告。\n第二行正文。');
      await editor.getByRole('radio', { name: '指定对象' }).check();
      await editor.getByRole('searchbox', { name: '指定账号' }).fill(creator.username);
      await editor.getByRole('button', { name: `添加 ${creator.name}` }).click();
      await expect(editor.getByText('预计 1 人接收')).toBeVisible();
      await editor.getByRole('button', { name: '发送', exact: true }).click();
      await expect(editor).toHaveCount(0);
      await expect(
        admin.page.getByRole('table', { name: '公告列表' }).getByRole('row').filter({ hasText: title }),
      ).toContainText('已发送');

      // The creator comes back to the window: the bell counts the new message.
      await expect(async () => {
        await refocusLater(page);
        await expect(bell).toHaveAccessibleName('通知，1 条未读', { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });

      await bell.click();
      await expect(page.getByRole('heading', { level: 1, name: '通知中心' })).toBeVisible();
      await expect(page.getByRole('list', { name: '系统通知列表' }).getByRole('listitem')).toContainText(
        title,
      );
    } finally {
      await admin.close();
    }
  });

  test("a disabled account's open console is told why and sent to log in", async ({ page, browser }) => {
    const admin = await signedIn(browser, 'admin', '/enter?redirect=%2Fadmin%2Findex');
    try {
      const user = await throwawayCreator(admin, 'disable');
      await logInAs(page, user.username);

      await searchAccounts(admin.page, user.username);
      const row = accountRow(admin.page, user.username);
      await row.getByRole('button', { name: '禁用', exact: true }).click();
      const dialog = admin.page.getByRole('alertdialog', { name: `禁用账号 ${user.name}` });
      await expect(dialog).toContainText('将立即下线 1 个登录会话');
      await dialog.getByLabel('禁用原因').fill('端到端测试：违规发布');
      await dialog.getByRole('button', { name: '禁用', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row).toContainText('已禁用');

      // The user's next action: its session is gone, with the reason.
      await mainNav(page).getByRole('link', { name: '消息通知' }).click();
      const ended = page.getByRole('alertdialog', { name: '确定退出' });
      await expect(ended).toContainText('账号已被禁用，请联系平台运营');
      await ended.getByRole('button', { name: '重新登录' }).click();
      await expect(page).toHaveURL(/^[^?]*\/login(\?|$)/);

      // Logging in again is refused with the same words.
      await page.getByLabel('账号').fill(user.username);
      await page.getByLabel('密码').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录' }).click();
      await expect(page.getByRole('alert').filter({ hasText: '账号已被禁用，请联系平台运营' })).toBeVisible();
    } finally {
      await admin.close();
    }
  });
});
