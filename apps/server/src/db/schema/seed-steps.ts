import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Demo-data steps already applied. A step runs once per database, so a restart never duplicates
 * rows nor resets what users changed since.
 */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
