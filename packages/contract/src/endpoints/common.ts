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

export const idParam = z.object({
  id: z.coerce.number<number>({ error: 'id 无效' }).int().positive('id 无效').max(MAX_ID, 'id 无效'),
});

/** A positive integer id that arrives in a query string. */
export const queryId = (message: string) =>
  z.coerce.number<number>({ error: message }).int().positive(message).max(MAX_ID, message);

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
