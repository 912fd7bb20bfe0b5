import {
  ALBUM_HISTORY_DECISIONS,
  ALBUM_HISTORY_STAGES,
  ALBUM_STATUSES,
  VIDEO_VISIBILITIES,
} from '@creator-console/contract';
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

/**
 * A creator's image album (contract ALBUM_STATUSES). `cover` is a file reference
 * (`/api/files/<id>`), null when the first image is the cover. The review workbench locks an album
 * to one reviewer (`locked_by` until `locked_until`), as it does videos.
 */
export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    cover: text('cover'),
    visibility: text('visibility', { enum: VIDEO_VISIBILITIES }).notNull().default('public'),
    status: text('status', { enum: ALBUM_STATUSES }).notNull().default('draft'),
    /** The last rejection's quick reasons and message, shown to the creator. */
    reviewReasons: jsonb('review_reasons').$type<string[]>().notNull().default([]),
    reviewMessage: text('review_message').notNull().default(''),
    /** The reviewer of the last decision. */
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When it last entered review: the queues hand out the oldest first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The creator's list: one creator's albums, newest first, optionally of one status.
    index('albums_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('albums_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc(), t.id.desc()),
    // The review queues (status, lock, oldest submission) and the operators' list.
    index('albums_status_locked_submitted_idx').on(t.status, t.lockedUntil, t.submittedAt, t.id),
    index('albums_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** An album's images in display order (`position` from 0). */
export const albumImages = pgTable(
  'album_images',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [unique('album_images_album_position').on(t.albumId, t.position)],
);

/** Every step of an album's review: submissions and reviewers' decisions. */
export const albumReviews = pgTable(
  'album_reviews',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ALBUM_HISTORY_STAGES }).notNull(),
    decision: text('decision', { enum: ALBUM_HISTORY_DECISIONS }).notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    message: text('message').notNull().default(''),
    /** The creator for submissions, the reviewer for decisions. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('album_reviews_album_idx').on(t.albumId, t.createdAt, t.id)],
);
