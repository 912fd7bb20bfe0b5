import { describe, expect, it } from 'vitest';
import { endedPeriods, statementPreview } from './logic';

describe('statementPreview', () => {
  it("computes the design's statement (money.md §11)", () => {
    expect(statementPreview({ paid: '28000.00', ad: '9600', sponsor: '', deduction: '400' }, 5000)).toEqual({
      net: 3_720_000,
      share: 1_860_000,
      negative: false,
    });
  });
  it('rounds the share half-up to the fen', () => {
    expect(statementPreview({ paid: '0.03', ad: '', sponsor: '', deduction: '' }, 5000).share).toBe(2);
    expect(statementPreview({ paid: '100', ad: '', sponsor: '', deduction: '' }, 3333).share).toBe(3333);
  });
  it('flags a deduction above the revenue and waits for valid amounts', () => {
    expect(statementPreview({ paid: '1', ad: '', sponsor: '', deduction: '2' }, 5000)).toEqual({
      net: -100,
      share: null,
      negative: true,
    });
    expect(statementPreview({ paid: '1.234', ad: '', sponsor: '', deduction: '' }, 5000).net).toBeNull();
    expect(statementPreview({ paid: '10', ad: '', sponsor: '', deduction: '' }, null)).toEqual({
      net: 1000,
      share: null,
      negative: false,
    });
  });
});

describe('endedPeriods', () => {
  it('lists the months before the current one, across years', () => {
    expect(endedPeriods('2026-02-10', 3)).toEqual(['2026-01', '2025-12', '2025-11']);
  });
});
