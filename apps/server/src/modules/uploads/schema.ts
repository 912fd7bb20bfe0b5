import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';
import { filePurposes, files } from '../files/schema.js';

const uploadStatuses = ['uploading', 'complete', 'cancelled'] as const;

/**
 * Resumable uploads in progress: the bytes received so far sit in the storage under
 * `storage_key`; `received` only moves after a whole chunk was stored and checked.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: filePurposes }).notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    chunkSize: integer('chunk_size').notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: uploadStatuses }).notNull().default('uploading'),
    storageKey: text('storage_key').notNull(),
    /** The assembled file, once complete. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.status)],
);
