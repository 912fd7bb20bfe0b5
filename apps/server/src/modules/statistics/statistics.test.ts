import { statisticsFans, statisticsHistory, statisticsInfo } from '@creator-console/contract';
import { and, asc, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, platformDay } from '../../dates.js';
import { dailyStatistics } from '../../db/schema/index.js';
import { HISTORY_DAYS } from '../../db/seed/statistics.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs, userIds } from '../../../test/support/demo.js';

let t: TestApp;
let id: Record<'creator' | 'creator_live' | 'mcn' | 'qinghe_xiaoyu', number>;
beforeAll(async () => {
  t = await buildTestApp();
  id = await userIds(t, ['creator', 'creator_live', 'mcn', 'qinghe_xiaoyu']);
});
afterAll(() => t?.close());

const yesterday = addDays(platformDay(), -1);

const get = (username: string, path: string, query: Record<string, string | number | undefined>) =>
  t.injectAs(username, { method: 'GET', url: `/api/${path}?${qs(query)}` });

async function rowsOf(userId: number, start: string, end: string) {
  return t.database.db
    .select()
    .from(dailyStatistics)
    .where(and(eq(dailyStatistics.userId, userId), between(dailyStatistics.date, start, end)))
    .orderBy(asc(dailyStatistics.date));
}

const sum = (rows: (typeof dailyStatistics.$inferSelect)[]) => ({
  plays: rows.reduce((n, r) => n + r.plays, 0),
  likes: rows.reduce((n, r) => n + r.likes, 0),
  comments: rows.reduce((n, r) => n + r.comments, 0),
  shares: rows.reduce((n, r) => n + r.shares, 0),
  new_fans: rows.reduce((n, r) => n + r.newFans, 0),
  published: rows.reduce((n, r) => n + r.published, 0),
});

describe('seeded history', () => {
  it('covers every creator and MCN for the last 400 days', async () => {
    for (const userId of Object.values(id)) {
      const rows = await rowsOf(userId, addDays(yesterday, -(HISTORY_DAYS - 1)), yesterday);
      expect(rows).toHaveLength(HISTORY_DAYS);
      expect(rows.every((r) => r.plays > 0 && r.likes <= r.plays && r.fans > 0)).toBe(true);
    }
  });
});

describe('GET /api/user-statistics-info', () => {
  it('sums the range and the same-length period before it, with fans at the end', async () => {
    const start = addDays(yesterday, -6);
    const response = await get('creator', 'user-statistics-info', { start_date: start, end_date: yesterday });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(statisticsInfo.parse(data)).toEqual(data);
    const current = await rowsOf(id.creator, start, yesterday);
    const previous = await rowsOf(id.creator, addDays(start, -7), addDays(start, -1));
    expect(current).toHaveLength(7);
    expect(previous).toHaveLength(7);
    expect(data).toEqual({
      user_id: id.creator,
      start_date: start,
      end_date: yesterday,
      totals: sum(current),
      previous: sum(previous),
      fans: current.at(-1)!.fans,
    });
  });

  it('answers zeros for days without figures and carries the fans over', async () => {
    const today = platformDay();
    const response = await get('creator', 'user-statistics-info', {
      start_date: today,
      end_date: addDays(today, 9),
    });
    const { data } = response.json();
    expect(data.totals).toEqual({ plays: 0, likes: 0, comments: 0, shares: 0, new_fans: 0, published: 0 });
    const [last] = await rowsOf(id.creator, yesterday, yesterday);
    expect(data.fans).toBe(last!.fans);
    // The previous ten days reach back into the seeded history.
    expect(data.previous.plays).toBeGreaterThan(0);
  });
});

describe('GET /api/user-statistics-history', () => {
  it('answers one entry per day, filling days without figures with zeros', async () => {
    const start = addDays(yesterday, -27);
    const end = addDays(yesterday, 2);
    const response = await get('mcn', 'user-statistics-history', { start_date: start, end_date: end });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(statisticsHistory.parse(data)).toEqual(data);
    expect(data.user_id).toBe(id.mcn);
    expect(data.days).toHaveLength(30);
    expect(data.days[0].date).toBe(start);
    expect(data.days.at(-1).date).toBe(end);
    const rows = await rowsOf(id.mcn, start, end);
    expect(data.days.slice(0, 28).map((day: { plays: number }) => day.plays)).toEqual(
      rows.map((r) => r.plays),
    );
    expect(data.days.slice(28)).toEqual([
      { date: addDays(yesterday, 1), plays: 0, likes: 0, comments: 0, shares: 0, new_fans: 0, published: 0 },
      { date: end, plays: 0, likes: 0, comments: 0, shares: 0, new_fans: 0, published: 0 },
    ]);
  });
});

describe('GET /api/user-statistics-fans', () => {
  it('answers daily fans and the gender and age shares', async () => {
    const start = addDays(yesterday, -13);
    const end = addDays(yesterday, 1);
    const response = await get('creator_live', 'user-statistics-fans', { start_date: start, end_date: end });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(statisticsFans.parse(data)).toEqual(data);
    const rows = await rowsOf(id.creator_live, start, yesterday);
    expect(data.days).toHaveLength(15);
    expect(data.days.slice(0, 14)).toEqual(
      rows.map((r) => ({ date: r.date, fans: r.fans, new_fans: r.newFans, lost_fans: r.lostFans })),
    );
    expect(data.days[14]).toEqual({ date: end, fans: rows.at(-1)!.fans, new_fans: 0, lost_fans: 0 });
    expect(data.fans).toBe(rows.at(-1)!.fans);
    expect(data.gender).toEqual([
      { label: '男', value: 79 },
      { label: '女', value: 21 },
    ]);
    expect(data.age).toHaveLength(6);
    expect(data.age.reduce((n: number, s: { value: number }) => n + s.value, 0)).toBe(100);
  });
});

describe('who may read whose figures', () => {
  const range = { start_date: addDays(yesterday, -6), end_date: yesterday };

  it('lets a creator or an MCN read only their own', async () => {
    for (const path of ['user-statistics-info', 'user-statistics-history', 'user-statistics-fans']) {
      const own = await get('creator', path, { ...range, user_id: id.creator });
      expect(own.statusCode).toBe(200);
      const other = await get('creator', path, { ...range, user_id: id.creator_live });
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe('只能查看自己的数据');
      // Not even an MCN's own creators.
      const mcn = await get('mcn', path, { ...range, user_id: id.qinghe_xiaoyu });
      expect(mcn.statusCode).toBe(403);
    }
  });

  it('lets staff read anyone', async () => {
    for (const username of ['operator', 'admin']) {
      const response = await get(username, 'user-statistics-info', { ...range, user_id: id.qinghe_xiaoyu });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user_id).toBe(id.qinghe_xiaoyu);
      expect(response.json().data.totals.plays).toBeGreaterThan(0);
    }
    const missing = await get('operator', 'user-statistics-info', { ...range, user_id: 999_999 });
    expect(missing.statusCode).toBe(404);
  });

  it('needs analytics:view and a session', async () => {
    expect((await get('mcn_pending', 'user-statistics-info', range)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user-statistics-info?${qs(range)}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('validation', () => {
  it.each([
    [{ end_date: yesterday }, '请选择日期'],
    [{ start_date: '2026/01/01', end_date: yesterday }, '日期格式应为 YYYY-MM-DD'],
    [{ start_date: yesterday, end_date: addDays(yesterday, -1) }, '开始日期不能晚于结束日期'],
    [{ start_date: addDays(yesterday, -366), end_date: yesterday }, '时间范围不能超过 366 天'],
    [{ start_date: yesterday, end_date: yesterday, user_id: 'abc' }, 'user_id 无效'],
  ])('answers 400 for %j', async (query, message) => {
    const response = await get('creator', 'user-statistics-history', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
