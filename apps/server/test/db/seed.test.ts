import { menuCatalogue } from '@creator-console/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_KEYS } from '../../src/auth/roles.js';
import * as schema from '../../src/db/schema/index.js';
import { DEMO_ACCOUNTS, MCN_CREATORS } from '../../src/db/seed/demo-accounts.js';
import { seedDemoData } from '../../src/db/seed/index.js';
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
};

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
  it('seeds the demo platform once', async () => {
    expect(await seedDemoData(database.db)).toEqual(['foundation']);
    const seeded = await counts();
    expect(seeded.users).toBe(DEMO_ACCOUNTS.length + MCN_CREATORS.length);
    expect(seeded.roles).toBe(ROLE_KEYS.length);
    expect(seeded.mcnCreators).toBe(MCN_CREATORS.length);
    const disabled = await database.db.select().from(schema.users).where(eq(schema.users.status, 2));
    expect(disabled.map((user) => user.username)).toEqual(['qinghe_guchen']);
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
    expect(await seedDemoData(database.db)).toEqual(['foundation']);
    expect(await counts()).toEqual(before);
  });

  it('runs safely from two seeders at once', async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.all([seedDemoData(fresh.db), seedDemoData(fresh.db)]);
      expect(results.flat()).toEqual(['foundation']);
      const [users] = await fresh.db.select({ n: count() }).from(schema.users);
      expect(users!.n).toBe(DEMO_ACCOUNTS.length + MCN_CREATORS.length);
    } finally {
      await fresh.dispose();
    }
  });

  it('stores argon2id hashes, never the password', async () => {
    const rows = await database.db.select({ hash: schema.users.passwordHash }).from(schema.users);
    for (const { hash } of rows) expect(hash).toMatch(/^\$argon2id\$/);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
  });

  it('seeds role menus that exist in the catalogue', () => {
    for (const role of ROLE_KEYS) expect(() => roleMenuRows(role)).not.toThrow();
    expect(Object.keys(ROLE_MENUS.admin)).toEqual(menuCatalogue.map((group) => group.path));
  });
});
