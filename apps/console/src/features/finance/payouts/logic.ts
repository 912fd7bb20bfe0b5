import type { PayoutTab } from '@creator-console/contract';

/** The fields of a payout row the page's rules look at. */
export interface PayoutRowFacts {
  id: number;
  status: string;
  net_fen: number;
  reviewer: { id: number } | null;
  batch_id: number | null;
}

/** The actions a row offers, as the state machine of money.md §7.1 allows them. */
export type PayoutAction = 'paid' | 'failed' | 'return' | 'cancelBatch';

export function rowActions(row: PayoutRowFacts): PayoutAction[] {
  if (row.status === 'paying') return ['paid', 'failed', ...(row.batch_id ? (['cancelBatch'] as const) : [])];
  if (row.status === 'paid') return ['return'];
  return [];
}

/** Reviewer ≠ payer: the server refuses, the page shows the row's actions disabled. */
export const reviewedBy = (row: PayoutRowFacts, userId: number | undefined) =>
  userId !== undefined && row.reviewer?.id === userId;

/**
 * What 发起打款 would send: the checked rows still 待打款 and not reviewed by the user, with their
 * count and the sum of their 实发金额 (the confirm shows both).
 */
export function batchSelection(
  rows: readonly PayoutRowFacts[],
  checked: readonly (string | number)[],
  userId: number | undefined,
): { ids: number[]; count: number; totalNetFen: number; blocked: number } {
  const wanted = new Set(checked.map(Number));
  const picked = rows.filter((row) => wanted.has(row.id));
  const payable = picked.filter((row) => row.status === 'approved' && !reviewedBy(row, userId));
  return {
    ids: payable.map((row) => row.id),
    count: payable.length,
    totalNetFen: payable.reduce((sum, row) => sum + row.net_fen, 0),
    blocked: picked.length - payable.length,
  };
}

/** Whether rows of a tab can be checked (only 待打款 rows go into a batch). */
export const selectableTab = (tab: PayoutTab) => tab === 'approved';
