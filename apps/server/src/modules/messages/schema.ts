import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';
import { announcements } from '../announcements/schema.js';

/** The notification centre: one row per recipient. `type` per contract MESSAGE_TYPES. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** A console path the message refers to. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The announcement this message delivers (its receipt is `read_at`); withdrawing deletes it. */
    announcementId: integer('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    index('messages_user_type_idx').on(t.userId, t.type),
    // One message per recipient of an announcement: the fan-out's ON CONFLICT makes it idempotent.
    uniqueIndex('messages_announcement_user')
      .on(t.announcementId, t.userId)
      .where(sql`${t.announcementId} is not null`),
    index('messages_announcement_read_idx').on(t.announcementId, t.readAt),
  ],
);
