import { OPERATION_LOG_MODULES, OPERATION_LOG_OUTCOMES } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';

/**
 * Every staff write of every area (admin.md §5), written in the write's own transaction by
 * `operationLog.record`; denied and refused attempts too. Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0008), and the daily digests prove a day unaltered.
 *
 * `actor_id` and `acting_mcn_id` carry no foreign key on purpose: the log outlives any row it names
 * (a cascade would be an UPDATE the trigger refuses); `actor_name`/`actor_role` and `target_label`
 * are the names at the time.
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: serial('id').primaryKey(),
    module: text('module', { enum: OPERATION_LOG_MODULES }).notNull(),
    action: text('action').notNull(),
    /** account, role, label, group, channel, notice, document, session, video, album, … */
    targetType: text('target_type'),
    targetId: integer('target_id'),
    targetLabel: text('target_label').notNull().default(''),
    /** Null for the platform itself (machine review, scheduled publishing, sweepers). */
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    actorRole: text('actor_role').notNull().default(''),
    /** The MCN acting as the actor (a creator), when it is. */
    actingMcnId: integer('acting_mcn_id'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    outcome: text('outcome', { enum: OPERATION_LOG_OUTCOMES }).notNull().default('success'),
    summary: text('summary').notNull().default(''),
    /** Business fields before and after (secrets never; ≤ 16 KB each, else `{truncated, keys}`). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** Repeats of the same attempt within a minute only count here. */
    repeatCount: integer('repeat_count').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('operation_logs_module_created_idx').on(t.module, t.createdAt.desc(), t.id.desc()),
    index('operation_logs_target_idx').on(t.module, t.targetId),
    index('operation_logs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('operation_logs_actor_created_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('operation_logs_target_type_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('operation_logs_outcome_idx')
      .on(t.outcome, t.createdAt.desc())
      .where(sql`${t.outcome} <> 'success'`),
    check('operation_logs_outcome_check', sql`${t.outcome} in ('success', 'denied', 'refused')`),
  ],
);

/**
 * One SHA-256 per platform day (Asia/Shanghai) over that day's rows in id order: recomputing it
 * shows whether the day was altered since (POST /api/operation-logs/verify).
 */
export const operationLogDigests = pgTable('operation_log_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rowCount: integer('row_count').notNull(),
  firstId: integer('first_id'),
  lastId: integer('last_id'),
  sha256: text('sha256').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
