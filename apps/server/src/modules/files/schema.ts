import { FILE_PURPOSES } from '@creator-console/contract';
import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

export const filePurposes = FILE_PURPOSES;

/**
 * Stored files (contract FILE_PURPOSES). The bytes are in the storage (`storage_key`); a file is
 * referenced elsewhere as `/api/files/<id>` and loaded through a short-lived signed address.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: filePurposes }).notNull(),
    /** The name the user gave it, for downloads. */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId, t.createdAt)],
);
