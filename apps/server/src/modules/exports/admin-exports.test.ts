import type { AccountRow, ExportJob, NoticeReceipt } from '@creator-console/contract';
import { fileIdOf } from '@creator-console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs, trackingEvents, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs } from '../../../test/support/demo.js';
import { readSheet } from '../../../test/support/xlsx.js';

/** The administration area's exports (admin.md §6.1 accounts, §6.7 receipts, §6.12 tracking events). */
let t: TestApp;
const id: Record<string, number> = {};
beforeAll(async () => {
  // Pages of 1 000 rows: the batch test below crosses a page boundary.
  t = await buildTestApp({ config: { exportPageRows: 1000 } });
  const rows = await t.database.db.select({ id: users.id, username: users.username }).from(users);
  for (const row of rows) id[row.username] = row.id;
});
afterAll(() => t?.close());

interface List<T> {
  data: T[];
  total: number;
}

const startExport = (username: string, body: object) =>
  t.injectAs(username, { method: 'POST', url: '/api/exports', payload: body });

const get = async <T = List<{ id: number }>>(username: string, url: string) => {
  const response = await t.injectAs(username, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};

/** Starts an export, waits for it and answers the job and the sheet's rows (header first). */
async function exported(username: string, body: object): Promise<{ job: ExportJob; rows: string[][] }> {
  const started = await startExport(username, body);
  expect(started.statusCode, started.body).toBe(200);
  const id = started.json<{ data: ExportJob }>().data.id;
  await t.app.exports.idle();
  const jobs = (await get<List<ExportJob>>(username, '/api/exports?size=100')).data;
  const job = jobs.find((j) => j.id === id)!;
  expect(job).toMatchObject({ status: 'done', error: null });
  const address = await t.injectAs(username, { method: 'GET', url: `/api/files/${fileIdOf(job.file!)}/url` });
  expect(address.statusCode).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: address.json<{ data: { url: string } }>().data.url });
  expect(file.statusCode).toBe(200);
  return { job, rows: (await readSheet(file.rawPayload)) as string[][] };
}

describe('accounts export (/admin/index)', () => {
  it('writes the list’s own matches with masked phones', async () => {
    const filter = { side: 'creator', sort: 'created_at' };
    const list = await get<List<AccountRow>>('sysop', `/api/admin/accounts?${qs({ ...filter, size: 100 })}`);
    expect(list.total).toBeGreaterThan(1);
    const { job, rows } = await exported('sysop', { kind: 'accounts', filter });
    expect(job.name).toMatch(/^账号列表-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(job.rows).toBe(list.total);
    expect(rows[0]).toEqual([
      'ID',
      '用户名',
      '昵称',
      '手机号',
      '当前角色',
      '角色',
      '属性标签',
      '商业渠道',
      '所属 MCN',
      '状态',
      '禁用原因',
      '最近登录',
      '注册时间',
    ]);
    expect(rows.slice(1).map((row) => [Number(row[0]), row[1], row[3], row[4]])).toEqual(
      list.data.map((a) => [a.id, a.username, a.phone, a.roles[0]!.name]),
    );
    const phones = rows
      .slice(1)
      .map((row) => row[3])
      .filter(Boolean);
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(phone).toMatch(/^\d{3}\*{4}\d{4}$/);
  });

  it('keeps the filter (disabled staff, with the reason) and refuses callers without account:manage', async () => {
    const { rows } = await exported('admin', { kind: 'accounts', filter: { side: 'staff', status: 2 } });
    const disabled = rows.slice(1).find((row) => row[1] === 'reviewer_b');
    expect(disabled?.[9]).toBe('已禁用');
    expect(disabled?.[10]).not.toBe('');
    expect(rows.slice(1).every((row) => row[9] === '已禁用')).toBe(true);

    expect((await startExport('reviewer_a', { kind: 'accounts', filter: {} })).statusCode).toBe(403);
    expect((await startExport('creator', { kind: 'accounts' })).statusCode).toBe(403);
    const bad = await startExport('admin', { kind: 'accounts', filter: { keyword: 'x'.repeat(51) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('关键词过长');
  });
});

describe('notice receipts export (/admin/notice)', () => {
  const noticeId = async (keyword: string) =>
    (await get('admin', `/api/admin/notices?${qs({ keyword })}`)).data[0]!.id;

  it('writes 账号 and 阅读时间, or 未读, with the drawer’s filter', async () => {
    const read = await noticeId('账号安全');
    const receipts = await get<List<NoticeReceipt>>('admin', `/api/admin/notices/${read}/receipts?size=100`);
    const { job, rows } = await exported('sysop', { kind: 'notice_receipts', filter: { notice_id: read } });
    expect(job.name).toMatch(/^公告阅读回执-/);
    expect(rows[0]).toEqual(['用户 ID', '账号', '阅读时间']);
    expect(rows.slice(1).map((row) => [Number(row[0]), row[1]])).toEqual(
      receipts.data.map((r) => [r.user_id, r.name]),
    );
    expect(rows.slice(1).every((row) => /^\d{4}\/\d{1,2}\/\d{1,2}/.test(row[2]!))).toBe(true);

    const unread = await noticeId('6 月版本更新');
    const all = await get('admin', `/api/admin/notices/${unread}/receipts?size=1`);
    const unreadSheet = await exported('admin', {
      kind: 'notice_receipts',
      filter: { notice_id: unread, read: 0 },
    });
    expect(unreadSheet.rows).toHaveLength(all.total + 1);
    expect(unreadSheet.rows.slice(1).every((row) => row[2] === '未读')).toBe(true);
    const found = await exported('admin', {
      kind: 'notice_receipts',
      filter: { notice_id: unread, keyword: 'creator_live' },
    });
    expect(found.rows.slice(1).map((row) => row[0])).toEqual([String(id.creator_live)]);
  });

  it('refuses callers without notice:publish and answers 404 for a missing notice', async () => {
    const id = await noticeId('账号安全');
    expect(
      (await startExport('reviewer_a', { kind: 'notice_receipts', filter: { notice_id: id } })).statusCode,
    ).toBe(403);
    const missing = await startExport('admin', {
      kind: 'notice_receipts',
      filter: { notice_id: 2_000_000_000 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('公告不存在');
    expect((await startExport('admin', { kind: 'notice_receipts', filter: {} })).statusCode).toBe(400);
  });
});

describe('tracking events export (/log/es)', () => {
  const base = Date.parse('2026-03-02T08:00:00Z');
  beforeAll(async () => {
    await t.database.db.insert(trackingEvents).values(
      Array.from({ length: 5 }, (_, i) => ({
        event: i % 2 ? ('invite' as const) : ('login' as const),
        platform: 'web',
        port: 'console',
        success: i !== 3,
        reason: i === 3 ? '导出探针失败' : null,
        properties: { probe: 'export', n: i },
        userId: id.creator!,
        ip: `198.51.100.${i + 1}`,
        createdAt: new Date(base + i * 60_000),
      })),
    );
  });
  const window = { start: '2026-03-02T07:59:00.000Z', end: '2026-03-02T08:10:00.000Z' };

  it('writes the explorer’s rows newest first with full IPs, and logs the export', async () => {
    const { job, rows } = await exported('admin', { kind: 'tracking_events', filter: window });
    expect(job.rows).toBe(5);
    expect(rows[0]).toEqual([
      'ID',
      '时间',
      '事件',
      '结果',
      '用户 ID',
      '用户',
      'IP',
      '平台',
      '端口',
      '失败原因',
      '属性',
      '设备',
    ]);
    expect(rows.slice(1).map((row) => [row[2], row[3], row[6], row[9]])).toEqual([
      ['登录', '成功', '198.51.100.5', ''],
      ['邀请', '失败', '198.51.100.4', '导出探针失败'],
      ['登录', '成功', '198.51.100.3', ''],
      ['邀请', '成功', '198.51.100.2', ''],
      ['登录', '成功', '198.51.100.1', ''],
    ]);
    expect(JSON.parse(rows[1]![10]!)).toEqual({ probe: 'export', n: 4 });
    const [logged] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'tracking.export'), eq(operationLogs.targetId, job.id)));
    expect(logged).toMatchObject({ module: 'system', summary: '导出通用日志（5 条）' });
  });

  it('keeps the chips’ filters and refuses non-auditors and a reversed range', async () => {
    const failed = await exported('admin', {
      kind: 'tracking_events',
      filter: { ...window, success: 'false', props: 'probe:export' },
    });
    expect(failed.rows.slice(1).map((row) => row[9])).toEqual(['导出探针失败']);
    const events = await exported('admin', {
      kind: 'tracking_events',
      filter: { ...window, events: 'invite' },
    });
    expect(events.rows).toHaveLength(3);

    expect((await startExport('sysop', { kind: 'tracking_events', filter: window })).statusCode).toBe(403);
    expect((await startExport('creator', { kind: 'tracking_events' })).statusCode).toBe(403);
    const range = await startExport('admin', {
      kind: 'tracking_events',
      filter: { start: '2026-03-02T08:00:00Z', end: '2026-01-01T00:00:00Z' },
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toBe('开始时间不能晚于结束时间');
  });

  it('writes more rows than one batch through the cursor', async () => {
    const start = Date.parse('2026-04-02T00:00:00Z');
    await t.database.db.insert(trackingEvents).values(
      Array.from({ length: 1_205 }, (_, i) => ({
        event: 'login' as const,
        platform: 'web',
        port: 'batch',
        success: true,
        properties: {},
        userId: null,
        ip: '192.0.2.1',
        createdAt: new Date(start + i * 1000),
      })),
    );
    const { job, rows } = await exported('admin', {
      kind: 'tracking_events',
      filter: { start: '2026-04-01T23:00:00Z', end: '2026-04-02T02:00:00Z', port: 'batch' },
    });
    expect(job.rows).toBe(1_205);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(1_205);
  });

  it('keeps others’ exports to themselves', async () => {
    const { job } = await exported('admin', { kind: 'tracking_events', filter: window });
    const theirs = (await get<List<ExportJob>>('admin_li', '/api/exports?size=100')).data;
    expect(theirs.map((j) => j.id)).not.toContain(job.id);
    const address = await t.injectAs('admin_li', {
      method: 'GET',
      url: `/api/files/${fileIdOf(job.file!)}/url`,
    });
    expect(address.statusCode).toBe(404);
  });
});
