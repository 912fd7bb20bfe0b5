import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Throttling counters shared by every server process (plugins/app/throttles.ts): a fixed-window
 * count (`credential-ip:<ip>`) or the consecutive failures of a login key with the time its
 * backoff ends (`login:<account>|<ip>`). A row whose `resets_at` has passed counts as absent.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
