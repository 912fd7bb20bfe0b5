import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

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
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    index('messages_user_type_idx').on(t.userId, t.type),
  ],
);
