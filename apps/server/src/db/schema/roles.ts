import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/**
 * Roles as data: a role is a menu (`role_menus`) plus page rights (`role_permissions`). The five
 * built-in ones keep their key and name (the client recognises them by name); custom roles are
 * staff roles.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** Stable key used by code and seed: admin, operator, creator, mcn, mcn_pending, or a custom one. */
    key: text('key').notNull().unique(),
    /** Display name sent as `roles[].name` (contract ROLE for the built-in ones). */
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    builtin: boolean('builtin').notNull().default(false),
    position: integer('position').notNull().default(0),
    /**
     * Bumped by every change of the role's name, menu or page rights: part of the
     * `X-Access-Version` header, and the optimistic-concurrency check of the role editor.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('roles_key_check', sql`${t.key} ~ '^[a-z][a-z0-9_]{1,31}$'`)],
);

/**
 * The menu a role may see: one row per permitted child of a catalogue group (contract
 * `menuCatalogue`). A group appears in the role's menu when at least one of its children does.
 */
export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    groupPath: text('group_path').notNull(),
    childPath: text('child_path').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.groupPath, t.childPath] })],
);

/** Page rights of a role: permission keys (see src/auth/page-rights.ts). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);
