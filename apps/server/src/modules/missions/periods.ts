import type { MissionPeriod } from '@creator-console/contract';

/**
 * A mission's periods (ad-tasks.md §10): `once`, the ISO week (`2026-W23`) or the calendar month
 * (`2026-06`) in Asia/Shanghai (UTC+8 all year, no daylight saving), each with its bounds.
 */

const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Shanghai wall-clock fields of an instant, read from a shifted UTC date. */
const wall = (at: Date) => new Date(at.getTime() + OFFSET_MS);
/** The instant of a Shanghai wall-clock midnight given as UTC fields. */
const fromWall = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day) - OFFSET_MS);

export interface Period {
  key: string;
  /** Null for `once`: the mission's own window bounds it. */
  start: Date | null;
  end: Date | null;
}

/** The month (`YYYY-MM`, Asia/Shanghai) of an instant, with its bounds. */
export function monthOf(at: Date): Period & { start: Date; end: Date } {
  const w = wall(at);
  const [year, month] = [w.getUTCFullYear(), w.getUTCMonth()];
  return {
    key: `${year}-${pad(month + 1)}`,
    start: fromWall(year, month, 1),
    end: fromWall(year, month + 1, 1),
  };
}

/** The ISO week (`YYYY-Www`, Monday first, Asia/Shanghai) of an instant, with its bounds. */
export function isoWeekOf(at: Date): Period & { start: Date; end: Date } {
  const w = wall(at);
  const weekday = (w.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = Date.UTC(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate()) - weekday * DAY_MS;
  // The ISO year is the year of the week's Thursday.
  const thursday = new Date(monday + 3 * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / (7 * DAY_MS)) + 1;
  return {
    key: `${isoYear}-W${pad(week)}`,
    start: new Date(monday - OFFSET_MS),
    end: new Date(monday + 7 * DAY_MS - OFFSET_MS),
  };
}

export function periodOf(period: MissionPeriod, at: Date): Period {
  if (period === 'weekly') return isoWeekOf(at);
  if (period === 'monthly') return monthOf(at);
  return { key: 'once', start: null, end: null };
}
