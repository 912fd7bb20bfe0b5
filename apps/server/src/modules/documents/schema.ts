import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

export const DOCUMENT_PLACEMENTS = ['convention', 'agreement', 'appendix'] as const;
export const DOCUMENT_VERSION_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type DocumentVersionStatus = (typeof DOCUMENT_VERSION_STATUSES)[number];

/**
 * Platform documents: the user convention (/doc/index), the user agreement (/agreement) and the
 * convention's appendices. One convention and one agreement; any number of appendices.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    placement: text('placement', { enum: DOCUMENT_PLACEMENTS }).notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('documents_one_per_placement')
      .on(t.placement)
      .where(sql`${t.placement} <> 'appendix'`),
    check('documents_placement_check', sql`${t.placement} in ('convention', 'agreement', 'appendix')`),
  ],
);

/**
 * A document's versions: draft → scheduled → published → archived. The partial unique indexes
 * hold "at most one published, one draft and one scheduled version per document" in the database,
 * so a scheduled publish racing a manual one cannot leave two.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Lowercase hex SHA-256 of `body`: the agreement's ETag and what the operation log records. */
    bodySha256: text('body_sha256').notNull(),
    changeNote: text('change_note').notNull().default(''),
    status: text('status', { enum: DOCUMENT_VERSION_STATUSES }).notNull().default('draft'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** Send an announcement when it takes effect. */
    notify: boolean('notify').notNull().default(false),
    /** The draft's autosave counter (a stale save is refused). */
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('document_versions_document_version').on(t.documentId, t.version),
    uniqueIndex('document_versions_one_published')
      .on(t.documentId)
      .where(sql`${t.status} = 'published'`),
    uniqueIndex('document_versions_one_draft')
      .on(t.documentId)
      .where(sql`${t.status} = 'draft'`),
    uniqueIndex('document_versions_one_scheduled')
      .on(t.documentId)
      .where(sql`${t.status} = 'scheduled'`),
    index('document_versions_status_effective_idx').on(t.status, t.effectiveAt),
    check(
      'document_versions_status_check',
      sql`${t.status} in ('draft', 'scheduled', 'published', 'archived')`,
    ),
  ],
);
