import type { TRACKING_EVENTS } from '@creator-console/contract';
import { trackedEvent } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { userIds } from '../../../test/support/demo.js';

/**
 * The behaviour-log explorer (admin.md §6.12, §8, §10.9): each case writes its events in a window
 * of its own, far from the seed's, so they do not see each other's rows.
 */
let t: TestApp;
let id: Record<'creator' | 'mcn', number>;
beforeAll(async () => {
  t = await buildTestApp();
  id = await userIds(t, ['creator', 'mcn']);
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const windowAt = (year: number) => Date.parse(`${year}-03-01T00:00:00Z`);
const isoAt = (ms: number) => new Date(ms).toISOString();

type Row = { id: number; created_at: string; ip: string; user_id: number | null };
const get = (url: string, username = 'admin') => t.injectAs(username, { method: 'GET', url });
async function ok(url: string, username = 'admin') {
  const response = await get(url, username);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const q = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
  ).toString();

async function insert(
  rows: {
    at: number;
    event?: string;
    success?: boolean;
    userId?: number | null;
    ip?: string;
    reason?: string | null;
    properties?: Record<string, string | number | boolean>;
  }[],
) {
  await t.database.db.insert(trackingEvents).values(
    rows.map((row) => ({
      event: (row.event ?? 'login') as (typeof TRACKING_EVENTS)[number],
      success: row.success ?? true,
      platform: '创作者平台',
      port: 'PC',
      reason: row.reason ?? null,
      properties: row.properties ?? {},
      userId: row.userId ?? null,
      ip: row.ip ?? '10.0.0.1',
      createdAt: new Date(row.at),
    })),
  );
}

/** Every event of the window, newest first, as the database orders them. */
async function allOf(start: number, end: number, extra = sql`true`) {
  const result = await t.database.db.execute(sql`select id from tracking_events
    where created_at >= ${isoAt(start)}::timestamptz and created_at < ${isoAt(end)}::timestamptz and ${extra}
    order by created_at desc, id desc`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

async function pages(params: Record<string, string | number | undefined>, between?: () => Promise<void>) {
  const seen: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 200; i += 1) {
    const page = await ok(`/api/track?${q({ ...params, cursor })}`);
    seen.push(...page.data.map((row: Row) => row.id));
    if (!page.next_cursor) return seen;
    cursor = page.next_cursor;
    await between?.();
  }
  throw new Error('too many pages');
}

describe('GET /api/track (explorer mode)', () => {
  it('answers 400 with the design’s messages', async () => {
    const cases: [string, string][] = [
      [q({ start: '2026-01-01T00:00:00Z', end: '2025-01-01T00:00:00Z' }), '开始时间不能晚于结束时间'],
      [q({ start: '2026-01-01T00:00:00Z', end: '2026-04-02T00:00:00Z' }), '时间范围不能超过 90 天'],
      [q({ props: 'label' }), '属性筛选格式应为 键:值'],
      [q({ events: 'login,purchase' }), '事件类型无效'],
      [q({ cursor: 'MjAyNnwx.AAAA' }), '分页游标无效，请从第一页重新加载'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/track?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    expect((await get(`/api/track?${q({ reason: 'x'.repeat(51) })}`)).statusCode).toBe(400);
    const tooMany = await get('/api/track?props=a:1&props=b:2&props=c:3&props=d:4');
    expect(tooMany.statusCode).toBe(400);
    for (const path of ['/api/track/histogram', '/api/track/facets']) {
      const response = await get(
        `${path}?${q({ start: '2026-02-01T00:00:00Z', end: '2026-01-01T00:00:00Z' })}`,
      );
      expect(response.json().message).toBe('开始时间不能晚于结束时间');
    }
    const missing = await get('/api/track/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('事件不存在');
  });

  it('refuses a cursor edited by hand, even one that decodes', async () => {
    const base = windowAt(2031);
    await insert(Array.from({ length: 5 }, (_, i) => ({ at: base + i * 1000 })));
    const range = { start: isoAt(base), end: isoAt(base + HOUR), size: 2 };
    const first = await ok(`/api/track?${q(range)}`);
    const [body, mac] = (first.next_cursor as string).split('.');
    const payload = Buffer.from(body!, 'base64url').toString();
    const edited = Buffer.from(payload.replace(/\|\d+$/, '|1')).toString('base64url');
    for (const cursor of [`${edited}.${mac}`, `${body}.${mac}x`, `${body}`, 'x'.repeat(60)]) {
      const response = await get(`/api/track?${q({ ...range, cursor })}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().message).toBe('分页游标无效，请从第一页重新加载');
    }
  });

  it('pages concatenate to the ordered full result, ties on created_at included (§10.9)', async () => {
    const base = windowAt(2032);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 9 }),
        fc.boolean(),
        async (seconds, size, failuresOnly) => {
          const start = base + Math.floor(Math.random() * 1e6) * 60_000;
          await insert(seconds.map((s, i) => ({ at: start + s * 1000, success: i % 3 !== 0 })));
          const params = {
            start: isoAt(start),
            end: isoAt(start + HOUR),
            size,
            success: failuresOnly ? 'false' : undefined,
          };
          const expected = await allOf(start, start + HOUR, failuresOnly ? sql`not success` : sql`true`);
          expect(await pages(params)).toEqual(expected);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('has no duplicate and no gap while events arrive between pages', async () => {
    const base = windowAt(2033);
    await insert(Array.from({ length: 40 }, (_, i) => ({ at: base + (i % 13) * 1000 })));
    const before = await allOf(base, base + HOUR);
    let tick = 0;
    const seen = await pages({ start: isoAt(base), end: isoAt(base + HOUR), size: 6 }, async () => {
      tick += 1;
      // Newer ones (above the cursor) and ones at the very instants already paged.
      await insert([{ at: base + 20_000 + tick }, { at: base + (tick % 13) * 1000 }]);
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
    const after = await allOf(base, base + HOUR);
    // Order kept: what was seen is a subsequence of the final order.
    const positions = seen.map((id) => after.indexOf(id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('counts exactly from the rollup, or up to 10 000 otherwise', async () => {
    const base = windowAt(2034) + 17 * 60_000; // partial first and last hours
    await t.database.db
      .execute(sql`insert into tracking_events (event, success, platform, port, user_id, ip, created_at)
      select (array['login','invite'])[1 + g % 2], g % 5 <> 0, '创作者平台', 'PC', ${id.creator}, '10.1.1.' || (g % 7),
        ${isoAt(base)}::timestamptz + g * interval '1 second'
      from generate_series(0, 10049) as g`);
    const range = { start: isoAt(base), end: isoAt(base + 3 * HOUR) };
    const all = await ok(`/api/track?${q({ ...range, size: 5 })}`);
    expect(all).toMatchObject({ total: 10_050, total_relation: 'eq' });
    const failures = await ok(`/api/track?${q({ ...range, success: 'false', events: 'login' })}`);
    expect(failures.total).toBe(
      (await allOf(base, base + 3 * HOUR, sql`not success and event = 'login'`)).length,
    );
    const notLogin = await ok(`/api/track?${q({ ...range, events: 'login', not: 'events' })}`);
    expect(notLogin.total).toBe(5025);
    const byUser = await ok(`/api/track?${q({ ...range, user_id: id.creator })}`);
    expect(byUser).toMatchObject({ total: 10_000, total_relation: 'gte' });
    const byIp = await ok(`/api/track?${q({ ...range, ip: '10.1.1.3' })}`);
    expect(byIp).toMatchObject({ total: 1436, total_relation: 'eq' });

    // Histogram buckets sum to the total, on either path.
    const week = { start: isoAt(base - 3 * 24 * HOUR), end: isoAt(base + 3 * 24 * HOUR) };
    const histogram = await ok(`/api/track/histogram?${q(week)}`);
    expect(histogram.source).toBe('rollup');
    expect(histogram.interval).toBe(180);
    expect(histogram.buckets.length).toBeLessThanOrEqual(120);
    const sum = (h: { buckets: { success: number; failure: number }[] }) =>
      h.buckets.reduce((n, b) => n + b.success + b.failure, 0);
    expect(sum(histogram)).toBe((await ok(`/api/track?${q({ ...week, size: 1 })}`)).total);
    const scanned = await ok(`/api/track/histogram?${q({ ...range, ip: '10.1.1.3' })}`);
    expect(scanned.source).toBe('scan');
    expect(scanned.interval).toBe(5);
    expect(sum(scanned)).toBe(1436);
    const partial = await ok(
      `/api/track/histogram?${q({ start: isoAt(base - 23 * HOUR), end: isoAt(base + HOUR) })}`,
    );
    expect(sum(partial)).toBe(
      (await ok(`/api/track?${q({ start: isoAt(base - 23 * HOUR), end: isoAt(base + HOUR), size: 1 })}`))
        .total,
    );

    // Facets: exact for event and result from the rollup, sampled for the rest.
    const facets = (await ok(`/api/track/facets?${q({ ...range, fields: 'event,success,ip,user_id' })}`))
      .fields;
    expect(facets.map((f: { field: string }) => f.field)).toEqual(['event', 'success', 'ip', 'user_id']);
    expect(facets[0]).toMatchObject({
      sampled: false,
      values: [
        { value: 'invite', count: 5025 },
        { value: 'login', count: 5025 },
      ],
    });
    expect(facets[1]).toMatchObject({
      sampled: false,
      values: [
        { value: 'true', count: 8040 },
        { value: 'false', count: 2010 },
      ],
    });
    expect(facets[2]).toMatchObject({ sampled: true, sample_size: 10_000 });
    expect(facets[2].values).toHaveLength(7);
    expect(facets[3]).toMatchObject({ values: [{ value: String(id.creator), count: 10_000 }] });
    // Without log:audit the addresses merge into their masked /24.
    const masked = (await ok(`/api/track/facets?${q({ ...range, fields: 'ip' })}`, 'operator')).fields[0];
    expect(masked.values).toEqual([{ value: '10.1.1.*', count: 10_000 }]);
    const filtered = (await ok(`/api/track/facets?${q({ ...range, user_id: id.creator, fields: 'event' })}`))
      .fields[0];
    expect(filtered).toMatchObject({ sampled: true, sample_size: 10_000 });
  });

  it('filters by user, IP, reason and properties, is and is not', async () => {
    const base = windowAt(2035);
    await insert([
      {
        at: base + 1000,
        userId: id.creator,
        ip: '203.0.113.7',
        success: false,
        reason: '账号或密码错误',
        properties: { label: 'phone' },
      },
      { at: base + 2000, userId: id.mcn, ip: '198.51.100.2', event: 'invite', properties: { type: 1 } },
      {
        at: base + 3000,
        userId: null,
        ip: '203.0.113.9',
        event: 'certification_submit',
        properties: { type: 2, label: 'x' },
      },
    ]);
    const range = { start: isoAt(base), end: isoAt(base + HOUR) };
    const ids = async (params: Record<string, string | number | undefined>, username = 'admin') =>
      (await ok(`/api/track?${q({ ...range, ...params })}`, username)).data.map((r: Row) => r.ip);
    expect(await ids({ user_id: id.creator })).toEqual(['203.0.113.7']);
    expect(await ids({ user_id: id.creator, not: 'user_id' })).toEqual(['203.0.113.9', '198.51.100.2']);
    expect(await ids({ ip: '203.0.113.9' })).toEqual(['203.0.113.9']);
    expect(await ids({ ip: '203.0.113.*' })).toEqual(['203.0.113.9', '203.0.113.7']);
    expect(await ids({ reason: '密码' })).toEqual(['203.0.113.7']);
    expect(await ids({ reason: '密码', not: 'reason' })).toHaveLength(2);
    expect(await ids({ props: 'type:1' })).toEqual(['198.51.100.2']);
    expect(await ids({ props: 'label:phone' })).toEqual(['203.0.113.7']);
    expect(await ids({ props: 'label:phone', not: 'props' })).toHaveLength(2);
    expect(await ids({ events: 'invite,certification_submit' })).toHaveLength(2);
    expect(await ids({ success: 'false' })).toEqual(['203.0.113.7']);
    // Without log:audit: masked rows, and an exact address filters as its masked /24.
    expect(await ids({ ip: '203.0.113.9' }, 'operator')).toEqual(['203.0.113.*', '203.0.113.*']);
    const page = await ok(`/api/track?${q({ ...range })}`);
    for (const row of page.data) expect(trackedEvent.parse(row)).toEqual(row);
    expect(page.data[2]).toMatchObject({
      user_id: id.creator,
      user_name: expect.any(String),
      reason: '账号或密码错误',
    });
    const props = (await ok(`/api/track/facets?${q({ ...range, fields: 'prop_key' })}`)).fields[0];
    expect(props.values).toEqual([
      { value: 'label', count: 2 },
      { value: 'type', count: 2 },
    ]);
  });

  it('shows one event, its IP masked without log:audit', async () => {
    const base = windowAt(2036);
    await insert([{ at: base, ip: '203.0.113.7' }]);
    const [eventId] = await allOf(base, base + 1000);
    expect((await ok(`/api/track/${eventId}`)).ip).toBe('203.0.113.7');
    expect((await ok(`/api/track/${eventId}`, 'operator')).ip).toBe('203.0.113.*');
    expect((await get(`/api/track/${eventId}`, 'creator')).statusCode).toBe(403);
  });

  it('starts from the demo seed: about 3 000 events, the burst from 203.0.113.7, rollups equal to the rows', async () => {
    const now = Date.now();
    const month = { start: isoAt(now - 31 * 24 * HOUR), end: isoAt(now + HOUR), size: 1 };
    const seeded = await ok(`/api/track?${q(month)}`);
    expect(seeded.total).toBeGreaterThan(2_000);
    expect(seeded.total).toBeLessThan(4_000);
    const burst = await ok(`/api/track?${q({ ...month, ip: '203.0.113.7', success: 'false' })}`);
    expect(burst.total).toBe(48);
    const result = await t.database.db.execute(sql`select
      (select coalesce(sum(count), 0)::int from tracking_event_rollups) as rolled,
      (select count(*)::int from tracking_events) as counted`);
    const [row] = (result as unknown as { rows: { rolled: number; counted: number }[] }).rows;
    expect(row!.rolled).toBe(row!.counted);
  });
});
