import {
  LIVE_TAG,
  menuCatalogue,
  ROLE,
  UPLOAD_TOOL_CHILD,
  userInfo,
  type MenuEntry,
} from '@creator-console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_RIGHTS } from '../../auth/page-rights.js';
import { sessions, users } from '../../db/schema/index.js';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const WRONG = '账号或密码错误';

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: t.encrypt(email), password: t.encrypt(password) },
  });
const phoneLogin = (phone: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/a-login',
    payload: { phone: t.encrypt(phone), password: t.encrypt(password) },
  });
const profileWith = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/my-profile', headers: authorization ? { authorization } : {} });

const demo = [
  { username: 'admin', phone: '13800000001', role: ROLE.admin },
  { username: 'operator', phone: '13800000002', role: ROLE.operator },
  { username: 'creator', phone: '13800000003', role: ROLE.creator },
  { username: 'creator_live', phone: '13800000004', role: ROLE.creator },
  { username: 'mcn', phone: '13800000005', role: ROLE.mcn },
  { username: 'mcn_pending', phone: '13800000006', role: ROLE.mcnPending },
];

describe('POST /api/login and /api/a-login', () => {
  it.each(demo)('$username logs in by username, by phone in `email`, and by phone', async (account) => {
    for (const response of [
      await login(account.username, DEMO_PASSWORD),
      await login(account.phone, DEMO_PASSWORD),
      await phoneLogin(account.phone, DEMO_PASSWORD),
    ]) {
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(userInfo.parse(data.user)).toEqual(data.user);
      expect(data.user.roles[0].name).toBe(account.role);
      expect(data.user.phone).toBe(`${account.phone.slice(0, 3)}****${account.phone.slice(-4)}`);
      expect(data.user.info.entity_name).not.toBe('');
    }
  });

  it('trims the decrypted account and answers the user as the client stores it', async () => {
    const response = await login('  creator_live ', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { user } = response.json().data;
    expect(user).toMatchObject({
      name: '晚风说车',
      real_name: '王思远',
      phone: '138****0004',
      status: 1,
      roles: [{ name: ROLE.creator }],
      info: { entity_name: '思远汽车文化工作室' },
      admin_tags: [{ name: LIVE_TAG }],
    });
    expect(JSON.stringify(user)).not.toMatch(/argon2|password/);
  });

  it('answers a wrong password and an unknown account alike: 202 with the same message', async () => {
    const answers = [
      await login('creator', 'Wrong@2026'),
      await login('nobody_here', DEMO_PASSWORD),
      await login('13899999999', DEMO_PASSWORD),
      await phoneLogin('13800000003', 'Wrong@2026'),
      await phoneLogin('13899999999', DEMO_PASSWORD),
      // a-login looks up phone numbers only
      await phoneLogin('creator', DEMO_PASSWORD),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: WRONG });
    }
  });

  it('refuses a disabled account with its own message only after a correct password', async () => {
    const right = await login('qinghe_guchen', DEMO_PASSWORD);
    expect(right.statusCode).toBe(202);
    expect(right.json().message).toMatch(/禁用/);
    const wrong = await login('qinghe_guchen', 'Wrong@2026');
    expect(wrong.statusCode).toBe(202);
    expect(wrong.json()).toEqual({ message: WRONG });
  });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('请求体不是有效的 JSON');

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=creator',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('请求体必须是 JSON 对象');

    const none = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('请求体必须是 JSON 对象');
  });

  it('answers 400 with the contract messages and issues for missing fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: '  ' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('请输入账号');
    expect(body.issues).toEqual([
      { path: ['email'], message: '请输入账号' },
      { path: ['password'], message: '请输入密码' },
    ]);

    const phone = await t.app.inject({ method: 'POST', url: '/api/a-login', payload: { password: 'x' } });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe('请输入手机号');
  });

  it('answers 400 naming the field for ciphertext that does not decrypt, never 500', async () => {
    const cases = [
      {
        url: '/api/login',
        payload: { email: 'bm90IGNpcGhlcg==', password: t.encrypt(DEMO_PASSWORD) },
        field: 'email',
      },
      {
        url: '/api/login',
        payload: { email: t.encrypt('creator'), password: 'plain text!' },
        field: 'password',
      },
      {
        url: '/api/a-login',
        payload: { phone: '13800000003', password: t.encrypt(DEMO_PASSWORD) },
        field: 'phone',
      },
      { url: '/api/login', payload: { email: 12345, password: t.encrypt(DEMO_PASSWORD) }, field: 'email' },
    ];
    for (const { url, payload, field } of cases) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toEqual(expect.any(String));
      expect(body.message).not.toBe('');
      expect(body.issues[0].path).toEqual([field]);
    }
  });

  it('stores only a hash of the token, with the client address', async () => {
    const token = await t.loginAs('operator');
    const rows = await t.database.db.select().from(sessions);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((row) => row.ip === '127.0.0.1')).toBe(true);
  });
});

describe('sessions', () => {
  it('GET /api/my-profile needs a live session', async () => {
    for (const response of [
      await profileWith(),
      await profileWith('Bearer not-a-token'),
      await profileWith(`Bearer ${'A'.repeat(43)}`),
      await profileWith('Basic YWRtaW46YWRtaW4='),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: '登录已失效，请重新登录' });
    }
    const token = await t.loginAs('mcn');
    const response = await profileWith(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: '青禾传媒', roles: [{ name: ROLE.mcn }] });
  });

  it('POST /api/logout revokes that token only', async () => {
    const first = await t.loginAs('creator');
    const second = await t.loginAs('creator');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: null });
    expect((await profileWith(`Bearer ${first}`)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/logout',
          headers: { authorization: `Bearer ${first}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await profileWith(`Bearer ${second}`)).statusCode).toBe(200);
  });

  it('ends a session after 2 idle hours or 7 days, and slides the idle expiry', async () => {
    const { db } = t.database;
    const token = await t.loginAs('creator');
    const [latest] = await db
      .select()
      .from(sessions)
      .orderBy(sql`${sessions.id} desc`)
      .limit(1);
    const sessionId = latest!.id;
    // Edited behind the sessions plugin's back: its cache is told, as an operator's tool would.
    const setSession = async (values: Partial<typeof sessions.$inferInsert>) => {
      await db.update(sessions).set(values).where(eq(sessions.id, sessionId));
      await t.app.sessions.forgetAll();
    };

    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await setSession({ lastSeenAt: fiveMinutesAgo });
    expect((await profileWith(`Bearer ${token}`)).statusCode).toBe(200);
    const [touched] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThan(fiveMinutesAgo.getTime());

    await setSession({ lastSeenAt: new Date(Date.now() - 2 * 3_600_000 - 1000) });
    expect((await profileWith(`Bearer ${token}`)).statusCode).toBe(401);

    await setSession({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() - 1000) });
    expect((await profileWith(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses the session of an account disabled after login', async () => {
    const token = await t.loginAs('qinghe_axin');
    expect((await profileWith(`Bearer ${token}`)).statusCode).toBe(200);
    const [user] = await t.database.db
      .update(users)
      .set({ status: 2 })
      .where(eq(users.username, 'qinghe_axin'))
      .returning({ id: users.id });
    // Whoever changes a user's status tells the sessions plugin (it caches the principal).
    await t.app.sessions.forgetUser(user!.id);
    expect((await profileWith(`Bearer ${token}`)).statusCode).toBe(401);
  });
});

describe('GET /api/my-menu', () => {
  const menuOf = async (username: string) => {
    const response = await t.injectAs(username, { method: 'GET', url: '/api/my-menu' });
    expect(response.statusCode).toBe(200);
    return response.json().data as { menu: MenuEntry[]; role: string };
  };
  const groups = (menu: MenuEntry[]) => menu.map((entry) => entry.path);

  it('gives administrators the whole catalogue, hidden groups and the upload tool included', async () => {
    const { menu, role } = await menuOf('admin');
    expect(role).toBe(ROLE.admin);
    expect(groups(menu)).toEqual(menuCatalogue.map((group) => group.path));
    expect(groups(menu)).toEqual(expect.arrayContaining(['mission', 'task', 'live']));
    const admin = menu.find((entry) => entry.path === 'admin')!;
    expect(admin.children.map((child) => child.path)).toContain(UPLOAD_TOOL_CHILD.path);
  });

  it('never lists the upload tool in production', async () => {
    const production = await buildTestApp({ config: { nodeEnv: 'production' } });
    try {
      const response = await production.injectAs('admin', { method: 'GET', url: '/api/my-menu' });
      const admin = (response.json().data.menu as MenuEntry[]).find((entry) => entry.path === 'admin')!;
      expect(admin.children.map((child) => child.path)).not.toContain(UPLOAD_TOOL_CHILD.path);
    } finally {
      await production.close();
    }
  });

  it('gives operators the review menus and no content management', async () => {
    const { menu, role } = await menuOf('operator');
    expect(role).toBe(ROLE.operator);
    expect(groups(menu)).toEqual(
      expect.arrayContaining(['audit', 'films', 'approval', 'certification', 'comment', 'log']),
    );
    expect(groups(menu)).not.toContain('video');
    // Of system management, operators only send announcements (admin.md §3).
    expect(menu.find((entry) => entry.path === 'admin')!.children.map((child) => child.path)).toEqual([
      'notice',
    ]);
    const certification = menu.find((entry) => entry.path === 'certification')!;
    expect(certification.children.every((child) => !child.hidden)).toBe(true);
  });

  it('shows the live group only to creators and MCNs tagged 直播', async () => {
    const creator = await menuOf('creator');
    expect(creator.role).toBe(ROLE.creator);
    expect(groups(creator.menu)).toEqual(expect.arrayContaining(['video', 'spread', 'certification']));
    expect(groups(creator.menu)).not.toContain('live');
    expect(groups(creator.menu)).not.toContain('audit');

    const live = await menuOf('creator_live');
    expect(groups(live.menu)).toContain('live');
    expect(live.menu.find((entry) => entry.path === 'live')!.children.map((child) => child.path)).toEqual([
      'index',
      'create',
      'edit',
    ]);

    const mcn = await menuOf('mcn');
    expect(groups(mcn.menu)).toContain('mcn');
    expect(groups(mcn.menu)).not.toContain('live');
  });

  it('keeps catalogue order and the wire shape of menu entries', async () => {
    const { menu } = await menuOf('creator');
    const order = menuCatalogue.map((group) => group.path);
    const indexes = groups(menu).map((path) => order.indexOf(path));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    const video = menu.find((entry) => entry.path === 'video')!;
    expect(video.children.find((child) => child.path === 'album/detail')).toEqual({
      path: 'album/detail',
      name: 'video-album-detail',
      title: '图集详情',
      hidden: true,
      component: 'video/album/detail',
    });
  });

  it('hides a group whose permitted pages are all hidden', async () => {
    const { menu } = await menuOf('creator');
    const certification = menu.find((entry) => entry.path === 'certification')!;
    expect(certification.children.length).toBeGreaterThan(0);
    expect(certification.hidden).toBe(true);
    expect(menu.find((entry) => entry.path === 'video')!.hidden).toBe(false);
  });

  it('gives pending MCNs only the onboarding menus', async () => {
    const { menu, role } = await menuOf('mcn_pending');
    expect(role).toBe(ROLE.mcnPending);
    expect(groups(menu)).toEqual(['dashboard', 'personal', 'doc', 'certification', 'inform']);
  });
});

describe('GET /api/my-page', () => {
  const pageOf = async (username: string) => {
    const response = await t.injectAs(username, { method: 'GET', url: '/api/my-page' });
    expect(response.statusCode).toBe(200);
    return response.json().data.page as string[];
  };

  it('answers the page rights of the active role', async () => {
    expect((await pageOf('admin')).sort()).toEqual(Object.keys(PAGE_RIGHTS).sort());
    const operator = await pageOf('operator');
    expect(operator).toEqual(expect.arrayContaining(['review:video', 'approval:review', 'sensitive:reveal']));
    expect(operator).not.toContain('video:publish');
    const creator = await pageOf('creator');
    expect(creator).toContain('video:publish');
    expect(creator).not.toContain('mcn:manage');
    expect(await pageOf('mcn')).toContain('mcn:manage');
    expect(await pageOf('mcn_pending')).toEqual(['certification:apply']);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/my-page' });
    expect(response.statusCode).toBe(401);
  });
});
