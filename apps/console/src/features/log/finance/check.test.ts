import { describe, expect, it } from 'vitest';
import { parseYuan, yuanText } from '@creator-console/contract';
import { fenOfFilter, isBalanced, problemLines } from './check';

const clean = {
  entries_sum_fen: 0,
  unbalanced_transactions: [],
  mismatched_accounts: [],
  negative_accounts: [],
  checked_at: '2026-11-20T00:00:00Z',
};

describe('ledger check', () => {
  it('is balanced only without any problem', () => {
    expect(isBalanced(clean)).toBe(true);
    expect(isBalanced({ ...clean, entries_sum_fen: 1 })).toBe(false);
    expect(isBalanced({ ...clean, negative_accounts: [{ account_id: 3, balance_fen: -5 }] })).toBe(false);
  });

  it('lists the mismatches', () => {
    const lines = problemLines(
      { ...clean, mismatched_accounts: [{ account_id: 7, cached_fen: 10000, entries_fen: 9000 }] },
      (fen) => yuanText(fen),
    );
    expect(lines.mismatched).toBe('#7 (100.00 ≠ 90.00)');
    expect(lines.unbalanced).toBe('');
  });

  it('reads yuan filters as fen', () => {
    expect(fenOfFilter('12.3', parseYuan)).toBe(1230);
    expect(fenOfFilter(' ', parseYuan)).toBeUndefined();
    expect(fenOfFilter('abc', parseYuan)).toBeUndefined();
  });
});
