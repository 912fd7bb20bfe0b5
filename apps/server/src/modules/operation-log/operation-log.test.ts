import { defineEndpoint, LOG_CURSOR_INVALID, OPERATION_LOG_COUNT_CAP } from '@creator-console/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogDigests, operationLogs, trackingEvents, users } from '../../db/schema/index.js';
import { BusinessRuleError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helper.js';
import { addDays, platformDay } from '../../dates.js';
import { applyRetention, digestPastDays } from './jobs.js';

let t: TestApp;
const id: Record<string, number> = {};

/** A route of another helper's kind, unknown to the operation log: its refusals must be logged all the same. */
const syntheticRefusal = defineEndpoint({
  method: 'POST',
  path: '/api/admin/labels/{id}/probe',
  summary: 'test only',
  tag: 'admin',
  access: { permissions: ['admin:system'] },
  params: z.object({ id: z.coerce.number().int() }),
  response: z.null(),
});

beforeAll(async () => {
  t = await buildTestApp({
    register: (app) =>
      route(app, syntheticRefusal, () => {
        throw new BusinessRuleError('该标签正在使用，无法删除');
      }),
  });
  const rows = await t.database.db.select({ id: users.id, username: users.username }).from(users);
  for (const row of rows) id[row.username] = row.id;
});
afterAll(() => t?.close());

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
const list = (username: string, query: Record<string, string | number> = {}) =>
  t.injectAs(username, { method: 'GET', url: `/api/operation-logs?${qs(query)}` });

type Entry = {
  id: number;
  module: string;
  action: string;
  created_at: string;
  ip?: string;
  outcome: string;
  target_label: string | null;
};
type Page = { data: Entry[]; total: number; total_relation: 'eq' | 'gte'; next_cursor: string | null };
const pageOf = async (username: string, query: Record<string, string | number> = {}) => {
  const response = await list(username, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Page }>().data;
};

/** Inserts rows directly (the trigger allows inserts). */
const insert = (values: (typeof operationLogs.$inferInsert)[]) =>
  t.database.db.insert(operationLogs).values(values).returning();

describe('GET /api/operation-logs (admin.md §6.11)', () => {
  beforeAll(async () => {
    const now = Date.now();
    await insert([
      {
        module: 'account',
        action: 'account.disable',
        targetType: 'account',
        targetId: 4242,
        targetLabel: '审核-探针',
        actorId: 1,
        actorName: '管理员',
        actorRole: '管理员',
        ip: '198.51.100.9',
        summary: '禁用账号 审核-探针（原因：离职）',
        before: { status: 1 },
        after: { status: 2 },
        createdAt: new Date(now - 3_600_000),
      },
      {
        module: 'notice',
        action: 'notice.send',
        targetType: 'notice',
        targetId: 4243,
        targetLabel: '探针公告',
        actorId: 1,
        ip: '198.51.100.9',
        summary: '发送公告 探针公告',
        createdAt: new Date(now - 7_200_000),
      },
    ]);
  });

  it('filters by modules, target, keyword, outcome and time, and shows IPs only to auditors', async () => {
    const byKeyword = await pageOf('admin', { keyword: '探针', size: 50 });
    expect(byKeyword.data.map((row) => row.action).sort()).toEqual(['account.disable', 'notice.send']);
    expect(byKeyword.data[0]!.ip).toBe('198.51.100.9');

    const accounts = await pageOf('admin', { modules: 'account', target_type: 'account', target_id: 4242 });
    expect(accounts.total).toBe(1);
    expect(accounts.data[0]).toMatchObject({
      target_label: '审核-探针',
      actor: { id: 1, name: '管理员', role: '管理员' },
      outcome: 'success',
      has_changes: true,
    });
    const both = await pageOf('admin', { modules: 'account,notice', keyword: '探针' });
    expect(both.total).toBe(2);
    const none = await pageOf('admin', { keyword: '探针', outcome: 'denied' });
    expect(none.total).toBe(0);
    const byIp = await pageOf('admin', { ip: '198.51.100.9' });
    expect(byIp.total).toBe(2);
    const recent = await pageOf('admin', {
      keyword: '探针',
      start: new Date(Date.now() - 90 * 60_000).toISOString(),
      end: new Date().toISOString(),
    });
    expect(recent.data.map((row) => row.action)).toEqual(['account.disable']);

    // 运营 reads content modules only: the notice, not the account, and no IP.
    const operator = await pageOf('operator', { keyword: '探针' });
    expect(operator.data.map((row) => row.action)).toEqual(['notice.send']);
    expect(operator.data[0]!.ip).toBeUndefined();
  });

  it('answers 403 for a module the caller may not read, and 400 for bad ranges', async () => {
    for (const query of [{ modules: 'account' }, { module: 'auth' }, { modules: 'video,role' }] as Record<
      string,
      string
    >[]) {
      const response = await list('operator', query);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('没有权限查看该模块的日志');
    }
    expect((await list('operator', { ip: '1.2.3.4' })).statusCode).toBe(403);
    expect((await list('creator')).statusCode).toBe(403);

    const reversed = await list('admin', { start: '2026-01-01T00:00:00Z', end: '2025-01-01T00:00:00Z' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('开始时间不能晚于结束时间');
    const long = await list('admin', { start: '2024-01-01T00:00:00Z', end: '2025-06-01T00:00:00Z' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('时间范围不能超过 366 天');
    expect((await list('admin', { keyword: 'x'.repeat(51) })).statusCode).toBe(400);
  });

  it('pages by keyset: the pages concatenate to the ordered result, even with inserts between pages', async () => {
    // Rows sharing one instant, so only the id breaks the tie.
    const at = new Date(Date.now() - 5 * 3_600_000);
    await insert(
      Array.from({ length: 23 }, (_, i) => ({
        module: 'system' as const,
        action: 'system.keyset_probe',
        targetType: 'probe',
        targetId: i + 1,
        createdAt: i % 3 === 0 ? at : new Date(at.getTime() - i * 1000),
      })),
    );
    const query = { action: 'system.keyset_probe', size: 5 };
    const full = await pageOf('admin', { ...query, size: 100 });
    expect(full.total).toBe(23);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await pageOf('admin', cursor ? { ...query, cursor, page: 3 } : query);
      seen.push(...page.data.map((row) => row.id));
      cursor = page.next_cursor;
      pages += 1;
      // A newer row arrives between pages: it is before the cursor, so it never shows up here.
      await insert([{ module: 'system', action: 'system.keyset_probe', targetType: 'probe', targetId: 99 }]);
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(full.data.map((row) => row.id));
    expect(new Set(seen).size).toBe(23);
  });

  it('caps the total at 1 000 (`gte`), keyword or not, exact below; a keyword matches Chinese as typed', async () => {
    await t.database.db.execute(sql`
      insert into operation_logs (module, action, target_type, target_id, target_label, summary)
      select 'system', 'system.cap_probe', 'probe', n, '压测对象' || n, '压测摘要 ' || n
      from generate_series(1, ${OPERATION_LOG_COUNT_CAP + 5}) n`);
    const capped = await pageOf('admin', { action: 'system.cap_probe', size: 10 });
    expect(capped).toMatchObject({ total: OPERATION_LOG_COUNT_CAP, total_relation: 'gte' });
    expect(capped.data).toHaveLength(10);
    // The newest first, also when the total is capped.
    expect(capped.data[0]!.target_label).toBe(`压测对象${OPERATION_LOG_COUNT_CAP + 5}`);
    // 1, 10–19, 100–199, 1000–1005: 117 labels.
    const exact = await pageOf('admin', { action: 'system.cap_probe', keyword: '压测对象1', size: 10 });
    expect(exact).toMatchObject({ total: 117, total_relation: 'eq' });
    const common = await pageOf('admin', { action: 'system.cap_probe', keyword: '压测对象', size: 10 });
    expect(common).toMatchObject({ total: OPERATION_LOG_COUNT_CAP, total_relation: 'gte' });
    expect(common.data).toHaveLength(10);
  });

  it('refuses a cursor edited by hand', async () => {
    const first = await pageOf('admin', { size: 2 });
    const cursor = first.next_cursor!;
    const [text, mac] = cursor.split('.');
    const forged = `${Buffer.from('2099-01-01T00:00:00.000000Z|1').toString('base64url')}.${mac}`;
    for (const bad of [forged, `${text}.${'A'.repeat(mac!.length)}`, 'garbage', `${text}`]) {
      const response = await list('admin', { cursor: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(LOG_CURSOR_INVALID);
    }
  });

  it('keeps the page answer of /log/video', async () => {
    const page = await pageOf('operator', { module: 'video', page: 1, size: 5 });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((row) => row.module === 'video')).toBe(true);
  });
});

describe('GET /api/operation-logs/{id}', () => {
  it('answers before/after, user agent, request id and repeat count; 403/404 otherwise', async () => {
    const [row] = await insert([
      {
        module: 'role',
        action: 'role.update',
        targetType: 'role',
        targetId: 2,
        actorId: 1,
        userAgent: 'probe-agent',
        requestId: 'req-probe',
        before: { name: '运营' },
        after: { name: '运营人员' },
      },
    ]);
    const detail = await t.injectAs('admin', { method: 'GET', url: `/api/operation-logs/${row!.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      before: { name: '运营' },
      after: { name: '运营人员' },
      user_agent: 'probe-agent',
      request_id: 'req-probe',
      repeat_count: 1,
    });
    const denied = await t.injectAs('operator', { method: 'GET', url: `/api/operation-logs/${row!.id}` });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('没有权限查看该模块的日志');
    const missing = await t.injectAs('admin', { method: 'GET', url: '/api/operation-logs/2000000000' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('digests, verify and retention (admin.md §10.6)', () => {
  const DAY = '2025-03-03';
  it('verifies an unaltered day, and not one altered with the trigger bypassed', async () => {
    await insert([
      {
        module: 'system',
        action: 'system.digest_probe',
        targetId: 1,
        createdAt: new Date(`${DAY}T10:00:00+08:00`),
      },
      {
        module: 'system',
        action: 'system.digest_probe',
        targetId: 2,
        createdAt: new Date(`${DAY}T11:00:00+08:00`),
      },
    ]);
    await t.app.operationLog.digestDay(DAY);
    const verify = (username: string, day: string) =>
      t.injectAs(username, { method: 'POST', url: '/api/operation-logs/verify', payload: { day } });
    expect((await verify('admin', DAY)).json().data).toEqual({ match: true });
    expect((await verify('operator', DAY)).statusCode).toBe(403);

    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('cc.log_retention', 'on', true)`);
      await tx
        .update(operationLogs)
        .set({ summary: '被改写' })
        .where(and(eq(operationLogs.action, 'system.digest_probe'), eq(operationLogs.targetId, 2)));
    });
    expect((await verify('admin', DAY)).json().data).toEqual({ match: false });
  });

  it('refuses UPDATE and DELETE outside the retention job', async () => {
    const [row] = await insert([{ module: 'system', action: 'system.tamper_probe', targetId: 1 }]);
    await expect(
      t.database.db.update(operationLogs).set({ summary: 'x' }).where(eq(operationLogs.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(operationLogs).where(eq(operationLogs.id, row!.id))).rejects.toThrow();
  });

  it('digests every settled past day once, whichever process runs it', async () => {
    // Two days on: today and tomorrow are then settled and not yet digested (the app's start-up job
    // digested up to yesterday, before this file's earlier tests wrote rows that may fall in it).
    const now = new Date(Date.now() + 2 * 86_400_000);
    const today = platformDay(new Date());
    const tomorrow = addDays(today, 1);
    const [a, b] = await Promise.all([
      digestPastDays(t.database.db, now),
      digestPastDays(t.database.db, now),
    ]);
    expect([...new Set([...a, ...b])].sort()).toEqual([today, tomorrow]);
    const stored = await t.database.db
      .select({ day: operationLogDigests.day })
      .from(operationLogDigests)
      .where(inArray(operationLogDigests.day, [today, tomorrow]));
    expect(stored.map((row) => row.day).sort()).toEqual([today, tomorrow]);
    expect(await t.app.operationLog.verifyDay(today)).toEqual({ match: true });
    expect(await digestPastDays(t.database.db, now)).toEqual([]);
  });

  it('deletes only rows older than the retention, logs and events alike', async () => {
    const old = new Date(Date.now() - 1200 * 86_400_000);
    const [oldRow, newRow] = await insert([
      { module: 'system', action: 'system.retention_probe', targetId: 1, createdAt: old },
      { module: 'system', action: 'system.retention_probe', targetId: 2 },
    ]);
    const events = await t.database.db
      .insert(trackingEvents)
      .values([
        {
          event: 'login',
          platform: 'web',
          port: 'console',
          success: true,
          createdAt: new Date(Date.now() - 200 * 86_400_000),
        },
        { event: 'login', platform: 'web', port: 'console', success: true, createdAt: new Date() },
      ])
      .returning({ id: trackingEvents.id });
    const result = await applyRetention(t.database.db, { operationLogDays: 1095, trackingDays: 180 });
    expect(result.operationLogs).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ id: operationLogs.id })
      .from(operationLogs)
      .where(inArray(operationLogs.id, [oldRow!.id, newRow!.id]));
    expect(left.map((row) => row.id)).toEqual([newRow!.id]);
    const eventsLeft = await t.database.db
      .select({ id: trackingEvents.id })
      .from(trackingEvents)
      .where(
        inArray(
          trackingEvents.id,
          events.map((e) => e.id),
        ),
      );
    expect(eventsLeft.map((e) => e.id)).toEqual([events[1]!.id]);
    // Through the scheduler too.
    await t.app.scheduler.runNow('log-retention');
  });
});

describe('denied and refused attempts (the global hook)', () => {
  const attemptsOf = (action: string) =>
    t.database.db.select().from(operationLogs).where(eq(operationLogs.action, action));

  it('logs a creator’s 403 on /api/admin/* once, and counts a repeat', async () => {
    const call = () => t.injectAs('creator', { method: 'GET', url: '/api/admin/user-picker?keyword=abc' });
    expect((await call()).statusCode).toBe(403);
    let rows = await attemptsOf('adminUserPicker');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      module: 'account',
      outcome: 'denied',
      actorId: id.creator,
      summary: '没有权限执行此操作',
      repeatCount: 1,
    });
    expect((await call()).statusCode).toBe(403);
    rows = await attemptsOf('adminUserPicker');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.repeatCount).toBe(2);
  });

  it('logs a 202 refusal and a 403 of a route it knows nothing of, with its target', async () => {
    const refused = await t.injectAs('admin', { method: 'POST', url: '/api/admin/labels/77/probe' });
    expect(refused.statusCode).toBe(202);
    const denied = await t.injectAs('operator', { method: 'POST', url: '/api/admin/labels/78/probe' });
    expect(denied.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.action, 'POST /api/admin/labels/:id/probe'));
    expect(
      rows.map((row) => [row.outcome, row.module, row.targetType, row.targetId, row.summary]).sort(),
    ).toEqual([
      ['denied', 'label', 'label', 78, '没有权限执行此操作'],
      ['refused', 'label', 'label', 77, '该标签正在使用，无法删除'],
    ]);
  });

  it('logs nothing for a 403 outside the prefixes', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(operationLogs);
    expect((await t.injectAs('creator', { method: 'GET', url: '/api/operation-logs' })).statusCode).toBe(403);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(operationLogs);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('exports of the operation log', () => {
  it('lets auditors export (and logs it), and logs a refused export', async () => {
    const request = { kind: 'operation_logs', filter: { modules: 'account,auth', keyword: '探针' } };
    const denied = await t.injectAs('operator', { method: 'POST', url: '/api/exports', payload: request });
    expect(denied.statusCode).toBe(403);
    const created = await t.injectAs('admin', { method: 'POST', url: '/api/exports', payload: request });
    expect(created.statusCode, created.body).toBe(200);
    await t.app.exports.idle();
    const jobs = await t.injectAs('admin', { method: 'GET', url: '/api/exports?kind=operation_logs' });
    expect(jobs.json().data.data[0]).toMatchObject({ status: 'done', rows: 1 });
    const [logged] = await t.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.action, 'operation_log.export'));
    expect(logged).toMatchObject({ module: 'system', actorId: id.admin, summary: '导出操作日志（1 条）' });
    const [attempt] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'createExport'), eq(operationLogs.actorId, id.operator!)));
    expect(attempt).toMatchObject({ module: 'system', outcome: 'denied' });
  });
});

describe('auth and sensitive rows (admin.md §5)', () => {
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: t.encrypt(email), password: t.encrypt(password) },
    });

  it('writes auth.login, auth.login_failed (masked when unknown) and auth.logout', async () => {
    const started = Date.now();
    expect((await login('qinghe_xiaoyu', DEMO_PASSWORD)).statusCode).toBe(200);
    // The account's 最近登录 (admin.md §6.1) moves with the login.
    const [account] = await t.database.db.select().from(users).where(eq(users.id, id.qinghe_xiaoyu!));
    expect(account!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect((await login('qinghe_xiaoyu', 'Wrong@2026')).statusCode).toBe(202);
    expect((await login('nobody_here', 'Wrong@2026')).statusCode).toBe(202);
    const token = await t.loginAs('qinghe_laozhou');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });

    const rows = await t.database.db.select().from(operationLogs).where(eq(operationLogs.module, 'auth'));
    const ok = rows.find((row) => row.action === 'auth.login' && row.actorId === id.qinghe_xiaoyu);
    expect(ok).toMatchObject({ outcome: 'success', targetType: 'account', targetId: id.qinghe_xiaoyu });
    const wrong = rows.find((row) => row.action === 'auth.login_failed' && row.actorId === id.qinghe_xiaoyu);
    expect(wrong).toMatchObject({ outcome: 'refused', summary: '登录失败：账号或密码错误' });
    const unknown = rows.find(
      (row) => row.action === 'auth.login_failed' && row.actorId === null && row.ip !== '203.0.113.7',
    );
    expect(unknown!.detail).toMatchObject({ identifier: 'n***' });
    expect(JSON.stringify(unknown)).not.toContain('nobody_here');
    expect(
      rows.find((row) => row.action === 'auth.logout' && row.actorId === id.qinghe_laozhou),
    ).toBeDefined();
  });

  it('writes sensitive.reveal with who, whose and which — never the value', async () => {
    await t.app.sensitive.reveal({
      actorId: id.admin!,
      subjectUserId: id.creator!,
      module: 1,
      field: 'phone',
    });
    const [row] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'sensitive.reveal'), eq(operationLogs.targetId, id.creator!)));
    expect(row).toMatchObject({
      module: 'sensitive',
      actorId: id.admin,
      detail: { field: 'phone', module: 1 },
    });
  });

  it('no row holds a password, a token or an unmasked phone (every row after this suite’s writes)', async () => {
    const accounts = await t.database.db.select({ phone: users.phone, hash: users.passwordHash }).from(users);
    const token = await t.loginAs('admin');
    const rows = await t.database.db.select().from(operationLogs);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('Wrong@2026');
    expect(text).not.toContain(token);
    for (const account of accounts) {
      if (account.phone) expect(text).not.toContain(account.phone);
      expect(text).not.toContain(account.hash);
    }
  });
});
