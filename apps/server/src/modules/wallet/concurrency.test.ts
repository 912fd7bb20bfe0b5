import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { walletTestConfig } from '../../../test/support/wallet.js';
import { freshAccountLike } from '../../../test/support/fresh-account.js';

/**
 * Money.md §13.3 and §13.4: concurrent withdrawals never overdraw and a repeated key never holds
 * twice. The daily limit is off (WITHDRAW_DAILY_LIMIT=0) and the per-account rate limit raised.
 * Runs on PGlite and once on PostgreSQL (scripts/with-postgres.mjs).
 */
let t: TestApp;
let creatorId = 0;
let creator = '';
let source = 1;

beforeAll(async () => {
  t = await buildTestApp({
    config: walletTestConfig(0),
  });
  // A fresh account like the demo creator: the demo one has a money history (money.md §11).
  const fresh = await freshAccountLike(t.database.db, 'creator');
  creator = fresh.username;
  creatorId = fresh.id;
  const bound = await t.injectAs(creator, {
    method: 'PUT',
    url: '/api/wallet/payout-accounts/personal',
    payload: { bank_name: '招商银行', account_number: '6225880123456783' },
  });
  expect(bound.statusCode, bound.body).toBe(200);
  await t.database.db.execute(sql`update payout_accounts set usable_from = now() - interval '1 minute'`);
});
afterAll(() => t?.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const credit = (amountFen: number) =>
  t.app.ledger.credit({
    userId: creatorId,
    amountFen,
    kind: 'task_reward',
    source: { type: 'wallet_concurrency_test', id: source++ },
    title: '测试奖励',
    actorId: null,
  });

const withdraw = (amountFen: number, key: string = randomUUID()) =>
  t.injectAs(creator, {
    method: 'POST',
    url: '/api/wallet/withdrawals',
    payload: { type: 'personal', amount_fen: amountFen },
    headers: { 'idempotency-key': key },
  });

const balances = async () => {
  const data = (await t.injectAs(creator, { method: 'GET', url: '/api/wallet' })).json().data;
  return { available: data.available_fen as number, withdrawing: data.withdrawing_fen as number };
};

/** Cancels every pending withdrawal, so each test starts from an empty withdrawing account. */
async function cancelAll() {
  const pending = await rowsOf<{ id: number }>(
    sql`select id from withdrawals where user_id = ${creatorId} and status = 'pending'`,
  );
  for (const { id } of pending) {
    const response = await t.injectAs(creator, {
      method: 'POST',
      url: `/api/wallet/withdrawals/${id}/cancel`,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode).toBe(200);
  }
}

/** Holds what the wallet has (down to under ¥10.00) in pending withdrawals. */
async function drain() {
  await cancelAll();
  const { available } = await balances();
  if (available === 0) return;
  // Hold what is there in one request (≤ the personal maximum per request), keep it held.
  let left = available;
  while (left > 0) {
    const amount = Math.min(left, 5_000_000);
    if (amount < 1_000) break;
    expect((await withdraw(amount)).statusCode).toBe(200);
    left -= amount;
  }
}

describe('§13.3: 50 concurrent ¥100.00 requests against ¥1,000.00', () => {
  it('accepts exactly 10 and refuses 40; nothing below zero', async () => {
    await drain();
    const start = await balances();
    await credit(100_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(10_000)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 202)).toHaveLength(40);
    for (const refused of answers.filter((answer) => answer.statusCode === 202)) {
      expect(refused.json().message).toMatch(/^可提现余额不足/);
    }
    const end = await balances();
    expect(end.available).toBe(0);
    expect(end.withdrawing - start.withdrawing).toBe(100_000);
  });

  it('random amounts: the accepted sum never exceeds the balance', async () => {
    await drain();
    const start = await balances();
    await credit(123_456);
    const amounts = Array.from({ length: 30 }, () => 1_000 + Math.floor(Math.random() * 20_000));
    const answers = await Promise.all(amounts.map((amount) => withdraw(amount)));
    const accepted = amounts.filter((_, index) => answers[index]!.statusCode === 200);
    expect(accepted.reduce((sum, amount) => sum + amount, 0)).toBeLessThanOrEqual(start.available + 123_456);
    expect((await balances()).available).toBe(
      start.available + 123_456 - accepted.reduce((sum, amount) => sum + amount, 0),
    );
    const [negative] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ledger_accounts where kind in ('wallet', 'withdrawing') and balance_fen < 0`,
    );
    expect(negative!.n).toBe(0);
  });
});

describe('§13.4: 20 concurrent identical requests with one key', () => {
  it('make one withdrawal and one hold; 19 answers are replays of the first', async () => {
    await drain();
    const start = await balances();
    await credit(50_000);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(20_000, key)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const id = answers[0]!.json().data.id;
    const [withdrawals] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from withdrawals where user_id = ${creatorId} and idempotency_key = ${key}`,
    );
    expect(withdrawals!.n).toBe(1);
    const [holds] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ledger_transactions where kind = 'withdraw_hold' and source_type = 'withdrawal' and source_id = ${id}`,
    );
    expect(holds!.n).toBe(1);
    expect((await balances()).available).toBe(start.available + 30_000);
  });
});
