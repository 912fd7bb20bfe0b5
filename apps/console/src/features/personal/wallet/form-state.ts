import { useEffect, useState } from 'react';
import { WALLET_LIMITS, yuanText, type WalletWithdrawalType } from '@creator-console/contract';

/** The most one request of a type may ask (money.md §3). */
export const maxFenOf = (type: WalletWithdrawalType) =>
  type === 'personal' ? WALLET_LIMITS.personalMaxFen : WALLET_LIMITS.companyMaxFen;

/** 全部提现: the available balance capped at the type's maximum, in fen (empty when nothing). */
export function allAmountFen(availableFen: number, type: WalletWithdrawalType): number | undefined {
  const fen = Math.min(Math.max(0, availableFen), maxFenOf(type));
  return fen > 0 ? fen : undefined;
}

/**
 * The amount field's check as the user types (money.md §10, client side): the message under the
 * field, or the amount in fen when it may be asked for. `fen` is the form's value as `AmountField`
 * keeps it: `undefined` when nothing is typed, `NaN` when the text is not an amount.
 */
export function checkAmount(
  fen: number | undefined,
  type: WalletWithdrawalType,
  availableFen: number,
): { fen: number; problem: null } | { fen: null; problem: string } {
  if (fen === undefined) return { fen: null, problem: '请输入提现金额' };
  if (!Number.isSafeInteger(fen)) return { fen: null, problem: '请输入正确的金额，最多两位小数' };
  if (fen < WALLET_LIMITS.minFen) return { fen: null, problem: '单笔提现金额不能低于 10.00 元' };
  if (fen > maxFenOf(type)) {
    return {
      fen: null,
      problem:
        type === 'personal'
          ? '单笔提现金额不能超过 50,000.00 元'
          : '单笔企业提现金额不能超过 1,000,000.00 元',
    };
  }
  if (fen > availableFen) {
    return { fen: null, problem: `可提现余额不足，当前可提现 ${yuanText(availableFen)} 元` };
  }
  return { fen, problem: null };
}

/** `value` once it has not changed for `delayMs` (the quote waits for the typing to stop). */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
