import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

/** Groups of accounts (/admin/group): they target announcements and never carry rights. */
export const userGroups = pgTable('user_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('user_group_members_user_idx').on(t.userId)],
);
