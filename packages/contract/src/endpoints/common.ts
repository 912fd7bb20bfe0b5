import { z } from 'zod';
import { CIPHERTEXT_PATTERN } from '../crypto.js';

/**
 * Dates on the wire are calendar days in the platform's time zone, `YYYY-MM-DD`, and must exist
 * (`2026-02-30` and `0000-00-00` are refused). zod's ISO date is one pattern that knows month
 * lengths and leap years, so the API document carries the very check the server runs.
 */
export const isoDate = z.iso.date({
  error: (issue) =>
    issue.input === undefined || issue.code === 'invalid_type'
      ? '请选择日期'
      : /^\d{4}-\d{2}-\d{2}$/.test(String(issue.input))
        ? '日期无效'
        : '日期格式应为 YYYY-MM-DD',
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
