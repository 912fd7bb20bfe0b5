import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helper.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const insertRow = async (createdAt = new Date()) => {
  const [row] = await database.db
    .insert(operationLogs)
    .values({ module: 'account', action: 'account.disable', targetType: 'account', targetId: 7, createdAt })
    .returning();
  return row!;
};

/** The database's error message, whichever driver wraps it. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
  );

describe('operation_logs is append-only (admin.md §5, §10.6)', () => {
  it('refuses UPDATE and DELETE, and keeps the row as it was', async () => {
    const row = await insertRow();
    expect(
      await refusal(
        database.db.update(operationLogs).set({ summary: '改写' }).where(eq(operationLogs.id, row.id)),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(database.db.delete(operationLogs).where(eq(operationLogs.id, row.id)))).toMatch(
      /append-only/,
    );
    expect(await refusal(database.db.execute(sql`truncate "operation_logs"`))).toMatch(/append-only/);
    const [kept] = await database.db.select().from(operationLogs).where(eq(operationLogs.id, row.id));
    expect(kept).toEqual(row);
  });

  it('lets a repeat be counted on a row younger than a minute, and nothing else with it', async () => {
    const row = await insertRow();
    await database.db
      .update(operationLogs)
      .set({ repeatCount: sql`${operationLogs.repeatCount} + 1` })
      .where(eq(operationLogs.id, row.id));
    const [counted] = await database.db.select().from(operationLogs).where(eq(operationLogs.id, row.id));
    expect(counted!.repeatCount).toBe(2);

    expect(
      await refusal(
        database.db
          .update(operationLogs)
          .set({ repeatCount: 3, summary: '顺便改写' })
          .where(eq(operationLogs.id, row.id)),
      ),
    ).toMatch(/append-only/);
    const old = await insertRow(new Date(Date.now() - 61_000));
    expect(
      await refusal(
        database.db.update(operationLogs).set({ repeatCount: 2 }).where(eq(operationLogs.id, old.id)),
      ),
    ).toMatch(/append-only/);
  });

  it('lets the retention job delete in a transaction that says so, and only there', async () => {
    const row = await insertRow(new Date('2020-01-01T00:00:00Z'));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('cc.log_retention', 'on', true)`);
      await tx.delete(operationLogs).where(eq(operationLogs.id, row.id));
    });
    expect(await database.db.select().from(operationLogs).where(eq(operationLogs.id, row.id))).toEqual([]);

    const next = await insertRow();
    expect(await refusal(database.db.delete(operationLogs).where(eq(operationLogs.id, next.id)))).toMatch(
      /append-only/,
    );
  });
});
