import { z } from 'zod';
import { CIPHERTEXT_PATTERN } from '../crypto.js';

/**
 * A day that exists, from 1900 to 9999: month lengths and leap years (a century only when divisible
 * by 400) are in the pattern itself, so the API document carries the very check the server runs.
 * Years before 1900 are refused: nobody files anything then, and a day before year 1 in UTC is
 * one PostgreSQL cannot hold (0000-01-01 was a 500).
 */
const YEAR = '(?:19|[2-9]\\d)\\d\\d';
const LEAP_YEAR = '(?:(?:19|[2-9]\\d)(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[3579][26])00)';
export const CALENDAR_DAY_PATTERN = new RegExp(
  `^(?:${LEAP_YEAR}-02-29|${YEAR}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))$`,
);

/** Dates on the wire are calendar days in the platform's time zone, `YYYY-MM-DD`, that exist. */
export const isoDate = z.string({ error: '请选择日期' }).regex(CALENDAR_DAY_PATTERN, {
  error: (issue) =>
    /^\d{4}-\d{2}-\d{2}$/.test(String(issue.input)) ? '日期无效' : '日期格式应为 YYYY-MM-DD',
});

/** The longest range a bounded date-range query may ask for (statistics), both ends included. */
export const MAX_RANGE_DAYS = 366;
/**
 * The two ends of a bounded date range: calendar days, start ≤ end, at most `MAX_RANGE_DAYS` days
 * with both ends included. Schemas of their own (not `isoDate` itself), so the API document can say
 * so on the parameters.
 */
export const rangeStartDate = isoDate.clone();
export const rangeEndDate = isoDate.clone();

/** Days from `start` to `end`, both included (1 for the same day). */
export const rangeDays = (start: string, end: string) =>
  Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;

/**
 * A field sent encrypted with the fixed-key scheme: `missing` when it is absent or blank, and the
 * server's own words (`<label>无法解密…`) when it is not ciphertext at all. Whether it decrypts with
 * the key is left to the server (a wrong key is the same 400).
 */
export const encryptedField = ({
  missing,
  label,
  max = 512,
}: {
  missing: string;
  label: string;
  max?: number;
}) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { message: missing, abort: true })
    .max(max, { message: '加密字段过长', abort: true })
    .regex(CIPHERTEXT_PATTERN, `${label}无法解密，请刷新页面后重试`);

/** Timestamps are ISO 8601 strings in UTC. */
export const timestamp = z.string();

/** Ids are PostgreSQL integers: anything larger is refused as invalid input, never a database error. */
export const MAX_ID = 2_147_483_647;

/** An id as text: canonical decimal only (no `0x10`, `1e3`, `01`, ` 1`, `1.0`, `+1`). */
const CANONICAL_ID = /^[1-9][0-9]*$/;

/**
 * A positive integer id that arrives in a path or a query string (as canonical decimal text), or
 * as a number from a caller that holds one.
 */
export const queryId = (message: string) =>
  z
    .union([z.number(), z.string().regex(CANONICAL_ID, message)], { error: message })
    .pipe(z.coerce.number<number | string>().int(message).positive(message).max(MAX_ID, message));

export const idParam = z.object({ id: queryId('id 无效') });

/** 0 or 1 flags, as the API has always sent them. */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** A short public view of another user: never a full phone number. */
export const userBrief = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  role_name: z.string(),
});
export type UserBrief = z.infer<typeof userBrief>;
