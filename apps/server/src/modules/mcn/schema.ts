import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

/**
 * Invitations between MCNs and creators (contract INVITE_TYPES, INVITE_STATUS). The link itself is
 * `mcn_creators`; this is the log of who asked whom and what became of it.
 */
export const mcnInvites = pgTable(
  'mcn_invites',
  {
    id: serial('id').primaryKey(),
    /** 1 an MCN invites a creator, 2 a creator applies to an MCN. */
    type: integer('type').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 pending, 1 accepted, 2 refused, 3 withdrawn. */
    status: integer('status').notNull().default(0),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('mcn_invites_sender_idx').on(t.senderId, t.createdAt),
    index('mcn_invites_receiver_idx').on(t.receiverId, t.createdAt),
    // At most one pending invitation from a sender to a receiver, even under concurrent requests.
    uniqueIndex('mcn_invites_pending_pair')
      .on(t.senderId, t.receiverId)
      .where(sql`${t.status} = 0`),
  ],
);
