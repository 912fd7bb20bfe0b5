/** The quick ranges of /log/index's 时间 filter; `custom` reads the days `start`–`end`. */
export const LOG_RANGES = ['today', '7d', '30d', 'custom'] as const;
export type LogRange = (typeof LOG_RANGES)[number];

const DAY_MS = 86_400_000;
const platformDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The instant a platform day (Asia/Shanghai) starts. */
const dayStart = (day: string) => `${day}T00:00:00+08:00`;

/**
 * The `start`/`end` instants of a range, from the platform's calendar days (Asia/Shanghai), so
 * they stay the same for the whole day (a query key that does not change on every render).
 * 7 天 is today and the six days before it; a custom range includes both its days.
 */
export function rangeInstants(
  range: LogRange,
  custom: { start: string; end: string },
  now: Date = new Date(),
): { start?: string; end?: string } {
  const today = platformDay.format(now);
  switch (range) {
    case 'today':
      return { start: dayStart(today) };
    case '7d':
      return { start: dayStart(addDays(today, -6)) };
    case '30d':
      return { start: dayStart(addDays(today, -29)) };
    case 'custom':
      return {
        ...(custom.start ? { start: dayStart(custom.start) } : {}),
        ...(custom.end ? { end: dayStart(addDays(custom.end, 1)) } : {}),
      };
  }
}

/** A comma list of the URL as the modules it names among `allowed` (others dropped). */
export function modulesOf<M extends string>(text: string, allowed: readonly M[]): M[] {
  const named = new Set(text.split(',').map((part) => part.trim()));
  return allowed.filter((module) => named.has(module));
}
