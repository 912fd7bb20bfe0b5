import { describe, expect, it } from 'vitest';
import {
  bpsText,
  formatFen,
  laborTax,
  laborTaxFen,
  luhnValid,
  maskAccount,
  moneyNumbers,
  parsePercentBps,
  parseYuan,
  shareFen,
  withholdingFen,
  yuanText,
} from '../src/index.js';

describe('yuan text and fen (money.md §3)', () => {
  it('parses by string arithmetic, exactly where floats would not be', () => {
    expect(parseYuan('12.3')).toBe(1230);
    expect(parseYuan('0.29')).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(parseYuan('1,000.07')).toBe(100007);
    expect(parseYuan('999999999.99')).toBe(99999999999);
    expect(parseYuan('10')).toBe(1000);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '1.234', '-5', '1e3', 'abc', '.5', '1234567890', '12.']) {
      expect(parseYuan(text), text).toBeNull();
    }
  });

  it('takes a sign only when asked (adjustments)', () => {
    expect(parseYuan('-200.5', { signed: true })).toBe(-20050);
    expect(parseYuan('+3', { signed: true })).toBe(300);
    expect(parseYuan('-0', { signed: true })).toBe(0);
  });

  it('prints fen as the messages and sheets write it', () => {
    expect(yuanText(288000)).toBe('2,880.00');
    expect(yuanText(-5)).toBe('-0.05');
    expect(yuanText(100000000, { grouping: false })).toBe('1000000.00');
    expect(formatFen(288000)).toBe('¥2,880.00');
    expect(formatFen(4000, { sign: true })).toBe('+¥40.00');
  });
});

describe('劳务报酬 withholding (money.md §6.1)', () => {
  it.each([
    [80_000, 0],
    [100_000, 4_000],
    [300_000, 44_000],
    [400_000, 64_000],
    [400_001, 64_000],
    [500_000, 80_000],
    [2_000_000, 320_000],
    [2_500_000, 400_000],
    [6_250_000, 1_300_000],
    [10_000_000, 2_500_000],
  ])('tax(%i fen) = %i fen', (gross, tax) => {
    expect(laborTaxFen(gross)).toBe(tax);
  });

  it('counts a month as one payment: ¥3,000 then ¥2,000 withhold ¥440 then ¥360', () => {
    const first = withholdingFen(300_000, 0, 0);
    expect(first).toBe(44_000);
    expect(withholdingFen(200_000, 300_000, first)).toBe(36_000);
  });

  it('explains the figure', () => {
    expect(laborTax(2_500_000)).toEqual({
      income_fen: 2_500_000,
      deduction_fen: 500_000,
      taxable_fen: 2_000_000,
      rate_pct: 20,
      quick_deduction_fen: 0,
      tax_fen: 400_000,
    });
    expect(laborTax(6_250_000).rate_pct).toBe(30);
    expect(laborTax(6_250_001).rate_pct).toBe(40);
  });
});

describe('shares, accounts and numbers', () => {
  it('rounds a share half-up', () => {
    expect(shareFen(3_720_000, 5_000)).toBe(1_860_000);
    expect(shareFen(3, 5_000)).toBe(2);
    expect(shareFen(1, 3_333)).toBe(0);
  });

  it('reads percents as basis points and prints them back', () => {
    expect(parsePercentBps('50')).toBe(5_000);
    expect(parsePercentBps('33.33%')).toBe(3_333);
    expect(parsePercentBps('100.01')).toBeNull();
    expect(bpsText(5_000)).toBe('50%');
    expect(bpsText(3_350)).toBe('33.5%');
  });

  it('masks account numbers in the one shape', () => {
    expect(maskAccount('6225880123456783')).toBe('6225 **** **** 6783');
    expect(maskAccount('571909876510601')).toBe('5719 **** **** 0601');
    expect(maskAccount('12345678')).toBe('**** **** **** 5678');
  });

  it('checks card numbers with Luhn', () => {
    expect(luhnValid('6225880123456783')).toBe(true);
    expect(luhnValid('6225880123456784')).toBe(false);
    expect(luhnValid('6217000012345678907')).toBe(true);
    expect(luhnValid('6216610001234567895')).toBe(true);
  });

  it('numbers withdrawals, batches and contracts', () => {
    expect(moneyNumbers.withdrawal('20261120', 42)).toBe('TX20261120000042');
    expect(moneyNumbers.payoutBatch('20261120', 7)).toBe('PB202611200007');
    expect(moneyNumbers.contract(2026, 1)).toBe('HT-2026-0001');
  });
});
