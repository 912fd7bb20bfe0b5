import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

export const ANNOUNCEMENT_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'withdrawn'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/**
 * Who an announcement reaches: everyone, or the named users plus the accounts matching the chosen
 * dimensions (any value within a dimension, all dimensions together). Resolved when sending.
 */
export interface AnnouncementAudience {
  all?: boolean;
  user_ids?: number[];
  role_ids?: number[];
  tag_ids?: number[];
  group_ids?: number[];
  channel_ids?: number[];
}

/**
 * Announcements (/admin/notice). Sending fans out into `messages` (type 1) in batches, each its
 * own transaction advancing `fanout_cursor` (the last user id written), so a crash resumes.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    link: text('link'),
    audience: jsonb('audience').$type<AnnouncementAudience>().notNull(),
    audienceSummary: text('audience_summary').notNull().default(''),
    status: text('status', { enum: ANNOUNCEMENT_STATUSES }).notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipientCount: integer('recipient_count').notNull().default(0),
    /** Reads at withdrawal, when the messages (and their read flags) are deleted. */
    readCountFinal: integer('read_count_final'),
    fanoutCursor: integer('fanout_cursor').notNull().default(0),
    withdrawReason: text('withdraw_reason').notNull().default(''),
    withdrawnBy: integer('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('announcements_status_scheduled_idx').on(t.status, t.scheduledAt),
    index('announcements_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check(
      'announcements_status_check',
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'withdrawn')`,
    ),
  ],
);
