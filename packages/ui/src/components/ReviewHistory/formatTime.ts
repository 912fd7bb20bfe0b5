import type { UiLocale } from '../../locale';

/** A moment as the server sends it (ISO string or epoch ms) or as a Date. */
export type DateInput = Date | string | number;

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The `dateTime` attribute of a <time>; undefined when the value is not a valid date. */
export function isoDateTime(value: DateInput): string | undefined {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Absolute date and time in the locale's short form, e.g. 2025/03/08 14:05 or 03/08/2025, 2:05 PM. */
export function formatDateTime(value: DateInput, locale: UiLocale): string {
  if (isoDateTime(value) === undefined) return String(value);
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(value));
}

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** Time relative to `now` in the locale, e.g. 3 分钟前 / 3 minutes ago, 昨天 / yesterday. */
export function formatRelativeTime(value: DateInput, now: DateInput, locale: UiLocale): string {
  if (isoDateTime(value) === undefined) return String(value);
  let amount = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}
