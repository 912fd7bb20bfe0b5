import { z } from 'zod';

/** Dates on the wire are calendar days in the platform's time zone, `YYYY-MM-DD`. */
export const isoDate = z
  .string({ error: '请选择日期' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), '日期无效');

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
