import { EXPORT_KINDS } from '@creator-console/contract';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { files } from '../files/schema.js';
import { users } from '../../db/schema/users.js';

const exportStatuses = ['pending', 'running', 'done', 'failed'] as const;

/** Asynchronous xlsx exports (contract EXPORT_KINDS): the request, its progress and its file. */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXPORT_KINDS }).notNull(),
    /** The list query the export was asked with, as the contract validated it. */
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: exportStatuses }).notNull().default('pending'),
    name: text('name').notNull(),
    rows: integer('rows').notNull().default(0),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
    /**
     * The run that holds a running export (a random id per attempt) and when it last said it was
     * alive: another process takes the export over only once that is older than the job expiry.
     */
    claimedBy: uuid('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('export_jobs_owner_idx').on(t.ownerId, t.createdAt)],
);
