import {
  certificationApplication,
  CERT_STATUS,
  INVITE_STATUS,
  menuCatalogue,
  validateIdCard,
} from '@creator-console/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_KEYS } from '../../src/auth/roles.js';
import * as schema from '../../src/db/schema/index.js';
import { CUSTOM_ROLES, STAFF_ACCOUNTS } from '../../src/db/seed/admin.js';
import { DEMO_ACCOUNTS, MCN_CREATORS } from '../../src/db/seed/demo-accounts.js';
import { SEED_STEPS, seedDemoData } from '../../src/db/seed/index.js';
import { HISTORY_DAYS } from '../../src/db/seed/statistics.js';
import { ROLE_MENUS, roleMenuRows } from '../../src/db/seed/role-menus.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

const tables = {
  users: schema.users,
  roles: schema.roles,
  userRoles: schema.userRoles,
  adminTags: schema.adminTags,
  userAdminTags: schema.userAdminTags,
  roleMenus: schema.roleMenus,
  rolePermissions: schema.rolePermissions,
  mcnCreators: schema.mcnCreators,
  seedSteps: schema.seedSteps,
  dailyStatistics: schema.dailyStatistics,
  fanShares: schema.fanShares,
  messages: schema.messages,
  mcnInvites: schema.mcnInvites,
  certificationCategories: schema.certificationCategories,
  certificationItems: schema.certificationItems,
  certificationApplications: schema.certificationApplications,
  certificationHistory: schema.certificationHistory,
};

const STEP_NAMES = SEED_STEPS.map((step) => step.name);
/** The whole demo seed on PGlite takes 20–35 s on a busy machine (two at once, more). */
const SEED_TIMEOUT_MS = 120_000;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

async function counts() {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('demo seed', () => {
  it('seeds the demo platform once', { timeout: SEED_TIMEOUT_MS }, async () => {
    expect(await seedDemoData(database.db)).toEqual(STEP_NAMES);
    const seeded = await counts();
    expect(seeded.users).toBe(DEMO_ACCOUNTS.length + MCN_CREATORS.length + STAFF_ACCOUNTS.length);
    expect(seeded.roles).toBe(ROLE_KEYS.length + CUSTOM_ROLES.length);
    expect(seeded.mcnCreators).toBe(MCN_CREATORS.length);
    const disabled = await database.db.select().from(schema.users).where(eq(schema.users.status, 2));
    expect(disabled.map((user) => user.username).sort()).toEqual(['qinghe_guchen', 'reviewer_b']);
  });

  it('changes nothing when run again, and keeps what users changed since', async () => {
    const before = await counts();
    await database.db
      .update(schema.users)
      .set({ name: '阿杰的新名字' })
      .where(eq(schema.users.username, 'creator'));
    const [hashBefore] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.username, 'admin'));

    expect(await seedDemoData(database.db)).toEqual([]);
    expect(await counts()).toEqual(before);
    const [creator] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.username, 'creator'));
    expect(creator!.name).toBe('阿杰的新名字');
    const [hashAfter] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.username, 'admin'));
    expect(hashAfter!.passwordHash).toBe(hashBefore!.passwordHash);
  });

  it('completes rather than duplicates when a step runs over existing rows', async () => {
    const before = await counts();
    await database.db.delete(schema.seedSteps);
    expect(await seedDemoData(database.db)).toEqual(STEP_NAMES);
    expect(await counts()).toEqual(before);
  });

  it('runs safely from two seeders at once', { timeout: SEED_TIMEOUT_MS }, async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.all([seedDemoData(fresh.db), seedDemoData(fresh.db)]);
      expect(results.flat().sort()).toEqual([...STEP_NAMES].sort());
      const [users] = await fresh.db.select({ n: count() }).from(schema.users);
      expect(users!.n).toBe(DEMO_ACCOUNTS.length + MCN_CREATORS.length + STAFF_ACCOUNTS.length);
    } finally {
      await fresh.dispose();
    }
  });

  it('seeds statistics, messages, invitations and certification applications', async () => {
    const seeded = await counts();
    // Every creator and MCN: 7 creators (one disabled) and the MCN.
    expect(seeded.dailyStatistics).toBe(8 * HISTORY_DAYS);
    expect(seeded.fanShares).toBe(8 * 8);
    expect(seeded.messages).toBeGreaterThan(40);
    const [unread] = await database.db
      .select({ n: count() })
      .from(schema.messages)
      .where(isNull(schema.messages.readAt));
    expect(unread!.n).toBeGreaterThan(0);
    expect(unread!.n).toBeLessThan(seeded.messages!);

    const [mcn] = await database.db.select().from(schema.users).where(eq(schema.users.username, 'mcn'));
    const [creator] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.username, 'creator'));
    const pending = await database.db
      .select()
      .from(schema.mcnInvites)
      .where(
        and(
          eq(schema.mcnInvites.senderId, mcn!.id),
          eq(schema.mcnInvites.receiverId, creator!.id),
          eq(schema.mcnInvites.status, INVITE_STATUS.pending),
        ),
      );
    expect(pending).toHaveLength(1);
    const invites = await database.db.select().from(schema.mcnInvites);
    expect(new Set(invites.map((invite) => invite.status))).toEqual(new Set(Object.values(INVITE_STATUS)));

    const applications = await database.db.select().from(schema.certificationApplications);
    expect(new Set(applications.map((a) => a.status))).toEqual(
      new Set([CERT_STATUS.pending, CERT_STATUS.approved, CERT_STATUS.rejected]),
    );
    for (const application of applications) {
      // Every seeded form is one the API would accept, ID-card numbers included.
      expect(
        certificationApplication.safeParse({ type: application.type, fields: application.fields }).success,
      ).toBe(true);
      if (application.type === 'personal')
        expect(validateIdCard(String(application.fields.id_number))).toBeNull();
      if (application.status === CERT_STATUS.rejected) expect(application.message).not.toBe('');
    }
  });

  it('stores argon2id hashes, never the password', async () => {
    const rows = await database.db.select({ hash: schema.users.passwordHash }).from(schema.users);
    for (const { hash } of rows) expect(hash).toMatch(/^\$argon2id\$/);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
  });

  it('seeds the administration area: roles, staff accounts, labels, groups, channels (admin.md §9)', async () => {
    const roleRows = await database.db.select().from(schema.roles);
    expect(roleRows.filter((role) => role.builtin).map((role) => role.key)).toEqual(
      expect.arrayContaining([...ROLE_KEYS]),
    );
    expect(roleRows.filter((role) => !role.builtin).map((role) => role.name)).toEqual(
      expect.arrayContaining(['系统运营', '内容审核员', '客服']),
    );
    const [reviewerB] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.username, 'reviewer_b'));
    expect(reviewerB).toMatchObject({ status: 2, disabledReason: '离职' });
    const [live] = await database.db.select().from(schema.adminTags).where(eq(schema.adminTags.name, '直播'));
    expect(live).toMatchObject({ builtin: true, tone: 'accent' });
    const [channels] = await database.db.select({ n: count() }).from(schema.commercialChannels);
    expect(channels!.n).toBe(6);
    const [groups] = await database.db.select({ n: count() }).from(schema.userGroups);
    expect(groups!.n).toBe(4);
    // Operators send announcements and read the convention, on a fresh database as after an upgrade.
    const [operator] = roleRows.filter((role) => role.key === 'operator');
    const operatorRights = await database.db
      .select()
      .from(schema.rolePermissions)
      .where(eq(schema.rolePermissions.roleId, operator!.id));
    expect(operatorRights.map((row) => row.permission)).toContain('notice:publish');
  });

  it('seeds role menus that exist in the catalogue', () => {
    for (const role of ROLE_KEYS) expect(() => roleMenuRows(role)).not.toThrow();
    expect(Object.keys(ROLE_MENUS.admin)).toEqual(menuCatalogue.map((group) => group.path));
  });
});
