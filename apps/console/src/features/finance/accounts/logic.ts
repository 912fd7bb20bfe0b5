import { z } from 'zod';
import { adjustmentInput, parseYuan, type WalletAdjustment } from '@creator-console/contract';

/**
 * The adjust dialog's form: 调整金额 as signed yuan text (`-12.30`, `+500`), 原因 5–200. The amount
 * is checked as text first (format), then as fen by the contract's own rule (≠ 0, ≤ ¥10,000.00).
 */
export const adjustForm = z.object({
  amount: z
    .string({ error: '请输入调整金额' })
    .trim()
    .min(1, '请输入调整金额')
    .refine((text) => parseYuan(text, { signed: true }) !== null, '请输入正确的金额，最多两位小数')
    .transform((text) => parseYuan(text, { signed: true }) ?? 0)
    .pipe(adjustmentInput.shape.amount_fen),
  reason: adjustmentInput.shape.reason,
});
export type AdjustFormValues = { amount: string; reason: string };

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
