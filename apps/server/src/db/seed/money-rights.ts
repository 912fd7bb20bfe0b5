import { grantRoleAccess, type RoleGrants } from './grants.js';
import type { SeedStep } from './step.js';

/** What money (money.md §4) adds to the built-in roles of a database seeded before it. */
const GRANTS: RoleGrants = {
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
  run: (tx) => grantRoleAccess(tx, GRANTS),
};
