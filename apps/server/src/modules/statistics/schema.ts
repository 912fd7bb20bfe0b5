import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.js';

/**
 * A creator's figures of one calendar day (platform time zone). Content metrics and the fan history
 * share the row, so `new_fans` is stored once: `fans` is the total at the end of the day. A day
 * without a row is a day without activity (the API answers zeros, fans carried over).
 */
export const dailyStatistics = pgTable(
  'daily_statistics',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    plays: integer('plays').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    /** Videos published that day. */
    published: integer('published').notNull().default(0),
    newFans: integer('new_fans').notNull().default(0),
    lostFans: integer('lost_fans').notNull().default(0),
    /** Fans at the end of the day. */
    fans: integer('fans').notNull().default(0),
  },
  // The primary key (user_id, date) serves every range query of the statistics endpoints.
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

/** Fan shares of a creator by `dimension` (gender, age), in percent; `position` orders the labels. */
export const fanShares = pgTable(
  'fan_shares',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dimension: text('dimension', { enum: ['gender', 'age'] }).notNull(),
    label: text('label').notNull(),
    value: integer('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dimension, t.label] }),
    index('fan_shares_user_idx').on(t.userId),
  ],
);
