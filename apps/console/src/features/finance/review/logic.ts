import { parseYuan, WITHDRAWAL_REJECT_REASONS, type WithdrawalReviewInput } from '@creator-console/contract';
import type { DecisionReason, DecisionResult } from '@creator-console/ui';
import type { Locale } from '../../../shared/i18n';

const REASON_EN: Record<(typeof WITHDRAWAL_REJECT_REASONS)[number], string> = {
  收款信息有误: 'Payee details wrong',
  发票信息有误: 'Invoice details wrong',
  发票金额与提现金额不一致: 'Invoice total differs from the amount',
  账户存在风险: 'Account at risk',
  其他: 'Other',
};

/**
 * The quick reasons of §9.4 as DecisionBar chips. The id is the zh-CN reason the server stores and
 * the creator reads, whatever language the reviewer uses; the chip's message is left empty so
 * the reviewer's own words stay theirs.
 */
export const withdrawalReasons = (locale: Locale): DecisionReason[] =>
  WITHDRAWAL_REJECT_REASONS.map((reason) => ({
    id: reason,
    label: locale === 'zh-CN' ? reason : REASON_EN[reason],
    message: '',
  }));

/** A DecisionBar result as the review body: chosen reasons by their zh-CN text, the message trimmed. */
export function reviewBody(result: DecisionResult): WithdrawalReviewInput {
  if (result.decision === 'approve')
    return { decision: 'approve', reasons: [], message: result.message.trim() };
  const known = new Set<string>(WITHDRAWAL_REJECT_REASONS);
  return {
    decision: 'reject',
    reasons: result.reasonIds.filter((id) => known.has(id)),
    message: result.message.trim(),
  };
}

/** Whether a rejection says why (the server's 400 `驳回时请选择原因或填写说明` otherwise). */
export const rejectExplained = (body: WithdrawalReviewInput) =>
  body.decision === 'approve' || (body.reasons?.length ?? 0) > 0 || (body.message ?? '').length > 0;

/** The amount range filter: yuan text from the URL as fen, or undefined when blank or not an amount. */
export function fenFilter(text: string): number | undefined {
  if (!text.trim()) return undefined;
  const fen = parseYuan(text);
  return fen === null ? undefined : fen;
}

/** ✓ when real-name (personal) or enterprise (company) certification is approved (CERT_STATUS 2). */
export function certified(
  type: 'personal' | 'company',
  user: { real_name_status: number; enterprise_status: number },
) {
  return type === 'personal' ? user.real_name_status === 2 : user.enterprise_status === 2;
}
