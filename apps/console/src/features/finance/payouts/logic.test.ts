import { describe, expect, it } from 'vitest';
import { batchSelection, reviewedBy, rowActions } from './logic';

const row = (
  id: number,
  status: string,
  net: number,
  reviewer: number | null = 9,
  batch: number | null = null,
) => ({
  id,
  status,
  net_fen: net,
  reviewer: reviewer === null ? null : { id: reviewer },
  batch_id: batch,
});

describe('payout rows', () => {
  it('offers the transitions of the state machine', () => {
    expect(rowActions(row(1, 'approved', 100))).toEqual([]);
    expect(rowActions(row(1, 'paying', 100, 9, 3))).toEqual(['paid', 'failed', 'cancelBatch']);
    expect(rowActions(row(1, 'paid', 100))).toEqual(['return']);
    expect(rowActions(row(1, 'returned', 100))).toEqual([]);
  });

  it('knows the rows the user reviewed', () => {
    expect(reviewedBy(row(1, 'approved', 1, 5), 5)).toBe(true);
    expect(reviewedBy(row(1, 'approved', 1, 5), 6)).toBe(false);
    expect(reviewedBy(row(1, 'approved', 1, null), 6)).toBe(false);
  });

  it('batches checked 待打款 rows not reviewed by the user, with their total', () => {
    const rows = [
      row(1, 'approved', 100_00),
      row(2, 'approved', 250_50),
      row(3, 'approved', 7, 5),
      row(4, 'paying', 1),
    ];
    expect(batchSelection(rows, [1, '2', 3, 4], 5)).toEqual({
      ids: [1, 2],
      count: 2,
      totalNetFen: 350_50,
      blocked: 2,
    });
    expect(batchSelection(rows, [], 5).count).toBe(0);
  });
});
