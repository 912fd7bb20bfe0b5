import type { OperationLogEntry, OperationLogModule } from '@creator-console/contract';
import { and, count, eq, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../../db/database.js';
import { iso, newestFirst, pageOf, withinDays } from '../../db/queries.js';
import { operationLogs, users } from '../../db/schema/index.js';
import { digestDay, verifyDay, type DayDigest } from './digest.js';
import { recordAttempt, recordOperation, type OperationLogEntry as Entry } from './record.js';

export interface OperationLogQuery {
  page: number;
  size: number;
  module?: OperationLogModule | undefined;
  actor_id?: number | undefined;
  target_id?: number | undefined;
  action?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

export interface OperationLogRepository {
  /** Newest first. */
  list(query: OperationLogQuery): Promise<{ data: OperationLogEntry[]; total: number }>;
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

/** The operation log (/log/video, /log/album): what operators and the platform did, and when. */
export default fp(
  async (app) => {
    const { db } = app;
    const repository: OperationLogRepository = {
      async list({ module, actor_id, target_id, action, start_date, end_date, ...page }) {
        const conditions: SQL[] = [];
        if (module) conditions.push(eq(operationLogs.module, module));
        if (actor_id !== undefined) conditions.push(eq(operationLogs.actorId, actor_id));
        if (target_id !== undefined) conditions.push(eq(operationLogs.targetId, target_id));
        if (action) conditions.push(eq(operationLogs.action, action));
        conditions.push(...withinDays(operationLogs.createdAt, { start_date, end_date }));
        const where = and(...conditions);
        const { limit, offset } = pageOf(page);
        const [rows, [counted]] = await Promise.all([
          db
            .select({ log: operationLogs, actorName: users.name })
            .from(operationLogs)
            .leftJoin(users, eq(users.id, operationLogs.actorId))
            .where(where)
            .orderBy(newestFirst(operationLogs.createdAt), newestFirst(operationLogs.id))
            .limit(limit)
            .offset(offset),
          db.select({ n: count() }).from(operationLogs).where(where),
        ]);
        return {
          data: rows.map(({ log, actorName }) => ({
            id: log.id,
            module: log.module,
            action: log.action,
            target_id: log.targetId,
            actor: log.actorId !== null ? { id: log.actorId, name: actorName ?? '' } : null,
            detail: log.detail,
            created_at: iso(log.createdAt),
          })),
          total: counted?.n ?? 0,
        };
      },
      record: recordOperation,
      recordAttempt: (entry) => recordAttempt(db, entry),
      digestDay: (day) => digestDay(db, day),
      verifyDay: (day) => verifyDay(db, day),
    };
    app.decorate('operationLog', repository);
  },
  { name: 'operation-log-repository', dependencies: ['db'] },
);
