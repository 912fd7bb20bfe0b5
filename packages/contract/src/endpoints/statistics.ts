import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { MAX_RANGE_DAYS, queryId, rangeDays, rangeEndDate, rangeStartDate } from './common.js';

/**
 * A date range, both ends included, at most `MAX_RANGE_DAYS` (366) days. `user_id` lets staff read a creator's
 * figures; creators may only read their own (the server refuses anyone else's with 403).
 */
export const statisticsQuery = z
  .object({
    start_date: rangeStartDate,
    end_date: rangeEndDate,
    user_id: queryId('user_id 无效').optional(),
  })
  .refine((q) => q.start_date <= q.end_date, { message: '开始日期不能晚于结束日期', path: ['end_date'] })
  .refine((q) => rangeDays(q.start_date, q.end_date) <= MAX_RANGE_DAYS, {
    message: `时间范围不能超过 ${MAX_RANGE_DAYS} 天`,
    path: ['start_date'],
  });
export type StatisticsQuery = z.input<typeof statisticsQuery>;

export const metricTotals = z.object({
  plays: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  new_fans: z.number().int(),
  published: z.number().int(),
});
export type MetricTotals = z.infer<typeof metricTotals>;

export const statisticsInfo = z.object({
  user_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  /** Sums over the range. */
  totals: metricTotals,
  /** Sums over the range of the same length just before, for trends. */
  previous: metricTotals,
  /** Fans at the end of the range. */
  fans: z.number().int(),
});

export const dailyMetrics = metricTotals.extend({ date: z.string() });
export const statisticsHistory = z.object({ user_id: z.number().int(), days: z.array(dailyMetrics) });

export const fanDay = z.object({
  date: z.string(),
  fans: z.number().int(),
  new_fans: z.number().int(),
  lost_fans: z.number().int(),
});
export const share = z.object({ label: z.string(), value: z.number().int() });
export const statisticsFans = z.object({
  user_id: z.number().int(),
  fans: z.number().int(),
  days: z.array(fanDay),
  gender: z.array(share),
  age: z.array(share),
});

export const userStatisticsInfo = defineEndpoint({
  method: 'GET',
  path: '/api/user-statistics-info',
  summary: 'Totals over a date range with the previous period, and fans at its end',
  tag: 'statistics',
  access: needs('analytics:view'),
  query: statisticsQuery,
  response: statisticsInfo,
});

export const userStatisticsHistory = defineEndpoint({
  method: 'GET',
  path: '/api/user-statistics-history',
  summary: 'Daily metrics over a date range (days without activity are zeros)',
  tag: 'statistics',
  access: needs('analytics:view'),
  query: statisticsQuery,
  response: statisticsHistory,
});

export const userStatisticsFans = defineEndpoint({
  method: 'GET',
  path: '/api/user-statistics-fans',
  summary: 'Daily fan totals over a date range, and the fans by gender and age',
  tag: 'statistics',
  access: needs('analytics:view'),
  query: statisticsQuery,
  response: statisticsFans,
});
