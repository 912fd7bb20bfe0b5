import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fenOfText } from '../../../shared/form';
import { allAmountFen, checkAmount, useDebounced } from './form-state';
import { withdrawInput, type WithdrawValues } from './withdraw-form';

describe('checkAmount (money.md §10)', () => {
  // The form value as AmountField keeps it: what was typed, parsed to fen (NaN when not an amount).
  it('names the first problem of what was typed', () => {
    expect(checkAmount(fenOfText(''), 'personal', 288_000).problem).toBe('请输入提现金额');
    expect(checkAmount(fenOfText('12.345'), 'personal', 288_000).problem).toBe(
      '请输入正确的金额，最多两位小数',
    );
    expect(checkAmount(fenOfText('abc'), 'personal', 288_000).problem).toBe('请输入正确的金额，最多两位小数');
    expect(checkAmount(fenOfText('9.99'), 'personal', 288_000).problem).toBe('单笔提现金额不能低于 10.00 元');
    expect(checkAmount(fenOfText('50000.01'), 'personal', 99_999_999).problem).toBe(
      '单笔提现金额不能超过 50,000.00 元',
    );
    expect(checkAmount(fenOfText('1000000.01'), 'company', 999_999_999).problem).toBe(
      '单笔企业提现金额不能超过 1,000,000.00 元',
    );
    expect(checkAmount(fenOfText('3000'), 'personal', 288_000).problem).toBe(
      '可提现余额不足，当前可提现 2,880.00 元',
    );
  });

  it('answers the fen of a good amount, parsed without floats', () => {
    expect(checkAmount(fenOfText('12.3'), 'personal', 288_000)).toEqual({ fen: 1230, problem: null });
    expect(checkAmount(fenOfText('2,880.00'), 'personal', 288_000)).toEqual({ fen: 288_000, problem: null });
    expect(checkAmount(fenOfText('0.29'), 'personal', 288_000).problem).not.toBeNull();
  });
});

describe('全部提现', () => {
  it('fills the balance, capped at the type maximum', () => {
    expect(allAmountFen(288_000, 'personal')).toBe(288_000);
    expect(allAmountFen(9_000_000, 'personal')).toBe(5_000_000);
    expect(allAmountFen(9_000_000, 'company')).toBe(9_000_000);
    expect(allAmountFen(0, 'personal')).toBeUndefined();
  });
});

describe('withdrawInput', () => {
  const values: WithdrawValues = {
    amount_fen: 10_050,
    invoice: {
      type: 'special',
      number: '26332000000123456789',
      code: '',
      issue_date: '2026-11-20',
      amount_fen: 10_050,
      tax_rate: '6',
      file: '/api/files/x',
    },
  };
  it('sends the fen AmountField keeps, and the invoice only for company withdrawals', () => {
    expect(withdrawInput('personal', values)).toEqual({ type: 'personal', amount_fen: 10_050 });
    expect(withdrawInput('company', values)).toMatchObject({
      type: 'company',
      amount_fen: 10_050,
      invoice: { amount_fen: 10_050, code: undefined, tax_rate: 6 },
    });
    expect(withdrawInput('personal', { ...values, amount_fen: undefined }).amount_fen).toBeUndefined();
    expect(withdrawInput('personal', { ...values, amount_fen: Number.NaN }).amount_fen).toBeNaN();
  });
});

describe('the quote waits 300 ms after the typing stops', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the settled value until the input has been still for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), {
      initialProps: { value: 1000 as number | null },
    });
    expect(result.current).toBe(1000);
    rerender({ value: 2000 });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ value: 3000 });
    act(() => void vi.advanceTimersByTime(299));
    expect(result.current).toBe(1000);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(3000);
  });
});
