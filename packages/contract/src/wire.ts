import { z } from 'zod';

/** Every successful body: `{ data, message? }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });

/** Every error body: a human-readable message (zh-CN by default) and, for invalid input, the issues. */
export const errorBody = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Lists answer `{ data: { data: [...], total } }`. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Paging query parameters; they arrive as strings in a URL, so they are coerced. */
export const pageQuery = z.object({
  page: z.coerce.number<number>().int().min(1).default(1),
  size: z.coerce.number<number>().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

/**
 * Status codes of the wire convention (ARCHITECTURE.md). The client's rules of spec §8 depend on them.
 */
export const STATUS = {
  ok: 200,
  refused: 202,
  notice: 207,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  invalid: 422,
  rateLimited: 429,
  maintenance: 503,
} as const;
