import { inArray } from 'drizzle-orm';
import { ROLE_KEYS, ROLE_NAME } from '../../auth/roles.js';
import { ROLE_PAGE_RIGHTS } from '../../auth/page-rights.js';
import {
  adminTags,
  mcnCreators,
  roleMenus,
  rolePermissions,
  roles,
  userAdminTags,
  userRoles,
  users,
} from '../schema/index.js';
import { ADMIN_TAGS, DEMO_ACCOUNTS, DEMO_MCN, MCN_CREATORS } from './demo-accounts.js';
import { demoPasswordHashes, idsBy, must } from './lookup.js';
import { roleMenuRows } from './role-menus.js';
import type { SeedStep, SeedTransaction } from './step.js';

const ACCOUNTS = [...DEMO_ACCOUNTS, ...MCN_CREATORS];

/**
 * Roles with their menus and page rights, admin tags, the demo accounts and the MCN's creators.
 * Inserts skip rows that already exist, so a database that has some of them is completed, not reset.
 */
export const foundation: SeedStep<Map<string, string>> = {
  name: 'foundation',

  prepare: () => demoPasswordHashes(ACCOUNTS),

  async run(tx: SeedTransaction, passwordHashes) {
    await tx
      .insert(roles)
      .values(ROLE_KEYS.map((key) => ({ key, name: ROLE_NAME[key] })))
      .onConflictDoNothing();
    const roleIds = await idsBy(
      tx
        .select({ id: roles.id, key: roles.key })
        .from(roles)
        .where(inArray(roles.key, [...ROLE_KEYS])),
    );

    for (const key of ROLE_KEYS) {
      const roleId = must(roleIds, key);
      await tx
        .insert(rolePermissions)
        .values(ROLE_PAGE_RIGHTS[key].map((permission) => ({ roleId, permission })))
        .onConflictDoNothing();
      await tx
        .insert(roleMenus)
        .values(roleMenuRows(key).map((row) => ({ roleId, ...row })))
        .onConflictDoNothing();
    }

    await tx
      .insert(adminTags)
      .values(ADMIN_TAGS.map((name) => ({ name })))
      .onConflictDoNothing();
    const tagIds = await idsBy(
      tx
        .select({ id: adminTags.id, key: adminTags.name })
        .from(adminTags)
        .where(inArray(adminTags.name, [...ADMIN_TAGS])),
    );

    await tx
      .insert(users)
      .values(
        ACCOUNTS.map((account) => ({
          username: account.username,
          phone: account.phone,
          passwordHash: must(passwordHashes, account.username),
          name: account.name,
          realName: account.realName,
          entityName: account.entityName,
          status: account.status ?? 1,
        })),
      )
      .onConflictDoNothing();
    const userIds = await idsBy(
      tx
        .select({ id: users.id, key: users.username })
        .from(users)
        .where(
          inArray(
            users.username,
            ACCOUNTS.map((account) => account.username),
          ),
        ),
    );

    await tx
      .insert(userRoles)
      .values(
        ACCOUNTS.flatMap((account) =>
          account.roles.map((role, position) => ({
            userId: must(userIds, account.username),
            roleId: must(roleIds, role),
            position,
          })),
        ),
      )
      .onConflictDoNothing();

    const tagged = ACCOUNTS.flatMap((account) =>
      (account.tags ?? []).map((tag) => ({
        userId: must(userIds, account.username),
        tagId: must(tagIds, tag),
      })),
    );
    await tx.insert(userAdminTags).values(tagged).onConflictDoNothing();

    const mcnUserId = must(userIds, DEMO_MCN);
    await tx
      .insert(mcnCreators)
      .values(MCN_CREATORS.map((creator) => ({ mcnUserId, creatorUserId: must(userIds, creator.username) })))
      .onConflictDoNothing();
  },
};
