import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs, users } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helper.js';
import { computeDigest, digestDay, verifyDay } from './digest.js';
import { MAX_SNAPSHOT_BYTES, recordAttempt, recordOperation, snapshot } from './record.js';

let database: TestDatabase;
let adminId: number;
let adminName: string;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
  adminId = admin!.id;
  adminName = admin!.name;
});
afterAll(() => database?.dispose());

const rowsFor = (action: string) =>
  database.db.select().from(operationLogs).where(eq(operationLogs.action, action));

describe('operationLog.record (admin.md §5)', () => {
  it('writes in the caller’s transaction: a rolled-back write leaves no row', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordOperation(tx, {
          module: 'account',
          action: 'account.rolled_back',
          targetType: 'account',
          targetId: 1,
          actorId: adminId,
          after: { status: 2 },
        });
        throw new Error('the write fails after logging');
      }),
    ).rejects.toThrow('the write fails after logging');
    expect(await rowsFor('account.rolled_back')).toEqual([]);
  });

  it('snapshots the actor’s name and role, the request, and only the fields a serializer copies', async () => {
    const [account] = await database.db.select().from(users).where(eq(users.username, 'creator'));
    await database.db.transaction((tx) =>
      recordOperation(tx, {
        module: 'account',
        action: 'account.update',
        targetType: 'account',
        targetId: account!.id,
        targetLabel: account!.name,
        actorId: adminId,
        summary: `编辑账号 ${account!.name}`,
        before: snapshot(account!, ['name', 'phone', 'status']),
        after: snapshot({ ...account!, name: '新名字' }, ['name', 'phone', 'status']),
        context: { ip: '10.1.2.3', userAgent: 'x'.repeat(400), requestId: 'req-1', actingMcnId: null },
      }),
    );
    const [row] = await rowsFor('account.update');
    expect(row).toMatchObject({
      actorName: adminName,
      actorRole: '管理员',
      outcome: 'success',
      ip: '10.1.2.3',
      requestId: 'req-1',
      repeatCount: 1,
      before: {
        name: account!.name,
        phone: `${account!.phone.slice(0, 3)}****${account!.phone.slice(-4)}`,
        status: 1,
      },
      after: { name: '新名字' },
    });
    expect(row!.userAgent).toHaveLength(256);
    // Nothing the serializer did not name: no password hash, no unmasked phone.
    expect(JSON.stringify(row)).not.toContain(account!.passwordHash);
    expect(JSON.stringify(row)).not.toContain(account!.phone);
  });

  it('replaces a snapshot over 16 KB by its keys', async () => {
    const big = { body: 'x'.repeat(MAX_SNAPSHOT_BYTES), title: 't' };
    await recordOperation(database.db, {
      module: 'document',
      action: 'document.big',
      targetType: 'document',
      targetId: 1,
      actorId: adminId,
      after: big,
    });
    const [row] = await rowsFor('document.big');
    expect(row!.after).toEqual({ truncated: true, keys: ['body', 'title'] });
  });

  it('writes a denied attempt after the rollback, and counts repeats within a minute on one row', async () => {
    const attempt = {
      module: 'role',
      action: 'role.access_update',
      targetType: 'role',
      targetId: 2,
      actorId: adminId,
      outcome: 'denied',
      summary: '修改角色权限被拒绝',
    } as const;
    for (let i = 0; i < 3; i += 1) {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.update(users).set({ name: '不会保存' }).where(eq(users.id, adminId));
          throw new Error('403');
        }),
      ).rejects.toThrow('403');
      await recordAttempt(database.db, attempt);
    }
    const rows = await database.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.action, 'role.access_update'),
          eq(operationLogs.outcome, 'denied'),
          eq(operationLogs.summary, attempt.summary),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.repeatCount).toBe(3);
    const [admin] = await database.db.select().from(users).where(eq(users.id, adminId));
    expect(admin!.name).toBe(adminName);

    // A success is never folded into another row.
    for (let i = 0; i < 2; i += 1) await recordOperation(database.db, { ...attempt, outcome: 'success' });
    const successes = await database.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.action, 'role.access_update'),
          eq(operationLogs.outcome, 'success'),
          eq(operationLogs.summary, attempt.summary),
        ),
      );
    expect(successes).toHaveLength(2);
  });
});

describe('daily digests (admin.md §10.6)', () => {
  const DAY = '2025-06-01';
  beforeAll(async () => {
    // Rows on both edges of the Asia/Shanghai day, and one outside it on either side.
    const at = (iso: string) => new Date(iso);
    await database.db.insert(operationLogs).values(
      [
        at('2025-05-31T15:59:59.999Z'),
        at('2025-05-31T16:00:00.000Z'),
        at('2025-06-01T08:00:00.000Z'),
        at('2025-06-01T15:59:59.999Z'),
        at('2025-06-01T16:00:00.000Z'),
      ].map((createdAt, i) => ({
        module: 'account' as const,
        action: 'account.digest_probe',
        targetType: 'account',
        targetId: i,
        summary: `第 ${i} 行`,
        createdAt,
      })),
    );
  });

  it('digests the day’s rows in id order, matches when unaltered, and not after an alteration', async () => {
    const digest = await digestDay(database.db, DAY);
    expect(digest.rowCount).toBe(3);
    expect(digest.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyDay(database.db, DAY)).toEqual({ match: true });
    // A second run never overwrites the stored digest.
    expect(await digestDay(database.db, DAY)).toEqual(digest);

    // Altered with the trigger bypassed (as only the retention job may).
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('cc.log_retention', 'on', true)`);
      await tx
        .update(operationLogs)
        .set({ summary: '被改写' })
        .where(and(eq(operationLogs.action, 'account.digest_probe'), eq(operationLogs.targetId, 2)));
    });
    expect(await verifyDay(database.db, DAY)).toEqual({ match: false });
    expect((await computeDigest(database.db, DAY)).rowCount).toBe(3);
  });

  it('answers no match for a day never digested', async () => {
    expect(await verifyDay(database.db, '2024-01-01')).toEqual({ match: false });
  });
});
