import { TRACKING_EVENTS } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
    userAgent: text('user_agent').notNull().default(''),
    /** The MCN acting as the sender (a creator), when it is. */
    actingMcnId: integer('acting_mcn_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // The log explorer's keyset orders (newest first, id breaking ties) per filter it serves.
  (t) => [
    index('tracking_events_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('tracking_events_event_created_idx').on(t.event, t.createdAt.desc(), t.id.desc()),
    index('tracking_events_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('tracking_events_ip_created_idx').on(t.ip, t.createdAt.desc(), t.id.desc()),
    index('tracking_events_failures_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.success}`),
    index('tracking_events_properties_idx').using('gin', sql`${t.properties} jsonb_path_ops`),
  ],
);

/**
 * Events per hour, event and result: the explorer's totals, histogram and exact facets without a
 * scan. Kept by statement triggers on `tracking_events` (migration 0008): one upsert per group per
 * INSERT statement, decremented by deletes (retention).
 */
export const trackingEventRollups = pgTable(
  'tracking_event_rollups',
  {
    /** The UTC hour the events fall in. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    event: text('event', { enum: TRACKING_EVENTS }).notNull(),
    success: boolean('success').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.event, t.success] })],
);
