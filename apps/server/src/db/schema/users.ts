import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { roles } from './roles.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /**
     * `lower(name)`, stored: the account search matches it with `LIKE`, so no row is case-folded at
     * query time (ILIKE folded 100 000 names twice a search, ≈ 200 ms on PGlite).
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    avatar: text('avatar').notNull().default(''),
    realName: text('real_name').notNull().default(''),
    entityName: text('entity_name').notNull().default(''),
    /** 1 active, 2 disabled (contract USER_STATUS). */
    status: integer('status').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Bumped by every change of what the user may see (roles, labels): part of the
     * `X-Access-Version` header, so an open console knows to refresh its menu.
     */
    accessVersion: integer('access_version').notNull().default(0),
    disabledReason: text('disabled_reason').notNull().default(''),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledBy: integer('disabled_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The account list's orders (admin.md §7); name prefixes through lower(name).
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('users_last_login_idx').on(t.lastLoginAt.desc().nullsLast(), t.id.desc()),
    index('users_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
  ],
);

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

/** The colours a label may take in the console (ui Tag tones). */
export const LABEL_TONES = ['neutral', 'accent', 'positive', 'caution', 'critical'] as const;

/**
 * Labels (属性标签) an operator puts on accounts; the built-in tag 直播 grants creators and MCNs
 * the live menu. Labels classify accounts and target announcements; they never carry rights.
 */
export const adminTags = pgTable(
  'admin_tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    tone: text('tone', { enum: LABEL_TONES }).notNull().default('neutral'),
    /** Built-in labels (直播) keep their name and cannot be deleted. */
    builtin: boolean('builtin').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'admin_tags_tone_check',
      sql`${t.tone} in ('neutral', 'accent', 'positive', 'caution', 'critical')`,
    ),
  ],
);

export const userAdminTags = pgTable(
  'user_admin_tags',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => adminTags.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tagId] }),
    index('user_admin_tags_tag_idx').on(t.tagId, t.userId),
  ],
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
