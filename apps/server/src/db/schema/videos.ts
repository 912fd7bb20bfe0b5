import {
  CONTENT_KINDS,
  HISTORY_DECISIONS,
  HISTORY_STAGES,
  MACHINE_VERDICTS,
  OPERATION_LOG_MODULES,
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
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

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

/** Every step of a video's review: submissions, machine verdicts, reviewers' decisions. */
export const videoReviews = pgTable(
  'video_reviews',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: HISTORY_STAGES }).notNull(),
    decision: text('decision', { enum: HISTORY_DECISIONS }).notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    message: text('message').notNull().default(''),
    /** The creator for submissions, the reviewer for decisions, null for the machine. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('video_reviews_video_idx').on(t.videoId, t.createdAt, t.id)],
);

/** The quick-review reasons (/audit/option, /films/option). */
export const reviewReasons = pgTable(
  'review_reasons',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('review_reasons_kind_text').on(t.kind, t.text)],
);

/** Users whose submissions skip the machine review (/admin/white). */
export const machineReviewWhitelist = pgTable('machine_review_whitelist', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  note: text('note').notNull().default(''),
  addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The machine review's text blocklist: a term found in a title, description or topic makes the
 * verdict `suspect` or `block` (its level).
 */
export const machineReviewTerms = pgTable('machine_review_terms', {
  id: serial('id').primaryKey(),
  term: text('term').notNull().unique(),
  level: text('level', { enum: ['suspect', 'block'] }).notNull(),
  /** Why the term is listed, shown as the verdict's reason. */
  category: text('category').notNull().default(''),
});

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
