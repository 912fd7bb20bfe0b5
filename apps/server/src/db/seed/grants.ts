import { eq } from 'drizzle-orm';
import type { Permission } from '@creator-console/contract';
import type { RoleKey } from '../../auth/roles.js';
import { roleMenus, rolePermissions, roles } from '../schema/index.js';
import { roleMenuRows } from './role-menus.js';
import type { SeedTransaction } from './step.js';

/** Rights and menu groups an area adds to built-in roles. */
export type RoleGrants = Partial<Record<RoleKey, { rights: Permission[]; groups: string[] }>>;

/**
 * Brings the built-in roles of a database seeded before an area level with it: adds the area's
 * rights and its menu groups (rows as the role defaults have them), nothing else; a role that is
 * missing, or already has them, is left as it is.
 */
export async function grantRoleAccess(tx: SeedTransaction, grants: RoleGrants): Promise<void> {
  for (const [key, grant] of Object.entries(grants) as [
    RoleKey,
    { rights: Permission[]; groups: string[] },
  ][]) {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, key));
    if (!role) continue;
    if (grant.rights.length > 0) {
      await tx
        .insert(rolePermissions)
        .values(grant.rights.map((permission) => ({ roleId: role.id, permission })))
        .onConflictDoNothing();
    }
    const menus = roleMenuRows(key).filter((row) => grant.groups.includes(row.groupPath));
    if (menus.length > 0) {
      await tx
        .insert(roleMenus)
        .values(menus.map((row) => ({ roleId: role.id, ...row })))
        .onConflictDoNothing();
    }
  }
}
