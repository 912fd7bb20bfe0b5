/**
 * Calendar days of the platform (contract `isoDate`: `YYYY-MM-DD` in the platform's time zone).
 * Day arithmetic is done on UTC midnights, so it never meets a daylight-saving gap.
 */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PLATFORM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The platform's calendar day of an instant (default: now). */
export const platformDay = (at: Date = new Date()): string => dayFormat.format(at);

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** Days from `from` to `to`, both included (1 for the same day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const count = daysBetween(from, to);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

/**
 * A time as the sheets show it, `toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })`'s
 * text (`2026/11/27 07:47:52`), from one formatter made once: that call builds a new one each time,
 * and most of a 100 000-row export's time was spent there. Empty for no time.
 */
const SHEET_TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  hour12: false,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
export const sheetTime = (value: unknown): string =>
  value ? SHEET_TIME.format(new Date(value as string)) : '';
