import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

/**
 * One-time reveals of sensitive values: who looked at whose what, from which screen, when. The
 * value itself is never stored.
 */
export const sensitiveReveals = pgTable(
  'sensitive_reveals',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectUserId: integer('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Contract SENSITIVE_MODULES: the screen of the reveal (`t`). */
    module: integer('module').notNull(),
    /** Contract SENSITIVE_FIELDS: phone or id_number. */
    field: text('field').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sensitive_reveals_subject_idx').on(t.subjectUserId, t.createdAt),
    index('sensitive_reveals_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/**
 * Confirmations of the reveal dialog (spec §9: "只能被查看一次"): each press of 确定 issues one
 * nonce for its user, and one reveal consumes it. Only the nonce's hash is stored.
 */
export const revealConfirmations = pgTable('reveal_confirmations', {
  nonceHash: text('nonce_hash').primaryKey(),
  actorId: integer('actor_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
