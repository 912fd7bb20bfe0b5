import {
  MACHINE_VERDICTS,
  VIDEO_STATUSES,
  VIDEO_VISIBILITIES,
  type VideoFile,
} from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

/** The creator declarations the publish form offers (/audit/statement). */
export const creatorStatements = pgTable('creator_statements', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A creator's video (contract VIDEO_STATUSES). `file` and `cover` are file references
 * (`/api/files/<id>`) with what the publish form declared about the file; seeded videos have none.
 * The review workbench locks an item to one reviewer (`locked_by` until `locked_until`).
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    cover: text('cover'),
    file: jsonb('file').$type<VideoFile>(),
    visibility: text('visibility', { enum: VIDEO_VISIBILITIES }).notNull().default('public'),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('draft'),
    statementId: integer('statement_id').references(() => creatorStatements.id, { onDelete: 'set null' }),
    machineVerdict: text('machine_verdict', { enum: MACHINE_VERDICTS }),
    machineReasons: jsonb('machine_reasons').$type<string[]>().notNull().default([]),
    /** The last rejection's quick reasons and message, shown to the creator. */
    reviewReasons: jsonb('review_reasons').$type<string[]>().notNull().default([]),
    reviewMessage: text('review_message').notNull().default(''),
    /** The reviewer of the last decision. */
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    plays: integer('plays').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When it last entered review: the review queues hand out the oldest first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The content library: one creator's videos, newest first, optionally of one status.
    index('videos_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('videos_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc(), t.id.desc()),
    index('videos_user_published_idx').on(t.userId, t.publishedAt.desc(), t.id.desc()),
    index('videos_user_plays_idx').on(t.userId, t.plays.desc(), t.id.desc()),
    // The review queues and the operators' list.
    index('videos_status_submitted_idx').on(t.status, t.submittedAt, t.id),
    index('videos_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('videos_scheduled_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * How many videos each creator has in each status, kept by triggers on `videos` (migration 0005)
 * in the same transaction as the change: the content library's total without counting rows.
 */
export const videoCounts = pgTable(
  'video_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VIDEO_STATUSES }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);
