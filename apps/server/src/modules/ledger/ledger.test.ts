import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { BusinessRuleError } from '../../http/errors.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { withdrawalPostings } from '../withdrawals/postings.js';
import { LedgerMisuse } from './ledger.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema.js';

/** The ledger's own invariants (money.md §13 items 1, 2, 3 and 8), on whichever engine the run uses. */
let t: TestApp;
let creator: number;
let source = 0;
/** A source no other test uses. */
const next = () => ({ type: 'ledger_test', id: (source += 1) });

const reward = (userId: number, amountFen: number, at = next()) =>
  t.app.ledger.credit({
    userId,
    amountFen,
    kind: 'task_reward',
    source: at,
    title: '广告任务奖励 · 测试',
    actorId: null,
  });

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'qinghe_laozhou'));
  creator = row!.id;
});
afterAll(() => t?.close());

/** The rows of a raw query, on either engine. */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

/** Every user account's cache against its entries, and every transaction's sum (items 1 and 2). */
async function checkBooks() {
  const unbalanced = await rowsOf<{ id: number }>(
    t.app.db.execute(
      sql`select transaction_id as id from ${ledgerEntries} group by transaction_id having sum(amount_fen) <> 0`,
    ),
  );
  expect(unbalanced).toEqual([]);
  const total = await rowsOf<{ sum: string | null }>(
    t.app.db.execute(sql`select sum(amount_fen) as sum from ${ledgerEntries}`),
  );
  expect(Number(total[0]?.sum ?? 0)).toBe(0);
  const mismatched = await rowsOf<{ id: number }>(
    t.app.db.execute(sql`
    select a.id from ${ledgerAccounts} a
    left join lateral (
      select coalesce(sum(e.amount_fen), 0) as total, count(e.id) as n,
        (select e2.balance_after_fen from ${ledgerEntries} e2 where e2.account_id = a.id order by e2.id desc limit 1) as last
      from ${ledgerEntries} e where e.account_id = a.id
    ) s on true
    where a.user_id is not null
      and (s.total <> a.balance_fen or s.n <> a.version or (s.n > 0 and s.last <> a.balance_fen))`),
  );
  expect(mismatched).toEqual([]);
}

describe('credits', () => {
  it('posts a reward once per source, however often it is asked', async () => {
    const before = await t.app.ledger.balances(creator);
    const at = next();
    const first = await reward(creator, 12_345, at);
    const again = await reward(creator, 12_345, at);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
    expect((await t.app.ledger.balances(creator)).available_fen).toBe(before.available_fen + 12_345);
    await checkBooks();
  });

  it('refuses a source credited with other figures (a caller’s bug)', async () => {
    const at = next();
    await reward(creator, 500, at);
    await expect(reward(creator, 501, at)).rejects.toBeInstanceOf(LedgerMisuse);
  });

  it('refuses amounts that are not whole fen in range', async () => {
    for (const amount of [0, -1, 10.5, 100_000_001]) {
      await expect(reward(creator, amount), String(amount)).rejects.toBeInstanceOf(LedgerMisuse);
    }
  });

  it('posts concurrent credits of one source once', async () => {
    const at = next();
    const before = await t.app.ledger.balances(creator);
    const results = await Promise.all(Array.from({ length: 8 }, () => reward(creator, 700, at)));
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await t.app.ledger.balances(creator)).available_fen).toBe(before.available_fen + 700);
  });
});

describe('many credits at once (a settlement batch)', () => {
  const credit = (userId: number, amountFen: number, at: { type: string; id: number }) => ({
    userId,
    amountFen,
    kind: 'task_reward' as const,
    source: at,
    title: '广告任务奖励 · 批量',
    actorId: null,
  });

  it('posts each new source once, replays the known ones, and keeps running balances in order', async () => {
    const [other] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'qinghe_xiaoyu'));
    const known = next();
    const first = await reward(creator, 300, known);
    const before = await t.app.ledger.balances(creator);
    const otherBefore = await t.app.ledger.balances(other!.id);
    const [a, b, c] = [next(), next(), next()];
    const answers = await t.app.ledger.creditMany([
      credit(creator, 100, a),
      credit(creator, 300, known),
      credit(other!.id, 250, b),
      credit(creator, 40, c),
    ]);
    expect(answers[1]).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(answers.filter((x) => !x.replayed)).toHaveLength(3);
    expect(new Set(answers.map((x) => x.transactionId)).size).toBe(4);
    expect((await t.app.ledger.balances(creator)).available_fen).toBe(before.available_fen + 140);
    expect((await t.app.ledger.balances(other!.id)).available_fen).toBe(otherBefore.available_fen + 250);
    // The creator's two new entries carry the balance after each, in the order given.
    const entries = await t.app.db
      .select({ amount: ledgerEntries.amountFen, after: ledgerEntries.balanceAfterFen })
      .from(ledgerEntries)
      .where(
        sql`${ledgerEntries.transactionId} in (${answers[0]!.transactionId}, ${answers[3]!.transactionId}) and ${ledgerEntries.userId} = ${creator}`,
      )
      .orderBy(ledgerEntries.id);
    expect(entries).toEqual([
      { amount: 100, after: before.available_fen + 100 },
      { amount: 40, after: before.available_fen + 140 },
    ]);
    // Asked again, everything replays and nothing moves.
    const again = await t.app.ledger.creditMany([credit(creator, 100, a), credit(other!.id, 250, b)]);
    expect(again).toEqual([
      { transactionId: answers[0]!.transactionId, replayed: true },
      { transactionId: answers[2]!.transactionId, replayed: true },
    ]);
    expect((await t.app.ledger.balances(creator)).available_fen).toBe(before.available_fen + 140);
    await checkBooks();
  });

  it('refuses a known source with other figures, or one source twice, and moves nothing', async () => {
    const known = next();
    await reward(creator, 500, known);
    const before = await t.app.ledger.balances(creator);
    const fresh = next();
    await expect(
      t.app.ledger.creditMany([credit(creator, 100, fresh), credit(creator, 501, known)]),
    ).rejects.toBeInstanceOf(LedgerMisuse);
    await expect(
      t.app.ledger.creditMany([credit(creator, 100, fresh), credit(creator, 100, fresh)]),
    ).rejects.toBeInstanceOf(LedgerMisuse);
    expect(await t.app.ledger.balances(creator)).toEqual(before);
    // The refused call left no transaction of the fresh source behind.
    expect((await reward(creator, 100, fresh)).replayed).toBe(false);
  });
});

describe('reversals', () => {
  it('mirrors a credit once, linked to it', async () => {
    const credited = await reward(creator, 2_000);
    const before = await t.app.ledger.balances(creator);
    const first = await t.app.ledger.reverse(credited.transactionId, '误发奖励', 1);
    const again = await t.app.ledger.reverse(credited.transactionId, '误发奖励', 1);
    expect(again.transactionId).toBe(first.transactionId);
    const [reversal] = await t.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, first.transactionId));
    expect(reversal).toMatchObject({
      kind: 'reversal',
      reversesId: credited.transactionId,
      title: '冲正：误发奖励',
    });
    expect((await t.app.ledger.balances(creator)).available_fen).toBe(before.available_fen - 2_000);
    await checkBooks();
  });

  it('refuses when the wallet no longer holds the amount', async () => {
    const { user } = await freshUser();
    const credited = await reward(user, 1_000);
    await withdrawalPostings.hold(
      t.app.ledger,
      t.app.db,
      { id: 900_001, no: 'TX-test-1', userId: user, amountFen: 1_000 },
      user,
    );
    await expect(t.app.ledger.reverse(credited.transactionId, '误发', 1)).rejects.toThrow(
      '余额不足，无法冲正',
    );
  });
});

/** A user with no money history: a new account, so balances start at 0. */
async function freshUser() {
  const [row] = await t.app.db
    .insert(users)
    .values({
      username: `ledger_${(source += 1)}`,
      name: '账本测试',
      phone: `16${String(process.pid % 100_000).padStart(5, '0')}${String(source).padStart(4, '0')}`,
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  return { user: row!.id };
}

describe('no account below zero (item 3)', () => {
  it('holds at most what the wallet has, whatever arrives at once', async () => {
    const { user } = await freshUser();
    await reward(user, 100_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        withdrawalPostings.hold(
          t.app.ledger,
          t.app.db,
          { id: 910_000 + i, no: `TX-test-${i}`, userId: user, amountFen: 10_000 },
          user,
        ),
      ),
    );
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(BusinessRuleError);
    expect(await t.app.ledger.balances(user)).toEqual({ available_fen: 0, withdrawing_fen: 100_000 });
    await checkBooks();
  });

  it('has the database refuse an overdraft that code might write', async () => {
    const { user } = await freshUser();
    await reward(user, 100);
    await expect(
      t.app.db.execute(
        sql`update ${ledgerAccounts} set balance_fen = -1 where user_id = ${user} and kind = 'wallet'`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });
});

describe('append-only and balanced (item 8)', () => {
  it('refuses to change or delete an entry or a transaction', async () => {
    const { transactionId } = await reward(creator, 300);
    for (const statement of [
      sql`update ${ledgerEntries} set amount_fen = 1 where transaction_id = ${transactionId}`,
      sql`delete from ${ledgerEntries} where transaction_id = ${transactionId}`,
      sql`update ${ledgerTransactions} set title = 'x' where id = ${transactionId}`,
      sql`delete from ${ledgerTransactions} where id = ${transactionId}`,
    ]) {
      await expect(t.app.db.execute(statement)).rejects.toMatchObject({
        cause: { message: 'ledger is append-only' },
      });
    }
  });

  it('cannot commit a transaction whose entries do not sum to zero', async () => {
    const [wallet] = await t.app.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, creator));
    const count = async () =>
      (await t.app.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)).length;
    const before = await count();
    await expect(
      t.app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'adjustment', sourceType: 'ledger_test', sourceId: next().id, title: '不平的账' })
          .returning({ id: ledgerTransactions.id });
        await tx.insert(ledgerEntries).values({
          transactionId: created!.id,
          accountId: wallet!.id,
          userId: creator,
          kind: 'adjustment',
          amountFen: 100,
        });
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  it('refuses a leg added later to a transaction that balanced', async () => {
    const posted = await t.app.ledger.post({
      kind: 'adjustment',
      source: next(),
      title: '平的账',
      actorId: null,
      legs: [
        { account: { kind: 'wallet', userId: creator }, amountFen: 300 },
        { account: { kind: 'sys_adjustments' }, amountFen: -300 },
      ],
    });
    const [wallet] = await t.app.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, creator));
    const legs = async () =>
      (
        await t.app.db
          .select({ id: ledgerEntries.id })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.transactionId, posted.transactionId))
      ).length;
    await expect(
      t.app.db.insert(ledgerEntries).values({
        transactionId: posted.transactionId,
        accountId: wallet!.id,
        userId: creator,
        kind: 'adjustment',
        amountFen: 5,
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('does not balance') } });
    expect(await legs()).toBe(2);
  });

  it('refuses postings that do not balance before they reach the database', async () => {
    await expect(
      t.app.ledger.post({
        kind: 'adjustment',
        source: next(),
        title: '不平',
        actorId: null,
        legs: [
          { account: { kind: 'sys_adjustments' }, amountFen: -100 },
          { account: { kind: 'wallet', userId: creator }, amountFen: 99 },
        ],
      }),
    ).rejects.toBeInstanceOf(LedgerMisuse);
  });
});
