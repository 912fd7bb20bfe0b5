import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

/**
 * Commercial channels (/admin/channel): which channel a creator's or MCN's brand deals come
 * through (星图, 磁力聚星, …). A disabled channel keeps its assignments and leaves the pickers.
 */
export const commercialChannels = pgTable(
  'commercial_channels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('commercial_channels_code_check', sql`${t.code} ~ '^[a-z][a-z0-9_]{1,31}$'`)],
);

export const userChannels = pgTable(
  'user_channels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => commercialChannels.id, { onDelete: 'restrict' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channelId] }),
    index('user_channels_channel_idx').on(t.channelId),
  ],
);
