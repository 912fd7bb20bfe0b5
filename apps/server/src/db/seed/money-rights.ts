import { eq } from 'drizzle-orm';
import type { Permission } from '@creator-console/contract';
import type { RoleKey } from '../../auth/roles.js';
import { roleMenus, rolePermissions, roles } from '../schema/index.js';
import { roleMenuRows } from './role-menus.js';
import type { SeedStep } from './step.js';

/** What money (money.md §4) adds to the built-in roles of a database seeded before it. */
const GRANTS: Partial<Record<RoleKey, { rights: Permission[]; groups: string[] }>> = {
  admin: { rights: ['finance:pay'], groups: [] },
  operator: { rights: ['finance:review', 'playlet:manage'], groups: ['finance', 'playlet'] },
};

/**
 * The money rights and menus of the built-in roles: `finance:pay` for admin, finance review and
 * short-drama cooperation (with their menu groups) for operator. A fresh database gets them from
 * the role defaults already; this step brings an older one level, adding only these grants.
 */
export const moneyRights: SeedStep<void> = {
  name: 'money-rights',
  async prepare() {},
  async run(tx) {
    for (const [key, grant] of Object.entries(GRANTS) as [
      RoleKey,
      { rights: Permission[]; groups: string[] },
    ][]) {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, key));
      if (!role) continue;
      await tx
        .insert(rolePermissions)
        .values(grant.rights.map((permission) => ({ roleId: role.id, permission })))
        .onConflictDoNothing();
      const menus = roleMenuRows(key).filter((row) => grant.groups.includes(row.groupPath));
      if (menus.length > 0) {
        await tx
          .insert(roleMenus)
          .values(menus.map((row) => ({ roleId: role.id, ...row })))
          .onConflictDoNothing();
      }
    }
  },
};
