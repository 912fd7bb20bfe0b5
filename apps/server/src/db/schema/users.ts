import { index, integer, pgTable, primaryKey, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { roles } from './roles.js';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  avatar: text('avatar').notNull().default(''),
  realName: text('real_name').notNull().default(''),
  entityName: text('entity_name').notNull().default(''),
  /** 1 active, 2 disabled (contract USER_STATUS). */
  status: integer('status').notNull().default(1),
  createdAt: createdAt(),
});

/** A user's roles in order: the lowest position is the active role. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Labels an operator puts on accounts; the tag 直播 grants creators and MCNs the live menu. */
export const adminTags = pgTable('admin_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userAdminTags = pgTable(
  'user_admin_tags',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => adminTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] })],
);

/** Creators an MCN manages. A creator belongs to at most one MCN. */
export const mcnCreators = pgTable(
  'mcn_creators',
  {
    id: serial('id').primaryKey(),
    mcnUserId: integer('mcn_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorUserId: integer('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('mcn_creators_pair').on(t.mcnUserId, t.creatorUserId),
    uniqueIndex('mcn_creators_one_mcn').on(t.creatorUserId),
  ],
);
