import { USER_STATUS } from '@creator-console/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GUARD_MESSAGES, guardLastAdmin } from '../../src/auth/admin-guard.js';
import { roles, userRoles, users } from '../../src/db/schema/index.js';
import { ApiError } from '../../src/http/errors.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

let database: TestDatabase;
let adminRoleId: number;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const [role] = await database.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'admin'));
  adminRoleId = role!.id;
});
afterAll(() => database?.dispose());

let serial = 0;
async function newAdmin(): Promise<number> {
  serial += 1;
  const [user] = await database.db
    .insert(users)
    .values({
      username: `guard_admin_${serial}`,
      phone: `1770000${String(serial).padStart(4, '0')}`,
      passwordHash: 'x',
      name: `管理员${serial}`,
    })
    .returning({ id: users.id });
  await database.db.insert(userRoles).values({ userId: user!.id, roleId: adminRoleId, position: 0 });
  return user!.id;
}

const enabledAdmins = async (ids: number[]) =>
  (
    await database.db
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.status, USER_STATUS.active)))
  )[0]!.n;

/** Disables `targetId` as `actorId` behind the guard, as the account routes will; answers the HTTP status. */
async function disable(actorId: number, targetId: number): Promise<number> {
  try {
    await database.db.transaction(async (tx) => {
      await guardLastAdmin(tx, actorId, targetId);
      await tx.update(users).set({ status: USER_STATUS.disabled }).where(eq(users.id, targetId));
    });
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.statusCode;
    throw error;
  }
}

/** Leaves only the given administrators enabled. */
async function onlyEnabled(ids: number[]) {
  const admins = await database.db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.roleId, adminRoleId), eq(userRoles.position, 0)));
  await database.db
    .update(users)
    .set({ status: USER_STATUS.disabled })
    .where(
      inArray(
        users.id,
        admins.map((row) => row.id),
      ),
    );
  await database.db.update(users).set({ status: USER_STATUS.active }).where(inArray(users.id, ids));
}

describe('the last enabled administrator (admin.md §10.2)', () => {
  it('refuses the last admin’s own removal with 202, and lets one of two go', async () => {
    const [a, b] = [await newAdmin(), await newAdmin()];
    await onlyEnabled([a]);
    await expect(database.db.transaction((tx) => guardLastAdmin(tx, a, a))).rejects.toMatchObject({
      statusCode: 202,
      message: ADMIN_GUARD_MESSAGES.lastAdmin,
    });
    expect(await disable(a, a)).toBe(202);
    expect(await enabledAdmins([a])).toBe(1);

    await onlyEnabled([a, b]);
    expect(await disable(a, b)).toBe(200);
    expect(await disable(a, a)).toBe(202);
    expect(await enabledAdmins([a, b])).toBe(1);
  });

  it('lets a target that is no enabled administrator pass', async () => {
    const a = await newAdmin();
    await onlyEnabled([a]);
    const [creator] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'creator'));
    await database.db.transaction((tx) => guardLastAdmin(tx, a, creator!.id));
  });

  it('lets exactly one of two admins disabling each other at once succeed', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = [await newAdmin(), await newAdmin()];
      await onlyEnabled([a, b]);
      const statuses = await Promise.all([disable(a, b), disable(b, a)]);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The other: the guard's 202, or 401 when its actor was disabled first.
      expect(statuses.filter((status) => status === 202 || status === 401)).toHaveLength(1);
      expect(await enabledAdmins([a, b])).toBe(1);
    }
  });
});
