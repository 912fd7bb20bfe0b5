import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  TRACKING_COUNT_CAP,
  TRACKING_FACET_SAMPLE,
  TRACKING_FIELDS,
  TRACKING_INTERVALS,
  TRACKING_MAX_BUCKETS,
  TRACKING_MAX_RANGE_DAYS,
  type TrackedEvent,
  type TrackingFacet,
  type TrackingField,
  type TrackingFilters,
} from '@creator-console/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { containing } from '../../db/queries.js';
import { BadRequestError, NotFoundError } from '../../http/errors.js';

/**
 * The behaviour-log explorer's reads (admin.md §6.12): keyset pages, totals, histogram and facets
 * over `tracking_events`, from the hourly rollup when the filters allow it.
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Buckets of 3 h, 12 h and 1 day start at the platform's (UTC+8) midnights, not UTC's. */
const PLATFORM_OFFSET_S = 8 * 3600;
export const CURSOR_INVALID = '分页游标无效，请从第一页重新加载';
const DEFAULT_RANGE_MS = 24 * HOUR_MS;
/**
 * Newest first, as the keyset indexes of §7 are built (`DESC NULLS LAST`, drizzle's `.desc()`): a
 * plain `desc` means NULLS FIRST, which no index serves, so PostgreSQL sorted every match of the
 * range before taking 50 (bench/tracking.mjs: 33 000 rows for a day's first page at 1 M events).
 */
const NEWEST_FIRST = sql.raw('"e"."created_at" desc nulls last, "e"."id" desc nulls last');

export interface Range {
  start: Date;
  end: Date;
}

/** The filters with their time range settled: `end` defaults to now, `start` to 24 h before it. */
export function rangeOf(filters: TrackingFilters, now = new Date()): Range {
  const end = filters.end ? new Date(filters.end) : now;
  const start = filters.start ? new Date(filters.start) : new Date(end.getTime() - DEFAULT_RANGE_MS);
  if (start > end) throw new BadRequestError('开始时间不能晚于结束时间');
  if (end.getTime() - start.getTime() > TRACKING_MAX_RANGE_DAYS * 24 * HOUR_MS)
    throw new BadRequestError('时间范围不能超过 90 天');
  return { start, end };
}

/** `203.0.113.7` → `203.0.113.*`; IPv6 loses its last group. */
export function maskIp(ip: string): string {
  if (!ip) return ip;
  const v4 = /^(.*?)(\d{1,3}\.\d{1,3}\.\d{1,3}\.)\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}${v4[2]}*`;
  const colon = ip.lastIndexOf(':');
  return colon >= 0 ? `${ip.slice(0, colon + 1)}*` : '*';
}

const negated = (filters: TrackingFilters, key: string) =>
  (filters.not as readonly string[] | undefined)?.includes(key) ?? false;

/** Filters the rollup can answer: time, event (is / is not) and result only. */
export function usesRollup(filters: TrackingFilters): boolean {
  return (
    filters.user_id === undefined &&
    filters.ip === undefined &&
    filters.platform === undefined &&
    filters.port === undefined &&
    filters.reason === undefined &&
    (filters.props?.length ?? 0) === 0
  );
}

/** The events and result conditions, which both tables share (column names alike). */
function eventConditions(filters: TrackingFilters, table: string): SQL[] {
  const column = (name: string) => sql.raw(`"${table}"."${name}"`);
  const where: SQL[] = [];
  if (filters.events?.length) {
    const list = sql.join(
      filters.events.map((event) => sql`${event}`),
      sql`, `,
    );
    where.push(
      negated(filters, 'events')
        ? sql`${column('event')} not in (${list})`
        : sql`${column('event')} in (${list})`,
    );
  }
  if (filters.success !== undefined) where.push(sql`${column('success')} = ${filters.success}`);
  return where;
}

/** Every condition on `tracking_events` "e" except time. `audit`: the caller sees full IPs. */
function rowConditions(filters: TrackingFilters, audit: boolean): SQL[] {
  const where = eventConditions(filters, 'e');
  const not = (key: string, condition: SQL) => (negated(filters, key) ? sql`not (${condition})` : condition);
  if (filters.user_id !== undefined)
    where.push(
      negated(filters, 'user_id')
        ? sql`"e"."user_id" is distinct from ${filters.user_id}`
        : sql`"e"."user_id" = ${filters.user_id}`,
    );
  if (filters.ip !== undefined) {
    // Without log:audit an address is only ever seen (and so filtered) masked: a prefix match.
    const ip = audit ? filters.ip : maskIp(filters.ip);
    const condition = ip.endsWith('*')
      ? sql`"e"."ip" like ${`${ip.slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : sql`"e"."ip" = ${ip}`;
    where.push(not('ip', condition));
  }
  if (filters.platform !== undefined) where.push(not('platform', sql`"e"."platform" = ${filters.platform}`));
  if (filters.port !== undefined) where.push(not('port', sql`"e"."port" = ${filters.port}`));
  if (filters.reason !== undefined)
    where.push(
      negated(filters, 'reason')
        ? sql`coalesce("e"."reason", '') not ilike ${containing(filters.reason)}`
        : sql`"e"."reason" ilike ${containing(filters.reason)}`,
    );
  for (const prop of filters.props ?? []) {
    const colon = prop.indexOf(':');
    const key = prop.slice(0, colon).trim();
    const value = prop.slice(colon + 1).trim();
    // Containment (`@>`) uses the GIN jsonb_path_ops index; a number or a flag matches its text too.
    const shapes: unknown[] = [value];
    if (/^-?\d+(\.\d+)?$/.test(value)) shapes.push(Number(value));
    if (value === 'true' || value === 'false') shapes.push(value === 'true');
    const condition = sql.join(
      shapes.map((shape) => sql`"e"."properties" @> ${JSON.stringify({ [key]: shape })}::jsonb`),
      sql` or `,
    );
    where.push(not('props', sql`(${condition})`));
  }
  return where;
}

const timeWithin = (column: SQL, from: Date, to: Date) =>
  sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** The range split into whole hours (rollup) and the partial hours at either end (scan). */
function hourSplit({ start, end }: Range) {
  const firstHour = new Date(Math.ceil(start.getTime() / HOUR_MS) * HOUR_MS);
  const lastHour = new Date(Math.floor(end.getTime() / HOUR_MS) * HOUR_MS);
  if (firstHour >= lastHour) return { whole: null, partial: [{ start, end }] };
  const partial: Range[] = [];
  if (start < firstHour) partial.push({ start, end: firstHour });
  if (lastHour < end) partial.push({ start: lastHour, end });
  return { whole: { start: firstHour, end: lastHour }, partial };
}

/** The bucket size from the ladder that keeps at most `TRACKING_MAX_BUCKETS` bars. */
export function intervalFor({ start, end }: Range): number {
  const minutes = (end.getTime() - start.getTime()) / MINUTE_MS;
  return (
    TRACKING_INTERVALS.find((interval) => Math.ceil(minutes / interval) <= TRACKING_MAX_BUCKETS) ??
    TRACKING_INTERVALS[TRACKING_INTERVALS.length - 1]!
  );
}

/** The bucket an instant falls in: multiples of the interval from the platform's midnight. */
const bucketOf = (column: SQL, seconds: number) =>
  sql`to_timestamp(floor((extract(epoch from ${column}) + ${PLATFORM_OFFSET_S}) / ${seconds}) * ${seconds} - ${PLATFORM_OFFSET_S})`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface EventRow {
  id: number;
  event: TrackedEvent['event'];
  platform: string;
  port: string;
  success: boolean;
  reason: string | null;
  properties: TrackedEvent['properties'];
  user_id: number | null;
  user_name: string | null;
  ip: string;
  user_agent: string;
  acting_mcn_id: number | null;
  created_at: string | Date;
  at_text: string;
}

const SELECT_ROW = sql`select "e"."id", "e"."event", "e"."platform", "e"."port", "e"."success", "e"."reason",
  "e"."properties", "e"."user_id", "u"."name" as "user_name", "e"."ip", "e"."user_agent", "e"."acting_mcn_id",
  "e"."created_at",
  to_char("e"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "at_text"
  from "tracking_events" as "e" left join "users" as "u" on "u"."id" = "e"."user_id"`;

function present(row: EventRow, audit: boolean): TrackedEvent {
  return {
    id: row.id,
    event: row.event,
    platform: row.platform,
    port: row.port,
    success: row.success,
    reason: row.reason ?? 0,
    properties: row.properties ?? {},
    user_id: row.user_id,
    user_name: row.user_name,
    ip: audit ? row.ip : maskIp(row.ip),
    user_agent: row.user_agent,
    acting_mcn_id: row.acting_mcn_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export class CursorCodec {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('tracking-cursor').digest();
  }

  private sign(payload: string) {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, 16);
  }

  encode(at: string, id: number): string {
    const payload = `${at}|${id}`;
    return `${Buffer.from(payload).toString('base64url')}.${this.sign(payload).toString('base64url')}`;
  }

  decode(cursor: string): { at: string; id: number } {
    const [body, mac, ...rest] = cursor.split('.');
    if (!body || !mac || rest.length) throw new BadRequestError(CURSOR_INVALID);
    const payload = Buffer.from(body, 'base64url').toString();
    const given = Buffer.from(mac, 'base64url');
    const expected = this.sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new BadRequestError(CURSOR_INVALID);
    const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,9})$/.exec(payload);
    if (!match || Number.isNaN(Date.parse(match[1]!))) throw new BadRequestError(CURSOR_INVALID);
    return { at: match[1]!, id: Number(match[2]) };
  }
}

export interface Explorer {
  page(
    query: TrackingFilters & { cursor?: string | undefined; size: number },
    audit: boolean,
  ): Promise<{
    data: TrackedEvent[];
    total: number;
    total_relation: 'eq' | 'gte';
    next_cursor: string | null;
  }>;
  legacy(
    query: { page: number; size: number; event?: TrackedEvent['event'] | undefined },
    audit: boolean,
  ): Promise<{ data: TrackedEvent[]; total: number; total_relation: 'eq'; next_cursor: null }>;
  histogram(filters: TrackingFilters): Promise<{
    interval: number;
    buckets: { at: string; success: number; failure: number }[];
    source: 'rollup' | 'scan';
  }>;
  facets(
    filters: TrackingFilters,
    fields: readonly TrackingField[],
    audit: boolean,
  ): Promise<TrackingFacet[]>;
  one(id: number, audit: boolean): Promise<TrackedEvent>;
  /** The exact number of matches up to `cap + 1` (an export's size check). */
  count(filters: TrackingFilters, cap: number): Promise<number>;
}

export function explorer(db: Database, cursors: CursorCodec): Explorer {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

  /** The exact count from the rollup plus the partial hours' scans (rollup filters only). */
  async function rollupCount(filters: TrackingFilters, range: Range): Promise<number> {
    const { whole, partial } = hourSplit(range);
    let total = 0;
    if (whole) {
      const [row] = await rows<{ n: string | number | null }>(sql`select coalesce(sum("r"."count"), 0) as n
        from "tracking_event_rollups" as "r"
        where ${timeWithin(sql`"r"."bucket"`, whole.start, whole.end)} and ${and(eventConditions(filters, 'r'))}`);
      total += Number(row?.n ?? 0);
    }
    for (const part of partial) {
      const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from "tracking_events" as "e"
        where ${timeWithin(sql`"e"."created_at"`, part.start, part.end)} and ${and(eventConditions(filters, 'e'))}`);
      total += Number(row?.n ?? 0);
    }
    return total;
  }

  return {
    async page(query, audit) {
      const range = rangeOf(query);
      const where = [
        timeWithin(sql`"e"."created_at"`, range.start, range.end),
        ...rowConditions(query, audit),
      ];
      const after = query.cursor ? cursors.decode(query.cursor) : null;
      const keyset = after
        ? [sql`("e"."created_at", "e"."id") < (${after.at}::timestamptz, ${after.id})`]
        : [];
      const found = await rows<EventRow>(sql`${SELECT_ROW} where ${and([...where, ...keyset])}
        order by ${NEWEST_FIRST} limit ${query.size + 1}`);
      const more = found.length > query.size;
      const page = found.slice(0, query.size);
      const last = page[page.length - 1];
      let total: number;
      let relation: 'eq' | 'gte' = 'eq';
      if (usesRollup(query)) total = await rollupCount(query, range);
      else {
        // Ordered as the page is, so the planner walks an index from the newest end and stops at
        // the cap; unordered, it may scan the table from its oldest rows (see operation-log).
        const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from (
          select 1 from "tracking_events" as "e" where ${and(where)}
          order by ${NEWEST_FIRST} limit ${TRACKING_COUNT_CAP + 1}) as "capped"`);
        total = Number(row?.n ?? 0);
        if (total > TRACKING_COUNT_CAP) {
          total = TRACKING_COUNT_CAP;
          relation = 'gte';
        }
      }
      return {
        data: page.map((row) => present(row, audit)),
        total,
        total_relation: relation,
        next_cursor: more && last ? cursors.encode(last.at_text, last.id) : null,
      };
    },

    async count(filters, cap) {
      const range = rangeOf(filters);
      if (usesRollup(filters)) return rollupCount(filters, range);
      const where = [
        timeWithin(sql`"e"."created_at"`, range.start, range.end),
        ...rowConditions(filters, true),
      ];
      const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from (
        select 1 from "tracking_events" as "e" where ${and(where)} limit ${cap + 1}) as "capped"`);
      return Number(row?.n ?? 0);
    },

    async legacy({ page, size, event }, audit) {
      const where = event ? sql`"e"."event" = ${event}` : sql`true`;
      const offset = Math.max(0, (page - 1) * size);
      const found = await rows<EventRow>(sql`${SELECT_ROW} where ${where}
        order by ${NEWEST_FIRST} limit ${size} offset ${offset}`);
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from "tracking_events" as "e" where ${where}`,
      );
      return {
        data: found.map((r) => present(r, audit)),
        total: Number(row?.n ?? 0),
        total_relation: 'eq',
        next_cursor: null,
      };
    },

    async histogram(filters) {
      const range = rangeOf(filters);
      const interval = intervalFor(range);
      const seconds = interval * 60;
      const counts = new Map<number, { success: number; failure: number }>();
      const add = (found: { at: string | Date; success: boolean; n: string | number }[]) => {
        for (const row of found) {
          const at = new Date(row.at).getTime();
          const bucket = counts.get(at) ?? { success: 0, failure: 0 };
          if (row.success) bucket.success += Number(row.n);
          else bucket.failure += Number(row.n);
          counts.set(at, bucket);
        }
      };
      const scan = (part: Range, conditions: SQL[]) =>
        rows<{
          at: string;
          success: boolean;
          n: number;
        }>(sql`select ${bucketOf(sql`"e"."created_at"`, seconds)} as "at",
          "e"."success", count(*)::int as n from "tracking_events" as "e"
          where ${and([timeWithin(sql`"e"."created_at"`, part.start, part.end), ...conditions])}
          group by 1, 2`);
      let source: 'rollup' | 'scan' = 'scan';
      const split = hourSplit(range);
      if (usesRollup(filters) && interval >= 60 && split.whole) {
        source = 'rollup';
        add(
          await rows(sql`select ${bucketOf(sql`"r"."bucket"`, seconds)} as "at", "r"."success", sum("r"."count") as n
            from "tracking_event_rollups" as "r"
            where ${timeWithin(sql`"r"."bucket"`, split.whole.start, split.whole.end)} and ${and(eventConditions(filters, 'r'))}
            group by 1, 2`),
        );
        for (const part of split.partial) add(await scan(part, eventConditions(filters, 'e')));
      } else add(await scan(range, rowConditions(filters, true)));
      // Every bucket of the range, empty ones too, so the bars keep their places.
      const step = seconds * 1000;
      const offset = PLATFORM_OFFSET_S * 1000;
      const first = Math.floor((range.start.getTime() + offset) / step) * step - offset;
      const buckets: { at: string; success: number; failure: number }[] = [];
      for (let at = first; at < range.end.getTime() || (at === first && buckets.length === 0); at += step) {
        const bucket = counts.get(at) ?? { success: 0, failure: 0 };
        buckets.push({ at: new Date(at).toISOString(), ...bucket });
      }
      return { interval, buckets, source };
    },

    async facets(filters, fields, audit) {
      const range = rangeOf(filters);
      const wanted = fields.length ? fields : TRACKING_FIELDS;
      const exact = usesRollup(filters);
      const answer: TrackingFacet[] = [];
      const sampledFields = wanted.filter((field) => !(exact && (field === 'event' || field === 'success')));
      if (exact && wanted.some((field) => field === 'event' || field === 'success')) {
        const { whole, partial } = hourSplit(range);
        const byEvent = new Map<string, number>();
        const bySuccess = new Map<string, number>();
        const tally = (found: { event: string; success: boolean; n: string | number }[]) => {
          for (const row of found) {
            byEvent.set(row.event, (byEvent.get(row.event) ?? 0) + Number(row.n));
            const key = String(row.success);
            bySuccess.set(key, (bySuccess.get(key) ?? 0) + Number(row.n));
          }
        };
        if (whole)
          tally(
            await rows(sql`select "r"."event", "r"."success", sum("r"."count") as n from "tracking_event_rollups" as "r"
              where ${timeWithin(sql`"r"."bucket"`, whole.start, whole.end)} and ${and(eventConditions(filters, 'r'))}
              group by 1, 2`),
          );
        for (const part of partial)
          tally(
            await rows(sql`select "e"."event", "e"."success", count(*)::int as n from "tracking_events" as "e"
              where ${timeWithin(sql`"e"."created_at"`, part.start, part.end)} and ${and(eventConditions(filters, 'e'))}
              group by 1, 2`),
          );
        const facet = (field: TrackingField, counts: Map<string, number>): TrackingFacet => ({
          field,
          values: [...counts]
            .filter(([, count]) => count > 0)
            .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
            .map(([value, count]) => ({ value, count })),
          other: 0,
          sampled: false,
          sample_size: [...counts.values()].reduce((sum, n) => sum + n, 0),
        });
        if (wanted.includes('event')) answer.push(facet('event', byEvent));
        if (wanted.includes('success')) answer.push(facet('success', bySuccess));
      }
      if (sampledFields.length) {
        const where = [
          timeWithin(sql`"e"."created_at"`, range.start, range.end),
          ...rowConditions(filters, audit),
        ];
        const sample = sql`select "e"."event", "e"."success", "e"."platform", "e"."port", "e"."reason",
          "e"."user_id", "e"."ip", "e"."properties" from "tracking_events" as "e" where ${and(where)}
          order by ${NEWEST_FIRST} limit ${TRACKING_FACET_SAMPLE}`;
        const expressions: Record<TrackingField, SQL> = {
          event: sql`"s"."event"`,
          success: sql`"s"."success"::text`,
          platform: sql`"s"."platform"`,
          port: sql`"s"."port"`,
          reason: sql`coalesce("s"."reason", '')`,
          user_id: sql`coalesce("s"."user_id"::text, '')`,
          ip: sql`"s"."ip"`,
          prop_key: sql`"k"."key"`,
        };
        const parts = sampledFields.map((field) =>
          field === 'prop_key'
            ? sql`select ${field} as "field", "k"."key" as "value", count(*)::int as n
                from "sample" as "s", jsonb_object_keys("s"."properties") as "k"("key") group by 2`
            : sql`select ${field} as "field", ${expressions[field]} as "value", count(*)::int as n
                from "sample" as "s" group by 2`,
        );
        const found = await rows<{ field: TrackingField; value: string; n: number; size: number }>(sql`
          with "sample" as (${sample})
          select "g"."field", "g"."value", "g"."n", (select count(*)::int from "sample") as "size"
          from (${sql.join(parts, sql` union all `)}) as "g"`);
        const size = Number(found[0]?.size ?? 0);
        for (const field of sampledFields) {
          const counts = new Map<string, number>();
          for (const row of found.filter((r) => r.field === field)) {
            // Masked addresses merge (a /24 per value) for a caller without log:audit.
            const value = field === 'ip' && !audit ? maskIp(row.value) : row.value;
            counts.set(value, (counts.get(value) ?? 0) + Number(row.n));
          }
          const sorted = [...counts]
            .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
            .map(([value, count]) => ({ value, count }));
          const values = sorted.slice(0, 10);
          answer.push({
            field,
            values,
            other: sorted.slice(10).reduce((sum, v) => sum + v.count, 0),
            sampled: size >= TRACKING_FACET_SAMPLE,
            sample_size: size,
          });
        }
      }
      const order = new Map(wanted.map((field, i) => [field, i]));
      return answer.sort((a, b) => order.get(a.field)! - order.get(b.field)!);
    },

    async one(id, audit) {
      const [row] = await rows<EventRow>(sql`${SELECT_ROW} where "e"."id" = ${id}`);
      if (!row) throw new NotFoundError('事件不存在');
      return present(row, audit);
    },
  };
}
