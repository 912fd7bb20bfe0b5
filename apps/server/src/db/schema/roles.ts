import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** Stable key used by code and seed: admin, operator, creator, mcn, mcn_pending. */
  key: text('key').notNull().unique(),
  /** Display name sent as `roles[].name` (contract ROLE). */
  name: text('name').notNull(),
});

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
