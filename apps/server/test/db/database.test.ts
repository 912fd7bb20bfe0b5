import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUSY_CLIENT_WARNING } from '../../src/db/database.js';
import { adminTags } from '../../src/db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const tagCount = async (name: string) => {
  const [row] = await database.db.select({ n: count() }).from(adminTags).where(eq(adminTags.name, name));
  return row!.n;
};

describe(`database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('never lets a query see the uncommitted work of a concurrent transaction', async () => {
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.insert(adminTags).values({ name: '未提交' });
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        tx.rollback();
      })
      .catch(() => 'rolled back');

    await insertedSignal;
    // On PGlite this waits for the transaction (one connection, serialised); on PostgreSQL it runs
    // on another connection. Either way it must not see the row.
    expect(await tagCount('未提交')).toBe(0);
    expect(await transaction).toBe('rolled back');
    expect(await tagCount('未提交')).toBe(0);
  });

  it('runs many concurrent queries and transactions to completion', async () => {
    const work = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? database.db.transaction(async (tx) => {
            await tx.insert(adminTags).values({ name: `并发-${i}` });
            await tx.select().from(adminTags);
          })
        : database.db.select().from(adminTags),
    );
    await Promise.all(work);
    const [row] = await database.db.select({ n: count() }).from(adminTags);
    expect(row!.n).toBe(10);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL connection', () => {
  it('warns, naming both queries, when one is issued while it still executes another', async () => {
    // Caught here, so that the setup file's guard against these warnings does not see them.
    const emitWarning = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 'one after' as first`);
        await tx.execute(sql`select 'the other' as second`);
      });
      expect(emitWarning).not.toHaveBeenCalled();

      // A transaction's queries share one connection: this is what pg 9 refuses.
      await database.db.transaction((tx) =>
        Promise.all([tx.execute(sql`select pg_sleep(0.05) as slow`), tx.execute(sql`select 2 as meanwhile`)]),
      );
      expect(emitWarning).toHaveBeenCalledTimes(1);
      const [warning] = emitWarning.mock.calls[0]!;
      expect(warning).toMatchObject({ code: BUSY_CLIENT_WARNING });
      expect((warning as Error).message).toMatch(
        /Executing: select pg_sleep.* — issued: select 2 as meanwhile/,
      );
    } finally {
      emitWarning.mockRestore();
    }
  });
});
