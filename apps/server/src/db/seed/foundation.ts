import { inArray } from 'drizzle-orm';
import { adminTags, mcnCreators, roles, userAdminTags, userRoles, users } from '../schema/index.js';
import { ADMIN_TAGS, DEMO_ACCOUNTS, DEMO_MCN, MCN_CREATORS } from './demo-accounts.js';
import { demoPasswordHashes, idsBy, must } from './lookup.js';
import type { SeedStep, SeedTransaction } from './step.js';

const ACCOUNTS = [...DEMO_ACCOUNTS, ...MCN_CREATORS];

/**
 * The demo labels, the demo accounts with their roles and labels, and the MCN's creators. The
 * roles with their menus and page rights, and the built-in label 直播, come from the setup every
 * database gets (db/setup), applied before the demo seed; databases seeded before it had them from
 * this step. Inserts skip rows that already exist, so a database that has some of them is
 * completed, not reset.
 */
export const foundation: SeedStep<Map<string, string>> = {
  name: 'foundation',

  prepare: () => demoPasswordHashes(ACCOUNTS),

  async run(tx: SeedTransaction, passwordHashes) {
    const roleIds = await idsBy(tx.select({ id: roles.id, key: roles.key }).from(roles));

    // Only the missing ones: an insert that skips a conflict still takes an id of the sequence.
    const existingTags = new Set(
      (
        await tx
          .select({ name: adminTags.name })
          .from(adminTags)
          .where(inArray(adminTags.name, [...ADMIN_TAGS]))
      ).map((row) => row.name),
    );
    const missingTags = ADMIN_TAGS.filter((name) => !existingTags.has(name));
    if (missingTags.length > 0) await tx.insert(adminTags).values(missingTags.map((name) => ({ name })));
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
