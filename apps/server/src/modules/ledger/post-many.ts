import { WITHDRAWAL_MESSAGES } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { BusinessRuleError } from '../../http/errors.js';
import {
  checkPosting,
  entryColumns,
  isUserRef,
  LedgerMisuse,
  refKey,
  writeLegs,
  type Posting,
} from './ledger.js';

type Row = Record<string, unknown>;
const sourceKey = (p: { kind: string; source: { type: string; id: number } }) =>
  `${p.kind} ${p.source.type}#${p.source.id}`;
const rowsOf = async <T extends Row>(q: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await q.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Many new postings at once, set-based, inside the caller's transaction `q` (a batch of
 * withdrawals' holds): the rules of `Ledger.post` — every posting checked, user accounts opened
 * when missing and locked in ascending id, a balance never below zero (202 `余额不足` for the whole
 * call: the caller's transaction must then roll back), the legs' running balances in the order
 * given — in a constant number of statements whatever the count: the transactions, the accounts'
 * lock (and opening), one update of the balances, the entries.
 *
 * Every posting's `(kind, source)` must be new: a source posted already is a caller's bug here
 * (`LedgerMisuse`), not a replay — callers with possible replays use `post`. Answers each posting's
 * transaction id, in the order given.
 */
export async function postMany(q: Database, postings: readonly Posting[]): Promise<number[]> {
  if (postings.length === 0) return [];
  const sources = new Set<string>();
  for (const posting of postings) {
    checkPosting(posting);
    const key = sourceKey(posting);
    if (sources.has(key)) throw new LedgerMisuse(`${key} is posted twice in one call`);
    sources.add(key);
  }
  // One JSON parameter, as `creditMany` does: the statement's text is the same whatever the count.
  const created = await rowsOf<{ id: number; kind: string; source_type: string; source_id: number }>(
    q,
    sql`insert into ledger_transactions (kind, source_type, source_id, title, actor_id, reverses_id, created_at)
        select r.kind, r.source_type, r.source_id, r.title, r.actor_id, r.reverses_id, coalesce(r.created_at, now())
        from jsonb_to_recordset(${JSON.stringify(
          postings.map((posting) => ({
            kind: posting.kind,
            source_type: posting.source.type,
            source_id: posting.source.id,
            title: posting.title,
            actor_id: posting.actorId,
            reverses_id: posting.reversesId ?? null,
            created_at: posting.at?.toISOString() ?? null,
          })),
        )}::jsonb) as r(kind text, source_type text, source_id int, title text, actor_id int,
          reverses_id int, created_at timestamptz)
        on conflict do nothing
        returning id, kind, source_type, source_id`,
  );
  if (created.length < postings.length) {
    throw new LedgerMisuse('postMany: a source had been posted already');
  }
  const idOf = new Map(
    created.map((row) => [
      sourceKey({ kind: row.kind, source: { type: row.source_type, id: Number(row.source_id) } }),
      Number(row.id),
    ]),
  );
  const ids = postings.map((posting) => idOf.get(sourceKey(posting))!);

  const userRefs = new Map<string, { kind: string; userId: number }>();
  let systems = false;
  for (const posting of postings) {
    for (const leg of posting.legs) {
      if (isUserRef(leg.account)) userRefs.set(refKey(leg.account), leg.account);
      else systems = true;
    }
  }
  const refs = [...userRefs.values()];
  const lockAccounts = () =>
    rowsOf<{ id: number; kind: string; user_id: number | null; balance_fen: string | number }>(
      q,
      sql`select id, kind, user_id, balance_fen from ledger_accounts
          where user_id is not null and (kind, user_id) in (
            select r.kind, r.user_id from jsonb_to_recordset(${JSON.stringify(
              refs.map((ref) => ({ kind: ref.kind, user_id: ref.userId })),
            )}::jsonb) as r(kind text, user_id int))
          order by id for update`,
    );
  let locked = refs.length === 0 ? [] : await lockAccounts();
  if (locked.length < refs.length) {
    // A user's first posting on an account opens it (a concurrent first posting opens it once).
    await q.execute(sql`insert into ledger_accounts (kind, user_id)
        select r.kind, r.user_id from jsonb_to_recordset(${JSON.stringify(
          refs.map((ref) => ({ kind: ref.kind, user_id: ref.userId })),
        )}::jsonb) as r(kind text, user_id int)
        on conflict do nothing`);
    locked = await lockAccounts();
  }
  const accounts = new Map(
    locked.map((row) => [
      `${row.kind}:${row.user_id}`,
      { id: Number(row.id), balance: Number(row.balance_fen), moved: 0, entries: 0 },
    ]),
  );
  const systemIds = new Map<string, number>();
  if (systems) {
    for (const row of await rowsOf<{ id: number; kind: string }>(
      q,
      sql`select id, kind from ledger_accounts where user_id is null`,
    )) {
      systemIds.set(row.kind, Number(row.id));
    }
  }

  const entries = entryColumns();
  const push = (
    i: number,
    accountId: number,
    userId: number | null,
    amountFen: number,
    after: number | null,
  ) => {
    const posting = postings[i]!;
    entries.transactionId.push(ids[i]!);
    entries.accountId.push(accountId);
    entries.userId.push(userId);
    entries.kind.push(posting.kind);
    entries.amountFen.push(amountFen);
    entries.balanceAfterFen.push(after);
    entries.createdAt.push(posting.at?.toISOString() ?? null);
  };
  postings.forEach((posting, i) => {
    for (const leg of posting.legs) {
      if (!isUserRef(leg.account)) {
        const accountId = systemIds.get(leg.account.kind);
        if (accountId === undefined) throw new LedgerMisuse(`no system account ${leg.account.kind}`);
        push(i, accountId, null, leg.amountFen, null);
        continue;
      }
      const account = accounts.get(refKey(leg.account))!;
      account.balance += leg.amountFen;
      if (account.balance < 0) throw new BusinessRuleError(WITHDRAWAL_MESSAGES.insufficient);
      account.moved += leg.amountFen;
      account.entries += 1;
      push(i, account.id, leg.account.userId, leg.amountFen, account.balance);
    }
  });

  // All legs of all the postings in one statement: the zero-sum check sees each transaction whole.
  await writeLegs(
    q,
    [...accounts.values()]
      .filter((account) => account.entries > 0)
      .map((account) => ({ id: account.id, amount: account.moved, entries: account.entries })),
    entries,
  );
  return ids;
}
