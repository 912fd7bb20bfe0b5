import type { MetricTotals } from '@creator-console/contract';
import { and, asc, between, desc, eq, lt, lte, sql, type AnyColumn } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { addDays, daysBetween, eachDay } from '../../dates.js';
import { dailyStatistics, fanShares } from '../../db/schema/index.js';

export interface DateRange {
  start: string;
  end: string;
}

export interface DailyMetrics extends MetricTotals {
  date: string;
}

export interface FanDay {
  date: string;
  fans: number;
  new_fans: number;
  lost_fans: number;
}

export interface Share {
  label: string;
  value: number;
}

export interface StatisticsRepository {
  /** Sums over the range and over the same-length period just before it, and fans at the range's end. */
  totals(
    userId: number,
    range: DateRange,
  ): Promise<{ totals: MetricTotals; previous: MetricTotals; fans: number }>;
  /** One entry per day of the range; a day without figures is zeros. */
  history(userId: number, range: DateRange): Promise<DailyMetrics[]>;
  /**
   * One entry per day of the range; a day without figures gains and loses nobody and keeps the
   * fans of the day before. `fans` is the total at the range's end; shares in percent.
   */
  fans(
    userId: number,
    range: DateRange,
  ): Promise<{ fans: number; days: FanDay[]; gender: Share[]; age: Share[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    statistics: StatisticsRepository;
  }
}

const ZERO: MetricTotals = { plays: 0, likes: 0, comments: 0, shares: 0, new_fans: 0, published: 0 };

const total = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export default fp(
  async (app) => {
    const { db } = app;
    const s = dailyStatistics;

    /** Fans at the end of `day`: the latest recorded total on or before it (0 before any). */
    async function fansOn(userId: number, day: string): Promise<number> {
      const [row] = await db
        .select({ fans: s.fans })
        .from(s)
        .where(and(eq(s.userId, userId), lte(s.date, day)))
        .orderBy(desc(s.date))
        .limit(1);
      return row?.fans ?? 0;
    }

    const repository: StatisticsRepository = {
      async totals(userId, { start, end }) {
        const previousStart = addDays(start, -daysBetween(start, end));
        const rows = await db
          .select({
            inRange: sql<boolean>`${s.date} >= ${start}`.as('in_range'),
            plays: total(s.plays),
            likes: total(s.likes),
            comments: total(s.comments),
            shares: total(s.shares),
            new_fans: total(s.newFans),
            published: total(s.published),
          })
          .from(s)
          .where(and(eq(s.userId, userId), between(s.date, previousStart, end)))
          .groupBy(sql`in_range`);
        const pick = (inRange: boolean): MetricTotals => {
          const row = rows.find((r) => Boolean(r.inRange) === inRange);
          if (!row) return { ...ZERO };
          const { inRange: _inRange, ...sums } = row;
          return sums;
        };
        return { totals: pick(true), previous: pick(false), fans: await fansOn(userId, end) };
      },

      async history(userId, { start, end }) {
        const rows = await db
          .select({
            date: s.date,
            plays: s.plays,
            likes: s.likes,
            comments: s.comments,
            shares: s.shares,
            new_fans: s.newFans,
            published: s.published,
          })
          .from(s)
          .where(and(eq(s.userId, userId), between(s.date, start, end)))
          .orderBy(asc(s.date));
        const byDay = new Map(rows.map((row) => [row.date, row]));
        return eachDay(start, end).map((date) => byDay.get(date) ?? { date, ...ZERO });
      },

      async fans(userId, { start, end }) {
        const [rows, before, shares] = await Promise.all([
          db
            .select({ date: s.date, fans: s.fans, new_fans: s.newFans, lost_fans: s.lostFans })
            .from(s)
            .where(and(eq(s.userId, userId), between(s.date, start, end)))
            .orderBy(asc(s.date)),
          db
            .select({ fans: s.fans })
            .from(s)
            .where(and(eq(s.userId, userId), lt(s.date, start)))
            .orderBy(desc(s.date))
            .limit(1),
          db
            .select({ dimension: fanShares.dimension, label: fanShares.label, value: fanShares.value })
            .from(fanShares)
            .where(eq(fanShares.userId, userId))
            .orderBy(asc(fanShares.dimension), asc(fanShares.position)),
        ]);
        const byDay = new Map(rows.map((row) => [row.date, row]));
        let fans = before[0]?.fans ?? 0;
        const days = eachDay(start, end).map((date) => {
          const row = byDay.get(date);
          if (row) fans = row.fans;
          return row ?? { date, fans, new_fans: 0, lost_fans: 0 };
        });
        const of = (dimension: 'gender' | 'age') =>
          shares
            .filter((share) => share.dimension === dimension)
            .map(({ label, value }) => ({ label, value }));
        return { fans, days, gender: of('gender'), age: of('age') };
      },
    };
    app.decorate('statistics', repository);
  },
  { name: 'statistics-repository', dependencies: ['db'] },
);
