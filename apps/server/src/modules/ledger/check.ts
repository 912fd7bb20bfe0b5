import type { LedgerCheckResult } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How many problems of each kind the answer lists at most (the first ones by id). */
const LISTED = 100;

/**
 * GET /api/ledger/check (money.md §8.3, §13.1–2): the sum of every entry (0), transactions whose
 * legs do not sum to 0, user accounts whose cached balance differs from the sum of their entries,
 * and user accounts below 0. Four aggregate queries, each one pass over the entries.
 */
export async function checkLedger(db: Database): Promise<LedgerCheckResult> {
  const [sum, unbalanced, mismatched, negative] = await Promise.all([
    db.execute(sql`select coalesce(sum(amount_fen), 0)::text as total from ledger_entries`),
    db.execute(sql`
      select transaction_id, sum(amount_fen)::text as total from ledger_entries
      group by transaction_id having sum(amount_fen) <> 0
      order by transaction_id limit ${LISTED}`),
    db.execute(sql`
      select a.id, a.balance_fen::text as cached, coalesce(s.total, 0)::text as entries
      from ledger_accounts a
      left join (select account_id, sum(amount_fen) as total from ledger_entries group by account_id) s
        on s.account_id = a.id
      where a.user_id is not null and a.balance_fen <> coalesce(s.total, 0)
      order by a.id limit ${LISTED}`),
    db.execute(sql`
      select id, balance_fen::text as balance from ledger_accounts
      where user_id is not null and balance_fen < 0 order by id limit ${LISTED}`),
  ]);
  return {
    entries_sum_fen: Number(rowsOf<{ total: string }>(sum)[0]?.total ?? 0),
    unbalanced_transactions: rowsOf<{ transaction_id: number; total: string }>(unbalanced).map((r) => ({
      transaction_id: Number(r.transaction_id),
      sum_fen: Number(r.total),
    })),
    mismatched_accounts: rowsOf<{ id: number; cached: string; entries: string }>(mismatched).map((r) => ({
      account_id: Number(r.id),
      cached_fen: Number(r.cached),
      entries_fen: Number(r.entries),
    })),
    negative_accounts: rowsOf<{ id: number; balance: string }>(negative).map((r) => ({
      account_id: Number(r.id),
      balance_fen: Number(r.balance),
    })),
    checked_at: new Date().toISOString(),
  };
}
