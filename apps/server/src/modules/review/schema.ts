import { CONTENT_KINDS, HISTORY_DECISIONS, HISTORY_STAGES } from '@creator-console/contract';
import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';
import { videos } from '../videos/schema.js';

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
