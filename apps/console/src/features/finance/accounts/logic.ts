import { adjustmentInput, parseYuan, type WalletAdjustment } from '@creator-console/contract';

/**
 * The adjust dialog's form: 调整金额 typed as signed yuan (`-12.30`, `+500`) in an `AmountField`,
 * which keeps fen (`undefined` when empty, `NaN` when not an amount: refused, and shown as
 * 请输入正确的金额，最多两位小数), checked by the contract's own rule (≠ 0, ≤ ¥10,000.00); 原因 5–200.
 */
export const adjustForm = adjustmentInput.pick({ amount_fen: true, reason: true });
export type AdjustFormValues = { amount_fen: number | undefined; reason: string };

/**
 * What a viewer may do with an adjustment in the 待复核调整 tab: nothing without finance:pay or once
 * decided; `own` (approve disabled with a tooltip) for the proposer; `decide` otherwise.
 */
export function adjustmentAction(
  adjustment: Pick<WalletAdjustment, 'status' | 'proposer'>,
  viewerId: number | undefined,
  canPay: boolean,
): 'none' | 'own' | 'decide' {
  if (!canPay || adjustment.status !== 'pending') return 'none';
  if (adjustment.proposer && adjustment.proposer.id === viewerId) return 'own';
  return 'decide';
}

/** The `可提现 ≥` filter from the URL: fen, or undefined when blank or not an amount. */
export function minAvailableFen(text: string): number | undefined {
  if (!text.trim()) return undefined;
  return parseYuan(text) ?? undefined;
}
