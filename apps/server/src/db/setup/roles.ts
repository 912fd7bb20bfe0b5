import { inArray } from 'drizzle-orm';
import { ROLE_PAGE_RIGHTS } from '../../auth/page-rights.js';
import { ROLE_KEYS, ROLE_NAME } from '../../auth/roles.js';
import { roleMenus, rolePermissions, roles } from '../schema/index.js';
import { roleMenuRows } from '../seed/role-menus.js';
import type { SetupStep } from './step.js';

/**
 * The five built-in roles (flagged, in their order) with their default menus and page rights.
 * Only a missing role is created, and only a role created here gets its defaults: a built-in role
 * cannot be deleted nor renamed (modules/roles), so an existing one is left as administrators set it.
 */
export const builtinRoles: SetupStep = {
  name: 'roles',
  coveredBy: 'foundation',
  async run(tx) {
    const existing = new Set(
      (
        await tx
          .select({ key: roles.key })
          .from(roles)
          .where(inArray(roles.key, [...ROLE_KEYS]))
      ).map((row) => row.key),
    );
    const missing = ROLE_KEYS.filter((key) => !existing.has(key));
    if (missing.length === 0) return;
    const created = await tx
      .insert(roles)
      .values(
        missing.map((key) => ({
          key,
          name: ROLE_NAME[key],
          builtin: true,
          position: ROLE_KEYS.indexOf(key),
        })),
      )
      .returning({ id: roles.id, key: roles.key });
    const idOf = new Map(created.map((row) => [row.key, row.id]));
    for (const key of missing) {
      const roleId = idOf.get(key)!;
      await tx
        .insert(rolePermissions)
        .values(ROLE_PAGE_RIGHTS[key].map((permission) => ({ roleId, permission })))
        .onConflictDoNothing();
      await tx
        .insert(roleMenus)
        .values(roleMenuRows(key).map((row) => ({ roleId, ...row })))
        .onConflictDoNothing();
    }
  },
};
