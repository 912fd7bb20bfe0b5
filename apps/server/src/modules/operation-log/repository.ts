import type { endpoints } from '@creator-console/contract';
import {
  isAuditLogModule,
  LOG_MODULE_FORBIDDEN,
  LOG_RANGE_TOO_LONG,
  MAX_LOG_RANGE_DAYS,
  OPERATION_LOG_COUNT_CAP,
  OPERATION_LOG_MODULES,
  type OperationLogDetail,
  type OperationLogEntry,
  type OperationLogModule,
  type ParsedQueryOf,
} from '@creator-console/contract';
import { and, count, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../../db/database.js';
import { containing, iso, newestFirst, pageOf, withinDays } from '../../db/queries.js';
import { operationLogs, users } from '../../db/schema/index.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { digestDay, verifyDay, type DayDigest } from './digest.js';
import { logAttempts } from './attempts.js';
import { registerLogJobs } from './jobs.js';
import { recordAttempt, recordOperation, type OperationLogEntry as Entry } from './record.js';

export type OperationLogQuery = ParsedQueryOf<typeof endpoints.operationLogs>;

/** Who reads the log: the rights that decide which modules and whether IPs are shown. */
export interface LogReader {
  permissions: ReadonlySet<string>;
}

export interface OperationLogRepository {
  /** Newest first (`created_at desc, id desc`), by page or keyset cursor; only modules the reader may read. */
  list(
    query: OperationLogQuery,
    reader: LogReader,
    /**
     * `exactTotal`: count every match (the export's size check), not only up to the cap.
     * `uncounted`: no count at all (an export's pages; `total` is then 0).
     */
    options?: { exactTotal?: boolean; uncounted?: boolean },
  ): Promise<{
    data: OperationLogEntry[];
    /** Exact up to the cap (`OPERATION_LOG_COUNT_CAP`); above it the cap with `total_relation: 'gte'`. */
    total: number;
    total_relation: 'eq' | 'gte';
    next_cursor: string | null;
  }>;
  /** One entry with before/after; 403 for a module the reader may not read, 404 when absent. */
  detail(id: number, reader: LogReader): Promise<OperationLogDetail>;
  /**
   * Writes one entry in the transaction of the change it records (admin.md §5): every staff write
   * calls it, so a rolled-back write leaves no row.
   */
  record(tx: Database | Transaction, entry: Entry): Promise<void>;
  /** A denied (403) or refused (202) attempt, written after its write rolled back. */
  recordAttempt(entry: Entry & { outcome: 'denied' | 'refused' }): Promise<void>;
  /** The daily job: digests a platform day once (never overwritten). */
  digestDay(day: string): Promise<DayDigest>;
  /** Recomputes a digested day: false when it was altered since, or never digested. */
  verifyDay(day: string): Promise<{ match: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    operationLog: OperationLogRepository;
  }
}

/** The modules a reader may read: audit modules with `log:audit`, the others with `log:view`. */
export function readableModules(reader: LogReader): OperationLogModule[] {
  const audit = reader.permissions.has('log:audit');
  const view = reader.permissions.has('log:view');
  return OPERATION_LOG_MODULES.filter((module) => (isAuditLogModule(module) ? audit : view));
}

const DAY_MS = 86_400_000;
const actingMcn = alias(users, 'acting_mcn');

/** The operation log (/log/index, /log/video, /log/album): who did what to what, when, and how it ended. */
export default fp(
  async (app) => {
    const { db } = app;
    const secret = app.config.logs.cursorSecret;

    const columns = {
      log: operationLogs,
      actorNow: users.name,
      mcnName: actingMcn.name,
      /** The exact instant (microseconds, UTC) a keyset cursor needs; a Date keeps only milliseconds. */
      at: sql<string>`to_char(${operationLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    };
    type Row = {
      log: typeof operationLogs.$inferSelect;
      actorNow: string | null;
      mcnName: string | null;
      at: string;
    };

    const select = () =>
      db
        .select(columns)
        .from(operationLogs)
        .leftJoin(users, eq(users.id, operationLogs.actorId))
        .leftJoin(actingMcn, eq(actingMcn.id, operationLogs.actingMcnId));

    function entryOf({ log, actorNow, mcnName }: Row, audit: boolean): OperationLogEntry {
      return {
        id: log.id,
        module: log.module,
        action: log.action,
        target_type: log.targetType,
        target_id: log.targetId,
        target_label: log.targetLabel,
        actor:
          log.actorId !== null
            ? { id: log.actorId, name: log.actorName || actorNow || '', role: log.actorRole }
            : null,
        acting_mcn: log.actingMcnId !== null ? { id: log.actingMcnId, name: mcnName ?? '' } : null,
        outcome: log.outcome,
        summary: log.summary,
        ...(audit ? { ip: log.ip } : {}),
        has_changes: log.before !== null || log.after !== null,
        detail: log.detail,
        created_at: iso(log.createdAt),
      };
    }

    function moduleScope(query: OperationLogQuery, reader: LogReader): SQL | undefined {
      const readable = readableModules(reader);
      const asked = [...(query.module ? [query.module] : []), ...(query.modules ?? [])];
      if (asked.some((module) => !readable.includes(module))) throw new ForbiddenError(LOG_MODULE_FORBIDDEN);
      if (asked.length === 1) return eq(operationLogs.module, asked[0]!);
      if (asked.length > 1) return inArray(operationLogs.module, [...new Set(asked)]);
      if (readable.length === OPERATION_LOG_MODULES.length) return undefined;
      if (readable.length === 0) throw new ForbiddenError(LOG_MODULE_FORBIDDEN);
      return inArray(operationLogs.module, readable);
    }

    const repository: OperationLogRepository = {
      async list(query, reader, { exactTotal = false, uncounted = false } = {}) {
        const audit = reader.permissions.has('log:audit');
        if (query.ip && !audit) throw new ForbiddenError();
        if (query.start && !query.end && Date.now() - Date.parse(query.start) > MAX_LOG_RANGE_DAYS * DAY_MS) {
          throw new BadRequestError(LOG_RANGE_TOO_LONG, [{ path: ['start'], message: LOG_RANGE_TOO_LONG }]);
        }
        const conditions: (SQL | undefined)[] = [moduleScope(query, reader)];
        if (query.actor_id !== undefined) conditions.push(eq(operationLogs.actorId, query.actor_id));
        if (query.target_type) conditions.push(eq(operationLogs.targetType, query.target_type));
        if (query.target_id !== undefined) conditions.push(eq(operationLogs.targetId, query.target_id));
        if (query.action) conditions.push(eq(operationLogs.action, query.action));
        if (query.outcome) conditions.push(eq(operationLogs.outcome, query.outcome));
        if (query.ip) conditions.push(eq(operationLogs.ip, query.ip));
        if (query.keyword) {
          const pattern = containing(query.keyword);
          // A keyword without cased letters (Chinese, digits) matches the same with LIKE, which skips
          // ILIKE's per-row case folding: a keyword over a month reads every row of the month.
          const match = query.keyword.toLowerCase() === query.keyword.toUpperCase() ? like : ilike;
          conditions.push(
            or(match(operationLogs.summary, pattern), match(operationLogs.targetLabel, pattern)),
          );
        }
        if (query.start) conditions.push(gte(operationLogs.createdAt, new Date(query.start)));
        if (query.end) conditions.push(lt(operationLogs.createdAt, new Date(query.end)));
        conditions.push(...withinDays(operationLogs.createdAt, query));
        const where = and(...conditions);

        const position = query.cursor ? decodeCursor(secret, query.cursor) : null;
        const { limit, offset } = pageOf(query);
        const page = select()
          .where(
            position
              ? and(
                  where,
                  sql`(${operationLogs.createdAt}, ${operationLogs.id}) < (${position.at}::timestamptz, ${position.id})`,
                )
              : where,
          )
          .orderBy(newestFirst(operationLogs.createdAt), newestFirst(operationLogs.id))
          .limit(limit + 1);
        // Counted to one past the cap, as /log/es counts: an exact count of a week at 1 M rows (or
        // of a keyword over a month) reads every match and misses the list's budget.
        const cap = OPERATION_LOG_COUNT_CAP;
        // In the list's order: the planner then walks the newest entries by index and stops at
        // the cap. Unordered, a LIMIT over a range it estimates as common is a sequential scan from
        // the table's start, where the oldest entries lie — the whole table before the last week.
        const matches = db
          .select({ one: sql`1` })
          .from(operationLogs)
          .where(where)
          .orderBy(newestFirst(operationLogs.createdAt), newestFirst(operationLogs.id));
        const [rows, [counted]] = await Promise.all([
          position ? page : page.offset(offset),
          uncounted
            ? [{ n: 0 }]
            : exactTotal
              ? db.select({ n: count() }).from(operationLogs).where(where)
              : db.select({ n: count() }).from(matches.limit(cap + 1).as('matches')),
        ]);
        const n = counted?.n ?? 0;
        const capped = !exactTotal && n > cap;
        const shown = rows.slice(0, limit);
        const last = shown.at(-1);
        return {
          data: shown.map((row) => entryOf(row, audit)),
          total: capped ? cap : n,
          total_relation: capped ? 'gte' : 'eq',
          next_cursor:
            rows.length > limit && last ? encodeCursor(secret, { at: last.at, id: last.log.id }) : null,
        };
      },

      async detail(id, reader) {
        const [row] = await select().where(eq(operationLogs.id, id));
        if (!row) throw new NotFoundError('日志不存在');
        if (!readableModules(reader).includes(row.log.module)) throw new ForbiddenError(LOG_MODULE_FORBIDDEN);
        const audit = reader.permissions.has('log:audit');
        return {
          ...entryOf(row, audit),
          before: row.log.before ?? null,
          after: row.log.after ?? null,
          user_agent: row.log.userAgent,
          request_id: row.log.requestId,
          repeat_count: row.log.repeatCount,
        };
      },
      record: recordOperation,
      recordAttempt: (entry) => recordAttempt(db, entry),
      digestDay: (day) => digestDay(db, day),
      verifyDay: (day) => verifyDay(db, day),
    };
    app.decorate('operationLog', repository);
    // Every route of the app, also those registered later: denied and refused attempts.
    logAttempts(app);
    registerLogJobs(app);
  },
  { name: 'operation-log-repository', dependencies: ['db', 'scheduler'] },
);
