import { presetRange, type DateRange } from '@creator-console/ui';

/** The statistics' calendar: the server counts days in the platform's time zone. */
const PLATFORM_TIME_ZONE = 'Asia/Shanghai';
const DAY_MS = 86_400_000;
/** The API answers at most 366 days at once. */
export const MAX_RANGE_DAYS = 366;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PLATFORM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** Days from `start` to `end`, both included. */
export const daysBetween = (start: string, end: string): number =>
  Math.round((toUtc(end) - toUtc(start)) / DAY_MS) + 1;

/**
 * The last day with final figures: yesterday on the platform's calendar (today's are still
 * coming in). Ranges end on it at the latest.
 */
export const lastCompleteDay = (now: Date = new Date()): string =>
  dayFormat.format(new Date(now.getTime() - DAY_MS));

/** The earliest start a range may have: the API answers at most 366 days ending on the last one. */
export const earliestDay = (last: string): string => addDays(last, 1 - MAX_RANGE_DAYS);

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toUtc(value));

/**
 * The page's range, in the URL as `?start=YYYY-MM-DD&end=YYYY-MM-DD`. Missing, malformed, reversed
 * or out-of-bounds values fall back to the last 30 days up to the last complete day.
 */
export function readRange(params: URLSearchParams, last: string = lastCompleteDay()): DateRange {
  const start = params.get('start');
  const end = params.get('end');
  if (isDay(start) && isDay(end) && start <= end && end <= last && start >= earliestDay(last)) {
    return { start, end };
  }
  return presetRange('last30Days', last);
}

export const METRICS = ['plays', 'likes', 'comments', 'shares', 'new_fans', 'published'] as const;
export type Metric = (typeof METRICS)[number];

/** The metric the trend chart shows, `?metric=`; plays unless the URL names another. */
export function readMetric(params: URLSearchParams): Metric {
  const metric = params.get('metric');
  return METRICS.includes(metric as Metric) ? (metric as Metric) : 'plays';
}
