import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { WALLET_MESSAGES } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { walletTestConfig } from '../../../test/support/wallet.js';
import { freshAccountLike } from '../../../test/support/fresh-account.js';
import { walletReadings, walletReadingsMany } from './reads.js';
import { withdrawalBatcherOf } from './withdraw-batch.js';

/**
 * Withdrawals served in batches (issue 15, withdraw-batch.ts): requests that arrive together are
 * answered each as alone, in one transaction. Runs on PGlite and on PostgreSQL
 * (scripts/with-postgres.mjs). The daily limit is off and the per-account rate limit raised.
 */
let t: TestApp;
let source = 1;

beforeAll(async () => {
  t = await buildTestApp({
    config: walletTestConfig(0),
  });
});
afterAll(() => t?.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

interface Creator {
  id: number;
  token: string;
}

/**
 * `n` new creators like the demo one (approved real name), each with a session and, unless
 * `bound` is false, a usable personal payout account; each credited `fen` (when > 0).
 */
async function creators(n: number, fen: number, { bound = true } = {}): Promise<Creator[]> {
  const made: Creator[] = [];
  for (let i = 0; i < n; i += 1) {
    const { id } = await freshAccountLike(t.database.db, 'creator');
    const token = randomBytes(32).toString('base64url');
    await t.database.db.execute(sql`insert into sessions (token_hash, user_id, expires_at)
        values (${createHash('sha256').update(token).digest('hex')}, ${id}, now() + interval '1 day')`);
    if (bound) {
      await t.database.db.execute(sql`insert into payout_accounts
          (user_id, type, account_name, bank_name, bank_branch, account_number, taxpayer_type, status,
           invalid_reason, usable_from)
          values (${id}, 'personal', '测试', '招商银行', '', '6225880123456783', null, 'active', '',
           now() - interval '1 day')`);
    }
    made.push({ id, token });
  }
  if (fen > 0) {
    await t.app.ledger.creditMany(
      made.map(({ id }) => ({
        userId: id,
        amountFen: fen,
        kind: 'task_reward' as const,
        source: { type: 'withdraw_batch_test', id: source++ },
        title: '测试奖励',
        actorId: null,
      })),
    );
  }
  return made;
}

const withdraw = (creator: Creator, amountFen: number, key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wallet/withdrawals',
    payload: { type: 'personal', amount_fen: amountFen },
    headers: { authorization: `Bearer ${creator.token}`, 'idempotency-key': key },
  });

const withdrawalsOf = (ids: number[]) =>
  rowsOf<{ user_id: number; n: number; amount: string }>(
    sql`select user_id, count(*)::int as n, sum(amount_fen) as amount from withdrawals
        where user_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) group by user_id`,
  );

/** The ledger's own check (GET /api/ledger/check's figures): balanced, matching, nothing negative. */
async function expectLedgerClean() {
  const [sum] = await rowsOf<{ s: string }>(
    sql`select coalesce(sum(amount_fen), 0) as s from ledger_entries`,
  );
  expect(Number(sum!.s)).toBe(0);
  const mismatched = await rowsOf<{ id: number }>(
    sql`select a.id from ledger_accounts a
        where a.balance_fen <> coalesce((select sum(e.amount_fen) from ledger_entries e where e.account_id = a.id), 0)
          and a.user_id is not null`,
  );
  expect(mismatched).toEqual([]);
  const [negative] = await rowsOf<{ n: number }>(
    sql`select count(*)::int as n from ledger_accounts where kind in ('wallet', 'withdrawing') and balance_fen < 0`,
  );
  expect(negative!.n).toBe(0);
}

const stats = () => ({ ...withdrawalBatcherOf(t.app)!.stats });

describe('withdrawals in batches', () => {
  it('reads many users in one statement as it reads each alone', async () => {
    const users = [...(await creators(2, 7_000)), ...(await creators(1, 0, { bound: false }))];
    const ids = users.map((user) => user.id);
    const now = new Date();
    const many = await walletReadingsMany(t.database.db, [...ids, ids[0]!], now, { month: true });
    expect([...many.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(many.get(id)).toEqual(await walletReadings(t.database.db, id, now, { month: true }));
    }
    expect(many.get(ids[0]!)!.balances.availableFen).toBe(7_000);
    expect(many.get(ids[2]!)!.accounts.personal).toBeNull();
  });

  it('answers 50 concurrent withdrawals of 50 users each its own, in batches, one withdrawal each', async () => {
    const users = await creators(50, 10_000);
    const before = stats();
    const answers = await Promise.all(users.map((user, i) => withdraw(user, 1_000 + i)));
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode, answer.body).toBe(200);
      const data = answer.json().data;
      expect(data).toMatchObject({ status: 'pending', amount_fen: 1_000 + i, type: 'personal' });
      expect(data.no).toMatch(new RegExp(`^TX\\d{8}0*${data.id}$`));
    }
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(50);
    // Fewer transactions than requests: they were served together.
    const after = stats();
    expect(after.requests - before.requests).toBe(50);
    expect(after.batches - before.batches).toBeLessThan(50);
    expect(after.largest).toBeGreaterThan(1);

    const written = await withdrawalsOf(users.map((user) => user.id));
    expect(written).toHaveLength(50);
    for (const row of written) expect(row.n).toBe(1);
    for (const [i, user] of users.entries()) {
      const wallet = (
        await t.app.inject({
          method: 'GET',
          url: '/api/wallet',
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).json().data;
      expect(wallet).toMatchObject({ available_fen: 10_000 - (1_000 + i), withdrawing_fen: 1_000 + i });
    }
    // Each with its hold, its history step and its log row, and its key's answer a replay.
    const ids = answers.map((answer) => answer.json().data.id as number);
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const [holds] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ledger_transactions where kind = 'withdraw_hold' and source_id in (${idList})`,
    );
    expect(holds!.n).toBe(50);
    const [steps] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from withdrawal_history where withdrawal_id in (${idList}) and to_status = 'pending'`,
    );
    expect(steps!.n).toBe(50);
    const [logs] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from operation_logs where action = 'withdrawal.create' and target_id in (${idList})`,
    );
    expect(logs!.n).toBe(50);
    await expectLedgerClean();
  });

  it('answers each refused request with its own rule and writes nothing for it', async () => {
    const rich = await creators(4, 10_000);
    const poor = await creators(3, 500);
    const unbound = await creators(3, 10_000, { bound: false });
    const all = [...rich, ...poor, ...unbound];
    const keys = all.map(() => randomUUID());
    // Interleaved, all at once.
    const order = [0, 4, 7, 1, 5, 8, 2, 6, 9, 3];
    const answers = new Map<number, Awaited<ReturnType<typeof withdraw>>>();
    await Promise.all(order.map(async (n) => answers.set(n, await withdraw(all[n]!, 2_000, keys[n]))));
    for (let n = 0; n < 4; n += 1) expect(answers.get(n)!.statusCode, answers.get(n)!.body).toBe(200);
    for (let n = 4; n < 7; n += 1) {
      expect(answers.get(n)!.statusCode).toBe(202);
      expect(answers.get(n)!.json().message).toBe(WALLET_MESSAGES.insufficient(500));
    }
    for (let n = 7; n < 10; n += 1) {
      expect(answers.get(n)!.statusCode).toBe(202);
      expect(answers.get(n)!.json().message).toBe(WALLET_MESSAGES.noPersonalAccount);
    }
    const written = await withdrawalsOf(all.map((user) => user.id));
    expect(written.map((row) => Number(row.user_id)).sort()).toEqual(rich.map((user) => user.id).sort());
    // The refused keep their money and hold nothing; their keys answer the same 202 again.
    for (const user of [...poor, ...unbound]) {
      const [held] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from ledger_entries where user_id = ${user.id} and kind = 'withdraw_hold'`,
      );
      expect(held!.n).toBe(0);
    }
    const again = await withdraw(poor[0]!, 2_000, keys[4]);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().message).toBe(answers.get(4)!.json().message);
    await expectLedgerClean();
  });

  it('serves two requests of one user one after the other: one 200, one 202 when the balance is for one', async () => {
    const [user] = await creators(1, 15_000);
    // Others at once, so the two meet a running batch.
    const others = await creators(5, 10_000);
    const answers = await Promise.all([
      ...others.map((other) => withdraw(other, 1_000)),
      withdraw(user!, 10_000),
      withdraw(user!, 10_000),
    ]);
    const mine = answers.slice(-2).map((answer) => answer.statusCode);
    expect(mine.sort()).toEqual([200, 202]);
    const refused = answers.slice(-2).find((answer) => answer.statusCode === 202)!;
    expect(refused.json().message).toBe(WALLET_MESSAGES.insufficient(5_000));
    const [written] = await withdrawalsOf([user!.id]);
    expect(written).toMatchObject({ n: 1 });
    await expectLedgerClean();
  });

  it('a repeated key in a later batch answers the first answer, replayed; another body with it 422', async () => {
    const users = await creators(3, 10_000);
    const key = randomUUID();
    const answers = await Promise.all([
      withdraw(users[0]!, 1_000, key),
      withdraw(users[1]!, 1_000),
      withdraw(users[0]!, 1_000, key),
      withdraw(users[2]!, 1_000),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[2]!.json().data.id).toBe(answers[0]!.json().data.id);
    // Whichever of the two reached the batcher second is the replay (their order is not the calls').
    const replayed = [answers[0]!, answers[2]!].map((answer) => answer.headers['idempotent-replayed']);
    expect(replayed.sort()).toEqual(['true', undefined]);
    const other = await withdraw(users[0]!, 2_000, key);
    expect(other.statusCode).toBe(422);
    const [written] = await withdrawalsOf([users[0]!.id]);
    expect(written).toMatchObject({ n: 1 });
  });

  describe('a database failure in a batch', () => {
    afterAll(async () => {
      await t.database.db.execute(sql`drop trigger if exists withdraw_batch_test_fail on ledger_entries`);
    });

    /** Refuses any statement that writes more than `max` hold entries (a batch of ≥ max/2 holds). */
    const failHoldsOver = async (max: number) => {
      await t.database.db.execute(
        sql.raw(`create or replace function withdraw_batch_test_fail() returns trigger language plpgsql as $$
          begin
            if (select count(*) from new_rows where kind = 'withdraw_hold') > ${max} then
              raise exception 'withdraw_batch_test: refused';
            end if;
            return null;
          end $$`),
      );
      await t.database.db.execute(sql`drop trigger if exists withdraw_batch_test_fail on ledger_entries`);
      await t.database.db.execute(
        sql.raw(`create trigger withdraw_batch_test_fail after insert on ledger_entries
          referencing new table as new_rows for each statement execute function withdraw_batch_test_fail()`),
      );
    };

    it('leaves nothing of the batch; its requests are answered one by one, each once', async () => {
      const users = await creators(12, 10_000);
      await failHoldsOver(2);
      try {
        const before = stats();
        const answers = await Promise.all(users.map((user) => withdraw(user, 3_000)));
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        expect(stats().failed).toBeGreaterThan(before.failed);
      } finally {
        await t.database.db.execute(sql`drop trigger if exists withdraw_batch_test_fail on ledger_entries`);
      }
      const written = await withdrawalsOf(users.map((user) => user.id));
      expect(written).toHaveLength(12);
      for (const row of written) expect(row).toMatchObject({ n: 1 });
      await expectLedgerClean();
    });

    it('when every path fails, answers 500 and writes nothing: no withdrawal, hold, log or key', async () => {
      const users = await creators(6, 10_000);
      await failHoldsOver(0);
      const keys = users.map(() => randomUUID());
      let answers;
      try {
        answers = await Promise.all(users.map((user, i) => withdraw(user, 3_000, keys[i])));
      } finally {
        await t.database.db.execute(sql`drop trigger if exists withdraw_batch_test_fail on ledger_entries`);
      }
      for (const answer of answers) expect(answer.statusCode).toBe(500);
      expect(await withdrawalsOf(users.map((user) => user.id))).toEqual([]);
      const userList = sql.join(
        users.map((user) => sql`${user.id}`),
        sql`, `,
      );
      const [left] = await rowsOf<{ keys: number; logs: number; holds: number }>(
        sql`select
          (select count(*)::int from idempotency_keys where user_id in (${userList})) as keys,
          (select count(*)::int from operation_logs where actor_id in (${userList}) and outcome = 'success') as logs,
          (select count(*)::int from ledger_entries where user_id in (${userList}) and kind = 'withdraw_hold') as holds`,
      );
      expect(left).toEqual({ keys: 0, logs: 0, holds: 0 });
      // The keys were not spent: the same requests succeed now.
      const retried = await Promise.all(users.map((user, i) => withdraw(user, 3_000, keys[i])));
      for (const answer of retried) expect(answer.statusCode).toBe(200);
      await expectLedgerClean();
    });
  });
});
