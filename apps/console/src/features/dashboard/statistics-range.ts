import { presetRange, type DateRange, type StatTrend } from '@creator-console/ui';

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The dashboard's figures: the last 7 platform days (Beijing time) up to yesterday, the last day
 * whose figures are final — the same days the data overview's 近7天 shows.
 */
export const lastSevenDays = (now: Date = new Date()): DateRange =>
  presetRange('last7Days', dayFormat.format(new Date(now.getTime() - DAY_MS)));

/** The fans gained less the fans lost over the days, as a signed count. */
export function netChangeTrend(net: number, locale: string): StatTrend {
  const value = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(net);
  return { direction: net > 0 ? 'up' : net < 0 ? 'down' : 'flat', value };
}
