import { accountDetail, accountRow, type AccountRow } from '@creator-console/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs, userIds } from '../../../test/support/demo.js';
import {
  adminTags,
  commercialChannels,
  operationLogs,
  roles,
  sessions,
  userAdminTags,
  userRoles,
  users,
  videos,
} from '../../db/schema/index.js';

const NAMES = [
  'admin',
  'admin_li',
  'operator',
  'sysop',
  'creator',
  'creator_live',
  'mcn',
  'qinghe_xiaoyu',
  'qinghe_laozhou',
  'reviewer_a',
  'reviewer_b',
] as const;

type Ids = Record<(typeof NAMES)[number], number>;

async function setup() {
  const t = await buildTestApp();
  const db = t.database.db;
  const id: Ids = await userIds(t, NAMES);
  const roleRows = await db.select({ id: roles.id, key: roles.key }).from(roles);
  const role = Object.fromEntries(roleRows.map((row) => [row.key, row.id])) as Record<string, number>;
  return { t, db, id, role };
}

const withToken = (
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const logCount = async (t: TestApp, targetId?: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.module, 'account'),
          eq(operationLogs.outcome, 'success'),
          targetId === undefined ? undefined : eq(operationLogs.targetId, targetId),
        ),
      )
  )[0]!.n;

const statusOf = async (t: TestApp, userId: number) =>
  (await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]!.status;

const loginStatus = async (t: TestApp, username: string, password = 'Demo@2026') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: t.encrypt(username), password: t.encrypt(password) },
  });
  return { status: response.statusCode, message: response.json().message as string | undefined };
};

describe('GET /api/admin/accounts', () => {
  let t: TestApp;
  let id: Ids;
  let role: Record<string, number>;
  beforeAll(async () => {
    ({ t, id, role } = await setup());
  });
  afterAll(() => t?.close());

  const list = async (username: string, query: Record<string, string | number> = {}) => {
    const res = await t.injectAs(username, {
      method: 'GET',
      url: `/api/admin/accounts?${qs({ size: 100, ...query })}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data as { data: unknown[]; total: number };
    return { rows: accountRow.array().parse(body.data), total: body.total };
  };
  const names = (rows: AccountRow[]) => rows.map((row) => row.username).sort();

  it('lists by side tab with masked phones and ordered roles', async () => {
    const all = await list('admin');
    expect(all.total).toBe(all.rows.length);
    expect(all.rows.every((row) => /^\d{3}\*{4}\d{4}$/.test(row.phone))).toBe(true);
    const staff = await list('admin', { side: 'staff' });
    expect(names(staff.rows)).toEqual(['admin', 'admin_li', 'operator', 'reviewer_a', 'reviewer_b', 'sysop']);
    const mcn = await list('admin', { side: 'mcn' });
    expect(mcn.rows.every((row) => ['mcn', 'mcn_pending'].includes(row.roles[0]!.key))).toBe(true);
    const creators = await list('admin', { side: 'creator' });
    expect(creators.rows.every((row) => row.roles[0]!.key === 'creator')).toBe(true);
    expect(staff.total + mcn.total + creators.total).toBe(all.total);
  });

  it('filters by keyword, role, status, labels, channel, MCN and dates', async () => {
    expect(names((await list('admin', { keyword: 'qinghe_' })).rows)).toHaveLength(5);
    // Whatever the case typed: usernames are lower-case, nicknames are matched lower-cased.
    expect(names((await list('admin', { keyword: 'QingHe_' })).rows)).toHaveLength(5);
    expect(names((await list('admin', { keyword: '0008' })).rows)).toEqual(['sysop']);
    expect(names((await list('admin', { keyword: '13800000008' })).rows)).toEqual(['sysop']);
    expect((await list('admin', { keyword: '1380000000a' })).total).toBe(0);
    expect(names((await list('admin', { role_id: role.reviewer! })).rows)).toEqual([
      'reviewer_a',
      'reviewer_b',
    ]);
    const disabled = await list('admin', { status: 2 });
    expect(names(disabled.rows)).toContain('reviewer_b');
    expect(disabled.rows.find((row) => row.username === 'reviewer_b')?.disabled_reason).toBe('离职');
    const [live] = await t.database.db
      .select({ id: adminTags.id })
      .from(adminTags)
      .where(eq(adminTags.name, '直播'));
    const tagged = await list('admin', { tag_ids: `${live!.id}` });
    expect(tagged.rows.every((row) => row.tags.some((tag) => tag.name === '直播'))).toBe(true);
    expect(tagged.total).toBeGreaterThan(0);
    const signed = await list('admin', { mcn_id: id.mcn });
    expect(signed.total).toBeGreaterThan(0);
    expect(signed.rows.every((row) => row.mcn?.id === id.mcn)).toBe(true);
    const xingtu = (await list('admin', { keyword: 'creator' })).rows.flatMap((row) => row.channels);
    if (xingtu[0]) {
      const byChannel = await list('admin', { channel_id: xingtu[0].id });
      expect(
        byChannel.rows.every((row) => row.channels.some((channel) => channel.id === xingtu[0]!.id)),
      ).toBe(true);
    }
    expect((await list('admin', { start_date: '2000-01-01', end_date: '2000-01-02' })).total).toBe(0);
    const bad = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/admin/accounts?${qs({ start_date: '2026-02-01', end_date: '2026-01-01' })}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('开始日期不能晚于结束日期');
    const long = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/admin/accounts?${qs({ keyword: 'x'.repeat(51) })}`,
    });
    expect(long.json().message).toBe('关键词过长');
  });

  it('sorts by last login, never-logged-in last', async () => {
    const { rows } = await list('admin', { sort: 'last_login_at' });
    const seen = rows.map((row) => row.last_login_at);
    const firstNull = seen.indexOf(null);
    if (firstNull >= 0) expect(seen.slice(firstNull).every((value) => value === null)).toBe(true);
    const dated = seen.filter((value): value is string => value !== null);
    expect(dated).toEqual([...dated].sort().reverse());
  });

  it('shows sysop every account, those above its ceiling not manageable', async () => {
    const { rows } = await list('sysop');
    const flag = (username: string) => rows.find((row) => row.username === username)?.manageable;
    expect(flag('admin')).toBe(false);
    expect(flag('operator')).toBe(false);
    expect(flag('reviewer_a')).toBe(false);
    expect(flag('creator')).toBe(true);
    expect(flag('mcn')).toBe(true);
    expect((await list('admin')).rows.every((row) => row.manageable)).toBe(true);
  });

  it('answers a detail and 404; 403 to a creator and an operator', async () => {
    const res = await t.injectAs('admin', { method: 'GET', url: `/api/admin/accounts/${id.mcn}` });
    const detail = accountDetail.parse(res.json().data);
    expect(detail.username).toBe('mcn');
    expect(detail.session_count).toBeGreaterThanOrEqual(0);
    const missing = await t.injectAs('admin', { method: 'GET', url: '/api/admin/accounts/2000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('账号不存在');
    const creator = await t.injectAs('creator', { method: 'GET', url: '/api/admin/accounts' });
    expect(creator.statusCode).toBe(403);
    expect(creator.json().message).toBe('没有权限执行此操作');
    expect((await t.injectAs('operator', { method: 'GET', url: '/api/admin/accounts' })).statusCode).toBe(
      403,
    );
  });
});

describe('create and edit', () => {
  let t: TestApp;
  let id: Ids;
  let role: Record<string, number>;
  beforeAll(async () => {
    ({ t, id, role } = await setup());
  });
  afterAll(() => t?.close());

  const create = (username: string, payload: object) =>
    t.injectAs(username, { method: 'POST', url: '/api/admin/accounts', payload });
  const edit = (username: string, userId: number, payload: object) =>
    t.injectAs(username, { method: 'PUT', url: `/api/admin/accounts/${userId}`, payload });
  const messagesOf = (res: { json(): { issues?: { message: string }[]; message: string } }) =>
    (res.json().issues ?? []).map((issue) => issue.message);

  it('creates a staff account with a generated password shown once, logged once', async () => {
    const before = await logCount(t);
    const res = await create('admin', {
      username: 'staff_new',
      phone: '13900000001',
      name: '新员工',
      role_ids: [role.reviewer],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { account, initial_password } = res.json().data;
    expect(account.phone).toBe('139****0001');
    expect(account.roles.map((r: { key: string }) => r.key)).toEqual(['reviewer']);
    expect(initial_password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{12}$/);
    expect((await loginStatus(t, 'staff_new', initial_password)).status).toBe(200);
    expect(await logCount(t)).toBe(before + 1);
    const [row] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'account.create'), eq(operationLogs.targetId, account.id)));
    expect(row?.summary).toBe('创建账号 新员工（@staff_new）');
    const text = JSON.stringify(row);
    expect(text).not.toContain(initial_password);
    expect(text).not.toContain('13900000001');
    const [hash] = await t.database.db
      .select({ h: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.id));
    expect(hash!.h.startsWith('$argon2id$')).toBe(true);
  });

  it('creates a creator account with a manual password', async () => {
    const res = await create('sysop', {
      username: 'creator_new',
      phone: '13900000002',
      name: '新创作者',
      role_ids: [role.creator],
      generate_password: false,
      password: 'abc12345',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.initial_password).toBeUndefined();
    expect((await loginStatus(t, 'creator_new', 'abc12345')).status).toBe(200);
  });

  it('answers the form messages', async () => {
    const before = await logCount(t);
    const bad = await create('admin', {
      username: '1bad',
      phone: '123',
      name: '',
      role_ids: [],
      generate_password: false,
      password: 'abcdefgh',
    });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toEqual(
      expect.arrayContaining([
        '用户名须以小写字母开头，仅含小写字母、数字和下划线，3–32 位',
        '请填写正确的手机号',
        '请填写昵称',
        '请至少选择一个角色',
        '密码须同时包含字母和数字',
      ]),
    );
    const same = await create('admin', {
      username: 'same_pw1',
      phone: '13900000003',
      name: '同名',
      role_ids: [role.creator],
      generate_password: false,
      password: 'same_pw1',
    });
    expect(messagesOf(same)).toEqual(['密码不能与用户名相同']);
    const short = await create('admin', {
      username: 'short_pw',
      phone: '13900000003',
      name: '短',
      role_ids: [role.creator],
      generate_password: false,
      password: 'a1',
    });
    expect(messagesOf(short)).toEqual(['密码长度应为 8–32 位']);
    const many = await create('admin', {
      username: 'many_roles',
      phone: '13900000003',
      name: '多',
      role_ids: [role.reviewer, role.reviewer, role.sysop, role.operator],
    });
    expect(messagesOf(many)).toEqual(['最多选择 3 个角色']);
    const twice = await create('admin', {
      username: 'twice_role',
      phone: '13900000003',
      name: '重复',
      role_ids: [role.reviewer, role.reviewer],
    });
    expect(messagesOf(twice)).toEqual(['角色不能重复']);
    const long = await create('admin', {
      username: 'long_name',
      phone: '13900000003',
      name: '长'.repeat(21),
      real_name: '长'.repeat(31),
      entity_name: '长'.repeat(61),
      role_ids: [role.creator],
    });
    expect(messagesOf(long)).toEqual([
      '昵称不能超过 20 字',
      '真实姓名不能超过 30 字',
      '主体名称不能超过 60 字',
    ]);
    const taken = await create('admin', {
      username: 'creator',
      phone: '13900000003',
      name: '重',
      role_ids: [role.creator],
    });
    expect(messagesOf(taken)).toEqual(['用户名已被使用']);
    const phone = await create('admin', {
      username: 'phone_taken',
      phone: '13800000008',
      name: '重',
      role_ids: [role.creator],
    });
    expect(messagesOf(phone)).toEqual(['手机号已被其他账号使用']);
    const noRole = await create('admin', {
      username: 'no_role',
      phone: '13900000003',
      name: '无',
      role_ids: [1_999_999],
    });
    expect(messagesOf(noRole)).toEqual(['角色不存在']);
    const channel = await create('admin', {
      username: 'staff_channel',
      phone: '13900000003',
      name: '员工',
      role_ids: [role.operator],
      channel_ids: [await channelId(t, 'xingtu')],
    });
    expect(messagesOf(channel)).toEqual(['商业渠道标签仅适用于创作者和 MCN 账号']);
    const disabledChannel = await create('admin', {
      username: 'agency_user',
      phone: '13900000003',
      name: '代理',
      role_ids: [role.creator],
      channel_ids: [await channelId(t, 'agency')],
    });
    expect(messagesOf(disabledChannel)).toEqual(['该渠道已停用']);
    const mixed = await create('admin', {
      username: 'mixed_roles',
      phone: '13900000003',
      name: '混合',
      role_ids: [role.creator, role.reviewer],
    });
    expect(mixed.statusCode).toBe(202);
    expect(mixed.json().message).toBe('自定义角色仅限平台员工使用');
    expect(await logCount(t)).toBe(before);
  });

  it('refuses beyond the ceiling with 403 and changes nothing', async () => {
    const before = await logCount(t);
    const assign = await create('sysop', {
      username: 'sysop_made',
      phone: '13900000004',
      name: '越权',
      role_ids: [role.reviewer],
    });
    expect(assign.statusCode).toBe(403);
    expect(assign.json().message).toBe('不能分配超出自己权限的角色：内容审核员');
    expect((await t.database.db.select().from(users).where(eq(users.username, 'sysop_made'))).length).toBe(0);
    const touch = await edit('sysop', id.admin, { name: '改名' });
    expect(touch.statusCode).toBe(403);
    expect(touch.json().message).toBe('该账号的权限超出你的权限范围');
    const [adminRow] = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, id.admin));
    expect(adminRow!.name).not.toBe('改名');
    const disable = await t.injectAs('sysop', {
      method: 'POST',
      url: `/api/admin/accounts/${id.reviewer_a}/status`,
      payload: { status: 2, reason: '越权' },
    });
    expect(disable.statusCode).toBe(403);
    expect(await statusOf(t, id.reviewer_a)).toBe(1);
    const promote = await edit('sysop', id.creator, { role_ids: [role.operator] });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('不能分配超出自己权限的角色：运营');
    expect(await logCount(t)).toBe(before);
  });

  it('edits partially; a username is refused; labels bump the access version without a sign-out', async () => {
    const locked = await edit('admin', id.creator_live, { username: 'renamed' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('用户名创建后不能修改');
    const token = await t.loginAs('creator_live');
    const [{ v: before } = { v: 0 }] = await t.database.db
      .select({ v: users.accessVersion })
      .from(users)
      .where(eq(users.id, id.creator_live));
    const logsBefore = await logCount(t, id.creator_live);
    const res = await edit('admin', id.creator_live, { name: '直播达人', phone: '', tag_ids: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('直播达人');
    expect(res.json().data.phone).toBe('138****0004');
    expect(res.json().data.tags).toEqual([]);
    const [{ v: after } = { v: 0 }] = await t.database.db
      .select({ v: users.accessVersion })
      .from(users)
      .where(eq(users.id, id.creator_live));
    expect(after).toBe(before + 1);
    expect((await withToken(t, token, 'GET', '/api/my-profile')).statusCode).toBe(200);
    expect(await logCount(t, id.creator_live)).toBe(logsBefore + 1);
    const [log] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'account.update'), eq(operationLogs.targetId, id.creator_live)));
    expect(log!.before).not.toBeNull();
    expect(log!.after).not.toBeNull();
  });

  it('an active-role change signs the account out with role_changed', async () => {
    const created = await create('admin', {
      username: 'role_swap',
      phone: '13900000005',
      name: '换角色',
      role_ids: [role.reviewer],
    });
    const userId = created.json().data.account.id as number;
    const token = await t.loginAs('role_swap', created.json().data.initial_password);
    const reorder = await edit('admin', userId, { role_ids: [role.reviewer, role.sysop] });
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect((await withToken(t, token, 'GET', '/api/my-profile')).statusCode).toBe(200);
    const swap = await edit('admin', userId, { role_ids: [role.sysop, role.reviewer] });
    expect(swap.statusCode).toBe(200);
    const res = await withToken(t, token, 'GET', '/api/my-profile');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('账号角色已变更，请重新登录');
    const held = await t.database.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(userRoles.position);
    expect(held.map((row) => row.roleId)).toEqual([role.sysop, role.reviewer]);
  });

  it('keeps MCN and signed-creator roles', async () => {
    const mcn = await edit('admin', id.mcn, { role_ids: [role.creator] });
    expect(mcn.statusCode).toBe(202);
    expect(mcn.json().message).toMatch(/^该 MCN 名下还有 \d+ 个签约创作者，无法更改角色$/);
    const creator = await edit('admin', id.qinghe_xiaoyu, { role_ids: [role.mcn] });
    expect(creator.statusCode).toBe(202);
    expect(creator.json().message).toBe('该创作者已签约 MCN，无法更改为 MCN 或平台角色');
  });
});

async function channelId(t: TestApp, code: string) {
  const [row] = await t.database.db
    .select({ id: commercialChannels.id })
    .from(commercialChannels)
    .where(eq(commercialChannels.code, code));
  return row!.id;
}

describe('disable, enable, password, sessions', () => {
  let t: TestApp;
  let id: Ids;
  beforeAll(async () => {
    ({ t, id } = await setup());
  });
  afterAll(() => t?.close());

  const setStatus = (username: string, userId: number, payload: object) =>
    t.injectAs(username, { method: 'POST', url: `/api/admin/accounts/${userId}/status`, payload });

  it('disables: its tokens and MCN acting tokens answer 401 with the reason, login 202, locks released', async () => {
    const own = await t.loginAs('mcn');
    const second = await t.loginAs('mcn');
    const acting = await withToken(
      t,
      own,
      'GET',
      `/api/my_user_token?${qs({ user_id: id.qinghe_xiaoyu, mcn_token: own })}`,
    );
    expect(acting.statusCode, acting.body).toBe(200);
    const actingToken = acting.json().data as string;
    expect((await withToken(t, actingToken, 'GET', '/api/my-profile')).statusCode).toBe(200);
    await t.database.db
      .update(videos)
      .set({ lockedBy: id.mcn, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(videos.id, (await t.database.db.select({ id: videos.id }).from(videos).limit(1))[0]!.id));

    const detail = await t.injectAs('admin', { method: 'GET', url: `/api/admin/accounts/${id.mcn}` });
    expect(detail.json().data.acting_session_count).toBeGreaterThanOrEqual(1);

    const before = await logCount(t, id.mcn);
    const missing = await setStatus('admin', id.mcn, { status: 2 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('请填写禁用原因');
    const tooLong = await setStatus('admin', id.mcn, { status: 2, reason: '长'.repeat(201) });
    expect(tooLong.json().message).toBe('禁用原因不能超过 200 字');

    const res = await setStatus('admin', id.mcn, { status: 2, reason: '违规' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ status: 2, revoked_sessions: expect.any(Number) });
    expect(res.json().data.revoked_sessions).toBeGreaterThanOrEqual(3);
    for (const token of [own, second, actingToken]) {
      const answer = await withToken(t, token, 'GET', '/api/my-profile');
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe('账号已被禁用，请联系平台运营');
    }
    expect((await loginStatus(t, 'mcn')).status).toBe(202);
    expect(await t.database.db.select().from(videos).where(eq(videos.lockedBy, id.mcn))).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id.mcn));
    expect(row).toMatchObject({ status: 2, disabledReason: '违规', disabledBy: id.admin });
    expect(await logCount(t, id.mcn)).toBe(before + 1);
    const [log] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'account.disable'), eq(operationLogs.targetId, id.mcn)));
    expect(log!.summary).toMatch(/^禁用账号 .+（原因：违规）$/);

    const again = await setStatus('admin', id.mcn, { status: 2, reason: '违规' });
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe('账号已是禁用状态');

    const enable = await setStatus('admin', id.mcn, { status: 1 });
    expect(enable.statusCode).toBe(200);
    expect((await loginStatus(t, 'mcn')).status).toBe(200);
    expect((await withToken(t, own, 'GET', '/api/my-profile')).statusCode).toBe(401);
    const twice = await setStatus('admin', id.mcn, { status: 1 });
    expect(twice.json().message).toBe('账号已是正常状态');
    expect(await logCount(t, id.mcn)).toBe(before + 2);
  });

  it('refuses to disable oneself before the last-admin guard', async () => {
    const res = await setStatus('admin', id.admin, { status: 2, reason: '测试' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe('不能禁用自己的账号');
  });

  it('resets a password: old tokens 401 with the reason, the new password logs in', async () => {
    const token = await t.loginAs('creator');
    const before = await logCount(t, id.creator);
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/admin/accounts/${id.creator}/password`,
      payload: { generate: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const password = res.json().data.initial_password as string;
    const answer = await withToken(t, token, 'GET', '/api/my-profile');
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('密码已被重置，请重新登录');
    expect((await loginStatus(t, 'creator', password)).status).toBe(200);
    expect((await loginStatus(t, 'creator')).status).not.toBe(200);
    expect(await logCount(t, id.creator)).toBe(before + 1);
    const [log] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'account.password_reset'), eq(operationLogs.targetId, id.creator)));
    expect(JSON.stringify(log)).not.toContain(password);

    const manual = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/admin/accounts/${id.creator}/password`,
      payload: { password: 'Demo@2026' },
    });
    expect(manual.statusCode).toBe(200);
    expect(manual.json().data.initial_password).toBeUndefined();
    const short = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/admin/accounts/${id.creator}/password`,
      payload: { password: 'abc' },
    });
    expect(short.statusCode).toBe(400);
  });

  it('lists and ends sessions with the forced reason', async () => {
    const one = await t.loginAs('creator_live');
    const two = await t.loginAs('creator_live');
    const listed = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/admin/accounts/${id.creator_live}/sessions`,
    });
    expect(listed.statusCode).toBe(200);
    const rows = listed.json().data as { id: number }[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const [first] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, id.creator_live))
      .orderBy(sessions.id);
    const before = await logCount(t, id.creator_live);
    const single = await t.injectAs('admin', {
      method: 'DELETE',
      url: `/api/admin/accounts/${id.creator_live}/sessions/${rows[0]!.id}`,
    });
    expect(single.json().data).toEqual({ revoked: 1 });
    const gone = await t.injectAs('admin', {
      method: 'DELETE',
      url: `/api/admin/accounts/${id.creator_live}/sessions/${rows[0]!.id}`,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('会话不存在或已失效');
    expect(first).toBeDefined();
    const all = await t.injectAs('admin', {
      method: 'DELETE',
      url: `/api/admin/accounts/${id.creator_live}/sessions`,
    });
    expect(all.statusCode).toBe(200);
    for (const token of [one, two]) {
      const answer = await withToken(t, token, 'GET', '/api/my-profile');
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe('你已被管理员强制下线，请重新登录');
    }
    expect(await logCount(t, id.creator_live)).toBe(before + 2);
  });

  it('bulk: labels and disable answered per row; more than 200 refused', async () => {
    const [tag] = await t.database.db
      .select({ id: adminTags.id })
      .from(adminTags)
      .where(eq(adminTags.name, '重点扶持'));
    const res = await t.injectAs('sysop', {
      method: 'POST',
      url: '/api/admin/accounts/bulk',
      payload: {
        action: 'add_tags',
        user_ids: [id.qinghe_laozhou, id.admin, id.qinghe_laozhou, 2_000_000_000],
        tag_ids: [tag!.id],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      succeeded: [id.qinghe_laozhou],
      failed: [
        { id: id.admin, message: '该账号的权限超出你的权限范围' },
        { id: 2_000_000_000, message: '账号不存在' },
      ],
    });
    const tagged = await t.database.db
      .select()
      .from(userAdminTags)
      .where(
        and(eq(userAdminTags.tagId, tag!.id), inArray(userAdminTags.userId, [id.qinghe_laozhou, id.admin])),
      );
    expect(tagged.map((row) => row.userId)).toEqual([id.qinghe_laozhou]);
    const tooMany = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/admin/accounts/bulk',
      payload: { action: 'disable', reason: 'x', user_ids: Array.from({ length: 201 }, (_, i) => i + 1) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('一次最多处理 200 个账号');
    const disable = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/admin/accounts/bulk',
      payload: { action: 'disable', reason: '清理', user_ids: [id.qinghe_laozhou, id.reviewer_b, id.admin] },
    });
    expect(disable.json().data).toEqual({
      succeeded: [id.qinghe_laozhou],
      failed: [
        { id: id.reviewer_b, message: '账号已是禁用状态' },
        { id: id.admin, message: '不能禁用自己的账号' },
      ],
    });
  });
});

describe('the last enabled administrator', () => {
  it('sequentially: the last admin cannot be disabled or step down', async () => {
    const { t, id, role } = await setup();
    try {
      const first = await t.injectAs('admin', {
        method: 'POST',
        url: `/api/admin/accounts/${id.admin_li}/status`,
        payload: { status: 2, reason: '测试' },
      });
      expect(first.statusCode).toBe(200);
      const before = await logCount(t);
      const stepDown = await t.injectAs('admin', {
        method: 'PUT',
        url: `/api/admin/accounts/${id.admin}`,
        payload: { role_ids: [role.operator] },
      });
      expect(stepDown.statusCode).toBe(202);
      expect(stepDown.json().message).toBe('至少需要保留一名启用状态的管理员');
      expect(await logCount(t)).toBe(before);
    } finally {
      await t.close();
    }
  });

  it('concurrently: two admins disabling each other — exactly one succeeds', async () => {
    const { t, id } = await setup();
    try {
      const [adminToken, liToken] = await Promise.all([t.loginAs('admin'), t.loginAs('admin_li')]);
      const disable = (token: string, target: number) =>
        withToken(t, token, 'POST', `/api/admin/accounts/${target}/status`, {
          status: 2,
          reason: '互相禁用',
        });
      const disables = async () =>
        (
          await t.database.db
            .select({ n: count() })
            .from(operationLogs)
            .where(and(eq(operationLogs.action, 'account.disable'), eq(operationLogs.outcome, 'success')))
        )[0]!.n;
      const before = await disables();
      const results = await Promise.all([disable(adminToken, id.admin_li), disable(liToken, id.admin)]);
      const codes = results.map((res) => res.statusCode).sort();
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      const loser = results.find((res) => res.statusCode !== 200)!;
      expect([202, 401]).toContain(loser.statusCode);
      if (loser.statusCode === 202) expect(loser.json().message).toBe('至少需要保留一名启用状态的管理员');
      const statuses = [await statusOf(t, id.admin), await statusOf(t, id.admin_li)];
      expect(statuses.filter((status) => status === 1)).toHaveLength(1);
      expect(await disables()).toBe(before + 1);
    } finally {
      await t.close();
    }
  });
});
