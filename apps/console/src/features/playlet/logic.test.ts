import { describe, expect, it } from 'vitest';
import { fenOfText } from '../../shared/form';
import { endedPeriods, statementPreview } from './logic';

/** The form value an AmountField keeps for what was typed (fen; undefined when empty, NaN when not an amount). */
const typed = (text: string) => fenOfText(text);

describe('statementPreview', () => {
  it("computes the design's statement (money.md §11)", () => {
    expect(
      statementPreview(
        { paid: typed('28000.00'), ad: typed('9600'), sponsor: typed(''), deduction: typed('400') },
        5000,
      ),
    ).toEqual({
      net: 3_720_000,
      share: 1_860_000,
      negative: false,
    });
  });
  it('rounds the share half-up to the fen', () => {
    expect(
      statementPreview({ paid: typed('0.03'), ad: typed(''), sponsor: typed(''), deduction: typed('') }, 5000)
        .share,
    ).toBe(2);
    expect(
      statementPreview({ paid: typed('100'), ad: typed(''), sponsor: typed(''), deduction: typed('') }, 3333)
        .share,
    ).toBe(3333);
  });
  it('flags a deduction above the revenue and waits for valid amounts', () => {
    expect(
      statementPreview({ paid: typed('1'), ad: typed(''), sponsor: typed(''), deduction: typed('2') }, 5000),
    ).toEqual({
      net: -100,
      share: null,
      negative: true,
    });
    expect(
      statementPreview(
        { paid: typed('1.234'), ad: typed(''), sponsor: typed(''), deduction: typed('') },
        5000,
      ).net,
    ).toBeNull();
    expect(
      statementPreview({ paid: typed('10'), ad: typed(''), sponsor: typed(''), deduction: typed('') }, null),
    ).toEqual({
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
