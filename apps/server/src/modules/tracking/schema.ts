import { TRACKING_EVENTS } from '@creator-console/contract';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

/** Behaviour-tracking events (contract TRACKING_EVENTS) sent by the console. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    event: text('event', { enum: TRACKING_EVENTS }).notNull(),
    platform: text('platform').notNull(),
    port: text('port').notNull(),
    success: boolean('success').notNull(),
    /** The failure's message; null for the wire's `0` (no message). */
    reason: text('reason'),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** The signed-in sender, when the event came with a valid token (login failures have none). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_events_created_idx').on(t.createdAt),
    index('tracking_events_event_idx').on(t.event, t.createdAt),
  ],
);
