import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
