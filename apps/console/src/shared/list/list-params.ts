import { z } from 'zod';

/** The page sizes every list offers (the spec's linked-account list: 10, 20, 50, 100; default 10). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** The API's largest page. */
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

type Choices = readonly [string, ...string[]];

/** One of `values`; anything else is `fallback`, or `null` (no filter) without one. */
function oneOf<const T extends Choices>(values: T): z.ZodType<T[number] | null>;
function oneOf<const T extends Choices>(values: T, fallback: T[number]): z.ZodType<T[number]>;
function oneOf(values: Choices, fallback: string | null = null) {
  return z.enum(values).nullable().catch(fallback);
}

/** One of the numbers `values`; anything else is `fallback`, or `null` without one. */
function numberOf<const T extends readonly number[]>(values: T): z.ZodType<T[number] | null>;
function numberOf<const T extends readonly number[]>(values: T, fallback: T[number]): z.ZodType<T[number]>;
function numberOf(values: readonly number[], fallback: number | null = null) {
  return z.coerce
    .number()
    .refine((value) => values.includes(value))
    .nullable()
    .catch(fallback);
}

/**
 * The fields of a list's URL state. Each parses the text of one search parameter and falls back to
 * its default when the text is missing or malformed, so a hand-edited or stale link still opens.
 */
export const urlParam = {
  /** A page number, from 1. */
  page: () => z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  /** One of the page sizes the picker offers. */
  size: (fallback: PageSize = DEFAULT_PAGE_SIZE) =>
    z.coerce
      .number()
      .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
      .catch(fallback),
  /** Any page size up to the API's largest: a shared link may ask for fewer rows than the picker offers. */
  anySize: () =>
    z.coerce
      .number()
      .int()
      .min(1)
      .transform((value) => Math.min(value, MAX_PAGE_SIZE))
      .catch(DEFAULT_PAGE_SIZE),
  /** A text filter, trimmed, at most `max` characters; '' for none. */
  text: (max = 50) =>
    z
      .string()
      .transform((value) => value.trim().slice(0, max))
      .catch(''),
  /** A calendar day, `YYYY-MM-DD`; '' for none. */
  day: () => z.iso.date().catch(''),
  /** A record's id; null for none. */
  id: () => z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().catch(null),
  oneOf,
  numberOf,
};

/** The first page of every list, `page` and `size` (sizes the picker offers). */
export const paging = (defaultSize: PageSize = DEFAULT_PAGE_SIZE) => ({
  page: urlParam.page(),
  size: urlParam.size(defaultSize),
});

/**
 * The URL state of a list with a status filter, a keyword `q` and a date range `start`–`end`
 * beside its paging (the content libraries, the review lists); `status` is null for all.
 */
export type StatusListParams<Status extends string> = {
  page: number;
  size: number;
  status: Status | null;
  q: string;
  start: string;
  end: string;
};

/** A date range whose ends were swapped in the URL, put back in order. */
export function orderedDates<T extends { start: string; end: string }>(params: T): T {
  return params.start && params.end && params.start > params.end
    ? { ...params, start: params.end, end: params.start }
    : params;
}

/** A query whose empty filters (null or '') are left out. */
export type WithoutEmpty<T> = { [K in keyof T]?: Exclude<T[K], null | ''> };

/** A list call's query without its empty filters (null or ''), which the API would read as values. */
export function withoutEmpty<T extends Record<string, unknown>>(query: T): WithoutEmpty<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== null && value !== '' && value !== undefined),
  ) as WithoutEmpty<T>;
}

/** A list's URL state as a zod schema of search parameters, each field falling back to its default. */
export type ListSchema = z.ZodType<Record<string, unknown>>;

/** The list state a URL holds. Empty parameters count as missing. */
export function parseListParams<S extends ListSchema>(schema: S, search: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [name, value] of search) if (value !== '') raw[name] = value;
  return schema.parse(raw);
}

/** New values of search parameters; `null` or '' removes one. */
export type ListChange<Name extends string = string> = Partial<Record<Name, string | number | null>>;

export interface ListKeys {
  /** The parameters of the list's page number and size. */
  page: string;
  size: string;
  /** Parameters that are not filters (an open drawer's id): changing them keeps the page. */
  view: readonly string[];
}

/**
 * The URL after a change. A changed filter shows a different list, so it starts again at the first
 * page (the page parameter leaves the URL) unless the change names the page itself.
 */
export function changeListParams(
  current: URLSearchParams,
  change: ListChange,
  keys: ListKeys,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  const filtered = Object.keys(change).some(
    (name) => name !== keys.page && name !== keys.size && !keys.view.includes(name),
  );
  if (filtered && !(keys.page in change)) next.delete(keys.page);
  return next;
}
