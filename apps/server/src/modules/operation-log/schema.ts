import { OPERATION_LOG_MODULES } from '@creator-console/contract';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

/** What operators and the platform did to content and settings (/log/video, /log/album). */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: serial('id').primaryKey(),
    module: text('module', { enum: OPERATION_LOG_MODULES }).notNull(),
    action: text('action').notNull(),
    targetId: integer('target_id'),
    /** Null for the platform itself (machine review, scheduled publishing). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('operation_logs_module_created_idx').on(t.module, t.createdAt.desc(), t.id.desc()),
    index('operation_logs_actor_created_idx').on(t.actorId, t.createdAt.desc()),
    index('operation_logs_target_idx').on(t.module, t.targetId),
  ],
);
