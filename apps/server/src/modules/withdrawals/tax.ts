import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { ledgerAccounts } from '../ledger/schema.js';
import { withdrawals } from './schema.js';

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** The Asia/Shanghai month (`YYYY-MM`) of an instant, and the instants it starts and ends at. */
export function taxMonth(at: Date = new Date()): { month: string; start: Date; end: Date } {
  const local = new Date(at.getTime() + SHANGHAI_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    month: `${year}-${String(month + 1).padStart(2, '0')}`,
    start: new Date(Date.UTC(year, month, 1) - SHANGHAI_OFFSET_MS),
    end: new Date(Date.UTC(year, month + 1, 1) - SHANGHAI_OFFSET_MS),
  };
}

/**
 * A user's personal withdrawals paid in the month of `at` (money.md §6.1): their gross and the tax
 * withheld on them. Returned ones count in neither (their status is no longer `paid`).
 *
 * `lock` (inside the transaction of a payout or a return) first locks the user's accounts (in id
 * order, as postings do), so two payouts of one user's month are computed one after the other,
 * each seeing the other's figures.
 *
 * `types: 'all'` counts company withdrawals too (the finance detail's 本月已提现); the tax is
 * computed on personal ones only (the default).
 */
export async function monthPaid(
  q: Database,
  userId: number,
  at: Date = new Date(),
  { lock = false, types = 'personal' }: { lock?: boolean; types?: 'personal' | 'all' } = {},
): Promise<{ month: string; paidFen: number; taxFen: number }> {
  const { month, start, end } = taxMonth(at);
  if (lock) {
    await q
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId))
      .orderBy(ledgerAccounts.id)
      .for('update');
  }
  const [row] = await q
    .select({
      paid: sql<string>`coalesce(sum(${withdrawals.amountFen}), 0)`,
      tax: sql<string>`coalesce(sum(${withdrawals.taxFen}), 0)`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        types === 'personal' ? eq(withdrawals.type, 'personal') : undefined,
        eq(withdrawals.status, 'paid'),
        gte(withdrawals.paidAt, start),
        lt(withdrawals.paidAt, end),
      ),
    );
  return { month, paidFen: Number(row?.paid ?? 0), taxFen: Number(row?.tax ?? 0) };
}
