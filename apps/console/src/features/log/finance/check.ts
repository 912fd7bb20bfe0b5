import type { LedgerCheckResult } from '@creator-console/contract';

/** Whether a check found the ledger balanced: every list empty and the entries summing to 0. */
export const isBalanced = (check: LedgerCheckResult): boolean =>
  check.entries_sum_fen === 0 &&
  check.unbalanced_transactions.length === 0 &&
  check.mismatched_accounts.length === 0 &&
  check.negative_accounts.length === 0;

/** The mismatches as short lines (`#12 缓存 100 ≠ 分录 90` style, amounts in fen → yuan by the caller). */
export function problemLines(
  check: LedgerCheckResult,
  yuan: (fen: number) => string,
): { unbalanced: string; mismatched: string; negative: string } {
  return {
    unbalanced: check.unbalanced_transactions
      .map((t) => `#${t.transaction_id} (${yuan(t.sum_fen)})`)
      .join('，'),
    mismatched: check.mismatched_accounts
      .map((a) => `#${a.account_id} (${yuan(a.cached_fen)} ≠ ${yuan(a.entries_fen)})`)
      .join('，'),
    negative: check.negative_accounts.map((a) => `#${a.account_id} (${yuan(a.balance_fen)})`).join('，'),
  };
}

/** Yuan text of a filter field to fen, or undefined when empty or not an amount. */
export function fenOfFilter(text: string, parse: (text: string) => number | null): number | undefined {
  if (text.trim() === '') return undefined;
  return parse(text) ?? undefined;
}
