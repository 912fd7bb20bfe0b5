import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { PLATFORM } from '../roles.js';
import { pageQuery } from '../wire.js';
import { idParam, MAX_ID, timestamp } from './common.js';

/** The behaviour-tracking events of spec §7. */
export const TRACKING_EVENTS = ['login', 'invite', 'certification_submit', 'certification_approval'] as const;

export const trackingEvent = z.object({
  event: z.enum(TRACKING_EVENTS, { error: '事件类型无效' }),
  platform: z.literal(PLATFORM.label).default(PLATFORM.label),
  port: z.literal(PLATFORM.port).default(PLATFORM.port),
  success: z.boolean(),
  /** Why it failed: the server's message, or 0 when there was none (spec §8). */
  reason: z.union([z.string().max(200), z.literal(0)]).default(0),
  /** e.g. the login label (phone or creator-number), an invite's type. Never a secret. */
  properties: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]))
    .default({}),
});
export type TrackingEventInput = z.input<typeof trackingEvent>;

export const track = defineEndpoint({
  method: 'POST',
  path: '/api/track',
  summary:
    'Record a behaviour-tracking event (login failures have no session, so this is public and rate limited)',
  tag: 'tracking',
  access: 'public',
  body: trackingEvent,
  response: z.null(),
});

export const trackedEvent = z.object({
  id: z.number().int(),
  event: z.enum(TRACKING_EVENTS),
  platform: z.string(),
  port: z.string(),
  success: z.boolean(),
  reason: z.union([z.string(), z.literal(0)]),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  user_id: z.number().int().nullable(),
  /** The sender's display name, when there was one. */
  user_name: z.string().nullable().optional(),
  /** Masked to its last octet (`203.0.113.*`) for a caller without `log:audit`. */
  ip: z.string(),
  user_agent: z.string().optional(),
  acting_mcn_id: z.number().int().nullable().optional(),
  created_at: timestamp,
});
export type TrackedEvent = z.infer<typeof trackedEvent>;

/** The explorer's longest time range (admin.md §6.12). */
export const TRACKING_MAX_RANGE_DAYS = 90;
/** Above this many matches (outside the rollup path) the total is `gte`. */
export const TRACKING_COUNT_CAP = 10_000;
/** Sampled facets read the newest this many matches. */
export const TRACKING_FACET_SAMPLE = 10_000;
/** At most this many bars in the histogram. */
export const TRACKING_MAX_BUCKETS = 120;
/** The histogram's bucket ladder, in minutes: 1 分, 5 分, 15 分, 1 时, 3 时, 12 时, 1 天. */
export const TRACKING_INTERVALS = [1, 5, 15, 60, 180, 720, 1440] as const;
export type TrackingInterval = (typeof TRACKING_INTERVALS)[number];

/** The fields a filter can name and a facet can count (`prop_key`: the properties' keys). */
export const TRACKING_FIELDS = [
  'event',
  'success',
  'platform',
  'port',
  'reason',
  'user_id',
  'ip',
  'prop_key',
] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];
/** The filters `not` can negate (is not). */
export const TRACKING_NEGATABLE = ['events', 'user_id', 'ip', 'platform', 'port', 'reason', 'props'] as const;

const INVALID_EVENT = '事件类型无效';
const PROPS_FORMAT = '属性筛选格式应为 键:值';
/** `键:值`: a key of 1–40 characters without a colon, then a value of 1–200. */
export const TRACKING_PROP_PATTERN = /^[^:]{1,40}:.{1,200}$/s;

/** A comma list in a query string (or a repeated parameter), blanks dropped. */
const commaList = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean),
);

const instant = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), message);

/**
 * The explorer's filters (admin.md §6.12). Legacy callers send only `page`, `size`, `event`;
 * any of the others (or a cursor) switches to the keyset mode over a time range (default: the
 * last 24 hours up to now).
 */
const filterShape = {
  start: instant('开始时间无效').optional(),
  end: instant('结束时间无效').optional(),
  events: commaList
    .pipe(z.array(z.enum(TRACKING_EVENTS, { error: INVALID_EVENT })).max(4, INVALID_EVENT))
    .optional(),
  success: z
    .enum(['true', 'false', '1', '0'], { error: '结果筛选无效' })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  user_id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, '用户 id 无效')
    .transform(Number)
    .refine((value) => value <= MAX_ID, '用户 id 无效')
    .optional(),
  ip: z.string().trim().min(1).max(64, 'IP 过长').optional(),
  platform: z.string().trim().min(1).max(40).optional(),
  port: z.string().trim().min(1).max(40).optional(),
  reason: z.string().trim().min(1).max(50, '失败原因筛选不能超过 50 个字符').optional(),
  props: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]).filter((part) => part.trim()))
    .pipe(z.array(z.string().regex(TRACKING_PROP_PATTERN, PROPS_FORMAT)).max(3, '属性筛选最多 3 个'))
    .optional(),
  /** Filters to negate (is not), e.g. `not=events,ip`. */
  not: commaList.pipe(z.array(z.enum(TRACKING_NEGATABLE, { error: '筛选条件无效' }))).optional(),
};

function checkRange(q: { start?: string | undefined; end?: string | undefined }, ctx: z.RefinementCtx) {
  if (!q.start || !q.end) return;
  const span = Date.parse(q.end) - Date.parse(q.start);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['start'], message: '开始时间不能晚于结束时间' });
  else if (span > TRACKING_MAX_RANGE_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['end'], message: '时间范围不能超过 90 天' });
}

export const trackingFilters = z.object(filterShape).superRefine(checkRange);
export type TrackingFilters = z.output<typeof trackingFilters>;
export type TrackingFiltersInput = z.input<typeof trackingFilters>;

export const trackedEventsQuery = pageQuery
  .extend({
    ...filterShape,
    /** Legacy: one event (offset paging over all time). */
    event: z.enum(TRACKING_EVENTS, { error: INVALID_EVENT }).optional(),
    /** Keyset: the previous page's `next_cursor` (base64url of `created_at|id` with an HMAC). */
    cursor: z.string().max(200, '分页游标无效，请从第一页重新加载').optional(),
  })
  .superRefine(checkRange);

export const TOTAL_RELATIONS = ['eq', 'gte'] as const;

export const trackedEvents = defineEndpoint({
  method: 'GET',
  path: '/api/track',
  summary:
    'Browse behaviour-tracking events, newest first: legacy page/size/event, or the explorer’s filters with keyset paging',
  tag: 'tracking',
  access: needs('log:view'),
  query: trackedEventsQuery,
  response: z.object({
    data: z.array(trackedEvent),
    /** Exact (`eq`), or a floor (`gte`: more than `TRACKING_COUNT_CAP`). */
    total: z.number().int(),
    total_relation: z.enum(TOTAL_RELATIONS),
    /** Null on the last page (and in the legacy mode). */
    next_cursor: z.string().nullable(),
  }),
});

export const trackingHistogram = defineEndpoint({
  method: 'GET',
  path: '/api/track/histogram',
  summary: 'Events per time bucket (success / failure) for the explorer’s filters',
  tag: 'tracking',
  access: needs('log:view'),
  query: trackingFilters,
  response: z.object({
    /** Minutes per bucket, from the ladder. */
    interval: z.number().int(),
    buckets: z.array(z.object({ at: timestamp, success: z.number().int(), failure: z.number().int() })),
    source: z.enum(['rollup', 'scan']),
  }),
});

export const trackingFacetsQuery = z
  .object({
    ...filterShape,
    fields: commaList
      .pipe(
        z
          .array(z.enum(TRACKING_FIELDS, { error: '字段无效' }))
          .min(1)
          .max(TRACKING_FIELDS.length),
      )
      .optional(),
  })
  .superRefine(checkRange);

export const trackingFacet = z.object({
  field: z.enum(TRACKING_FIELDS),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
  /** Matches outside the listed values (of the sample, when sampled). */
  other: z.number().int(),
  /** Counted over the newest `sample_size` matches rather than all of them. */
  sampled: z.boolean(),
  sample_size: z.number().int(),
});
export type TrackingFacet = z.infer<typeof trackingFacet>;

export const trackingFacets = defineEndpoint({
  method: 'GET',
  path: '/api/track/facets',
  summary: 'Top values per field for the explorer’s filters (exact from the rollup, else sampled)',
  tag: 'tracking',
  access: needs('log:view'),
  query: trackingFacetsQuery,
  response: z.object({ fields: z.array(trackingFacet) }),
});

export const trackedEventDetail = defineEndpoint({
  method: 'GET',
  path: '/api/track/{id}',
  summary: 'One behaviour-tracking event',
  tag: 'tracking',
  access: needs('log:view'),
  params: idParam,
  response: trackedEvent,
});
