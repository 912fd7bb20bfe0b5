import { z } from 'zod';
import { timestamp, userBrief } from './common.js';

/**
 * Withdrawals as both sides see them (money.md §7.1, §8.1): the creator's wallet, finance review
 * and payment share these objects and the state labels.
 */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'paying',
  'paid',
  'failed',
  'rejected',
  'cancelled',
  'returned',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** zh-CN labels and the StatusTag tones of §7.1. */
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: '待审核',
  approved: '待打款',
  paying: '打款中',
  paid: '已打款',
  failed: '打款失败',
  rejected: '已驳回',
  cancelled: '已撤销',
  returned: '已退票',
};
export const WITHDRAWAL_STATUS_TONES: Record<
  WithdrawalStatus,
  'accent' | 'caution' | 'positive' | 'critical' | 'neutral'
> = {
  pending: 'accent',
  approved: 'accent',
  paying: 'caution',
  paid: 'positive',
  failed: 'critical',
  rejected: 'critical',
  cancelled: 'neutral',
  returned: 'critical',
};
/** A withdrawal holds money in the user's withdrawing account while it is in one of these. */
export const OPEN_WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'paying',
] as const satisfies readonly WithdrawalStatus[];

export const WITHDRAWAL_TYPES = ['personal', 'company'] as const;
export type WithdrawalType = (typeof WITHDRAWAL_TYPES)[number];
export const WITHDRAWAL_TYPE_LABELS: Record<WithdrawalType, string> = {
  personal: '个人提现',
  company: '企业提现',
};

export const INVOICE_TYPES = ['special', 'general'] as const;
export const INVOICE_TYPE_LABELS: Record<(typeof INVOICE_TYPES)[number], string> = {
  special: '增值税专用发票',
  general: '增值税普通发票',
};
/** 发票税率: 6 %, 3 %, 1 % and 免税 (0). */
export const INVOICE_TAX_RATES = [6, 3, 1, 0] as const;

export const WITHDRAWAL_MESSAGES = {
  missing: '提现记录不存在',
  stale: '该提现状态已变更，请刷新后重试',
  acting: '代理登录状态下不能提现，请使用本人账号登录',
  insufficient: '可提现余额不足',
} as const;

/** A company withdrawal's invoice (money.md §5 `invoice jsonb`). */
export const withdrawalInvoice = z.object({
  type: z.enum(INVOICE_TYPES),
  code: z.string().nullable(),
  number: z.string(),
  issue_date: z.string(),
  amount_fen: z.number().int(),
  tax_rate: z.number().int(),
  /** A `/api/files/<id>` reference (purpose `invoice`). */
  file: z.string(),
});
export type WithdrawalInvoice = z.infer<typeof withdrawalInvoice>;

/** A withdrawal as its owner sees it. */
export const withdrawal = z.object({
  id: z.number().int(),
  /** `TX` + day + 6-digit id. */
  no: z.string(),
  type: z.enum(WITHDRAWAL_TYPES),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount_fen: z.number().int(),
  /** The estimate while open, final once paid (`tax_final` 1). */
  tax_fen: z.number().int(),
  net_fen: z.number().int(),
  tax_final: z.union([z.literal(0), z.literal(1)]),
  /** The payout account as it was when the withdrawal was made (masked). */
  account: z.object({ account_name: z.string(), bank_name: z.string(), account_masked: z.string() }),
  invoice: withdrawalInvoice.nullable(),
  /** The reviewer's quick reasons and message (rejection), or the failure / return reason. */
  reasons: z.array(z.string()),
  message: z.string(),
  created_at: timestamp,
  reviewed_at: timestamp.nullable(),
  paid_at: timestamp.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

/** One step of a withdrawal's history, oldest first. */
export const withdrawalStep = z.object({
  from: z.enum(WITHDRAWAL_STATUSES).nullable(),
  to: z.enum(WITHDRAWAL_STATUSES),
  message: z.string(),
  /** Who acted (null: the platform). */
  actor: z.string().nullable(),
  at: timestamp,
});
export const withdrawalDetail = withdrawal.extend({ history: z.array(withdrawalStep) });
export type WithdrawalDetail = z.infer<typeof withdrawalDetail>;

const actorBrief = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** Staff views add the applicant with their certification states, the reviewer, payer and batch. */
export const staffWithdrawal = withdrawal.extend({
  user: userBrief.extend({
    /** Contract CERT_STATUS of the real-name and enterprise certifications. */
    real_name_status: z.number().int(),
    enterprise_status: z.number().int(),
  }),
  reviewer: actorBrief,
  payer: actorBrief,
  batch_no: z.string().nullable(),
  bank_ref: z.string().nullable(),
});
export type StaffWithdrawal = z.infer<typeof staffWithdrawal>;
export const staffWithdrawalDetail = staffWithdrawal.extend({ history: z.array(withdrawalStep) });
export type StaffWithdrawalDetail = z.infer<typeof staffWithdrawalDetail>;
