import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { WALLET_LIMITS } from '../money.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { flag, idParam, isoDate, MAX_ID, queryId, timestamp, userBrief } from './common.js';
import { staffWithdrawal, WITHDRAWAL_STATUSES, WITHDRAWAL_TYPES } from './withdrawals.js';

/**
 * Finance review and accounts (money.md §8.2, §9.3, §9.4): the withdrawal review queue, every
 * wallet with its payout account, freezing, and adjustments proposed by one person and approved by
 * another.
 */

export const FINANCE_MESSAGES = {
  accountMissing: '账户不存在',
  alreadyFrozen: '钱包已是冻结状态',
  notFrozen: '钱包未冻结',
  freezeReason: '请填写冻结原因',
  sameAdjuster: '调整的提出人与复核人不能为同一人',
  negativeAfter: '调整后余额将为负数，无法执行',
  adjustmentDone: '该调整已处理',
  adjustmentMissing: '调整记录不存在',
  withdrawalMissing: '提现记录不存在',
  rejectNeedsReason: '驳回时请选择原因或填写说明',
  rejectNeedsMessage: '驳回时请填写审核意见',
  reasonTooLong: '原因不能超过 200 字',
  pageTooDeep: '仅支持查看前 10000 条记录，请缩小筛选范围',
} as const;

/** The quick reasons of a withdrawal rejection (§9.4). */
export const WITHDRAWAL_REJECT_REASONS = [
  '收款信息有误',
  '发票信息有误',
  '发票金额与提现金额不一致',
  '账户存在风险',
  '其他',
] as const;

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];
export const FINANCE_DECISIONS = ['approve', 'reject'] as const;
export type FinanceDecision = (typeof FINANCE_DECISIONS)[number];
/** Roles whose wallets the account list filters by (their keys). */
export const FINANCE_ACCOUNT_ROLES = ['creator', 'mcn', 'mcn_pending', 'operator', 'admin'] as const;
export const FINANCE_REVIEW_BATCH_MAX = 50;

const MAX_LIST_ROWS = 10_000;
const withinFirstRows = (q: { page: number; size: number }) => q.page * q.size <= MAX_LIST_ROWS;
const pageCheck = { message: FINANCE_MESSAGES.pageTooDeep, path: ['page'] };

const fenQuery = (message: string) =>
  z
    .union([z.number(), z.string().regex(/^(0|[1-9][0-9]{0,14})$/, message)], { error: message })
    .pipe(
      z.coerce.number<number | string>().int(message).min(0, message).max(Number.MAX_SAFE_INTEGER, message),
    );

const flagQuery = z
  .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], { error: '状态无效' })
  .transform((value) => Number(value) as 0 | 1);

/** One repeatable query parameter: `status=pending&status=approved` or a single value. */
const repeatable = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union(
      [z.enum(values, { error: message }), z.array(z.enum(values, { error: message })).max(values.length)],
      {
        error: message,
      },
    )
    .transform((value) => (Array.isArray(value) ? [...new Set(value)] : [value]));

/** Certification states (contract CERT_STATUS: 0 none, 1 pending, 2 approved, 3 rejected). */
const certStates = {
  real_name_status: z.number().int(),
  enterprise_status: z.number().int(),
};

/** A payout account as staff see it: never the full number. */
export const financePayoutAccount = z.object({
  id: z.number().int(),
  type: z.enum(WITHDRAWAL_TYPES),
  account_name: z.string(),
  bank_name: z.string(),
  bank_branch: z.string(),
  account_masked: z.string(),
  status: z.enum(['active', 'invalid', 'replaced']),
  invalid_reason: z.string(),
  verified: flag,
  usable_from: timestamp,
});
export type FinancePayoutAccount = z.infer<typeof financePayoutAccount>;

/** One wallet in the account list (§9.3). */
export const financeAccount = z.object({
  user: userBrief.extend({ username: z.string(), role_key: z.string(), ...certStates }),
  available_fen: z.number().int(),
  withdrawing_fen: z.number().int(),
  total_income_fen: z.number().int(),
  /** The active personal account, else the active company account, else the latest one. */
  payout_account: financePayoutAccount.nullable(),
  frozen: flag,
  frozen_reason: z.string(),
  frozen_at: timestamp.nullable(),
  pending_adjustments: z.number().int(),
});
export type FinanceAccount = z.infer<typeof financeAccount>;

/** An adjustment proposal and its decision (§5 `wallet_adjustments`). */
export const walletAdjustment = z.object({
  id: z.number().int(),
  user: userBrief,
  amount_fen: z.number().int(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  proposer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decider: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decided_at: timestamp.nullable(),
  decision_message: z.string(),
  transaction_id: z.number().int().nullable(),
  created_at: timestamp,
});
export type WalletAdjustment = z.infer<typeof walletAdjustment>;

export const financeEntry = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  kind: z.string(),
  account_kind: z.string(),
  title: z.string(),
  amount_fen: z.number().int(),
  balance_after_fen: z.number().int().nullable(),
  created_at: timestamp,
});
export type FinanceEntry = z.infer<typeof financeEntry>;

export const financeAccountDetail = financeAccount.extend({
  payout_accounts: z.array(financePayoutAccount),
  entries: z.array(financeEntry),
  withdrawals: z.array(staffWithdrawal),
  adjustments: z.array(walletAdjustment),
});
export type FinanceAccountDetail = z.infer<typeof financeAccountDetail>;

const countSum = z.object({ count: z.number().int(), sum_fen: z.number().int() });
export const financeOverview = z.object({
  /** Per status: count and sum of amounts, personal + company. */
  statuses: z.record(z.enum(WITHDRAWAL_STATUSES), countSum),
  /** Per type, then status. */
  types: z.record(z.enum(WITHDRAWAL_TYPES), z.record(z.enum(WITHDRAWAL_STATUSES), countSum)),
  /** Paid since Asia/Shanghai midnight. */
  today_paid: countSum,
  pending_adjustments: z.number().int(),
});
export type FinanceOverview = z.infer<typeof financeOverview>;

export const financeWithdrawalDetail = staffWithdrawal.extend({
  history: z.array(
    z.object({
      from: z.string().nullable(),
      to: z.string(),
      message: z.string(),
      actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      at: timestamp,
    }),
  ),
  payout_account: financePayoutAccount.nullable(),
  /** The applicant's paid gross this Asia/Shanghai month (personal and company). */
  month_paid_fen: z.number().int(),
  available_fen: z.number().int(),
  frozen: flag,
});
export type FinanceWithdrawalDetail = z.infer<typeof financeWithdrawalDetail>;

const reasonText = (missing: string, min: number, minMessage: string) =>
  z.string({ error: missing }).trim().min(min, minMessage).max(200, FINANCE_MESSAGES.reasonTooLong);

/** The decision of §8.2 review: approve, or reject with at least a reason or a message. */
const reviewFields = z.object({
  decision: z.enum(FINANCE_DECISIONS, { error: '审核结果无效' }),
  reasons: z
    .array(z.string({ error: '驳回原因无效' }).trim().min(1, '驳回原因无效').max(50, '驳回原因过长'), {
      error: '驳回原因无效',
    })
    .max(10, '驳回原因最多 10 个')
    .default([]),
  message: z.string({ error: '说明无效' }).trim().max(200, FINANCE_MESSAGES.reasonTooLong).default(''),
});
const rejectExplained = {
  check: (d: { decision: FinanceDecision; reasons: string[]; message: string }) =>
    d.decision === 'approve' || d.reasons.length > 0 || d.message.length > 0,
  issue: { message: FINANCE_MESSAGES.rejectNeedsReason, path: ['message'] },
};
const reviewDecision = reviewFields.refine(rejectExplained.check, rejectExplained.issue);
export type WithdrawalReviewInput = z.input<typeof reviewDecision>;

const access = needs('finance:review');
const tag = 'finance';

export const financeOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/finance/overview',
  summary: 'Counts and sums of withdrawals per status and type, and what was paid today',
  tag,
  access,
  response: financeOverview,
});

export const financeAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/finance/accounts',
  summary:
    'Every wallet: user, role, certification states, balances, income, payout account (masked) and freeze',
  tag,
  access,
  query: pageQuery
    .extend({
      keyword: z.string().trim().max(50, '关键词过长').optional(),
      role: z.enum(FINANCE_ACCOUNT_ROLES, { error: '角色无效' }).optional(),
      frozen: flagQuery.optional(),
      min_available_fen: fenQuery('金额无效').optional(),
    })
    .refine(withinFirstRows, pageCheck),
  response: listOf(financeAccount),
});

const userIdParam = z.object({ userId: queryId('用户无效') });

export const financeAccountDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/finance/accounts/{userId}',
  summary: 'One wallet with its payout accounts, last 20 entries, withdrawals and adjustments',
  tag,
  access,
  params: userIdParam,
  response: financeAccountDetail,
});

export const freezeFinanceAccount = defineEndpoint({
  method: 'POST',
  path: '/api/finance/accounts/{userId}/freeze',
  summary: 'Freeze (reason required) or unfreeze a wallet; a frozen wallet takes no new withdrawals',
  tag,
  access,
  params: userIdParam,
  body: z
    .object({
      frozen: flag,
      reason: z
        .string({ error: FINANCE_MESSAGES.freezeReason })
        .trim()
        .max(200, FINANCE_MESSAGES.reasonTooLong)
        .default(''),
    })
    .refine((b) => b.frozen === 0 || b.reason.length > 0, {
      message: FINANCE_MESSAGES.freezeReason,
      path: ['reason'],
    }),
  response: financeAccount,
});

export const financeAdjustments = defineEndpoint({
  method: 'GET',
  path: '/api/finance/adjustments',
  summary: 'Wallet adjustments by status (pending first-in first) and user',
  tag,
  access,
  query: pageQuery
    .extend({
      status: z.enum(ADJUSTMENT_STATUSES, { error: '状态无效' }).optional(),
      user_id: queryId('用户无效').optional(),
    })
    .refine(withinFirstRows, pageCheck),
  response: listOf(walletAdjustment),
});

const adjustmentAmount = z
  .number({ error: '请输入调整金额' })
  .int('金额必须是以分为单位的整数')
  .refine((value) => value !== 0, '调整金额不能为 0')
  .refine((value) => Math.abs(value) <= WALLET_LIMITS.adjustmentMaxFen, '单笔调整金额不能超过 10,000.00 元');

export const adjustmentInput = z.object({
  user_id: z.number({ error: '请选择用户' }).int('用户无效').positive('用户无效').max(MAX_ID, '用户无效'),
  amount_fen: adjustmentAmount,
  reason: reasonText('请填写调整原因（至少 5 个字）', 5, '请填写调整原因（至少 5 个字）'),
});
export type AdjustmentInput = z.input<typeof adjustmentInput>;

export const createFinanceAdjustment = defineEndpoint({
  method: 'POST',
  path: '/api/finance/adjustments',
  summary: 'Propose a wallet adjustment (± fen); another holder of finance:pay approves it',
  tag,
  access,
  idempotent: true,
  body: adjustmentInput,
  response: walletAdjustment,
});

export const decideFinanceAdjustment = defineEndpoint({
  method: 'POST',
  path: '/api/finance/adjustments/{id}/decision',
  summary: 'Approve (posts sys_adjustments ↔ wallet) or reject a pending adjustment; never its proposer',
  tag,
  access: needs('finance:pay'),
  idempotent: true,
  params: idParam,
  body: z
    .object({
      decision: z.enum(FINANCE_DECISIONS, { error: '审核结果无效' }),
      message: z.string({ error: '说明无效' }).trim().max(200, FINANCE_MESSAGES.reasonTooLong).default(''),
    })
    .refine((d) => d.decision === 'approve' || d.message.length > 0, {
      message: FINANCE_MESSAGES.rejectNeedsMessage,
      path: ['message'],
    }),
  response: walletAdjustment,
});

export const financeWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/api/finance/withdrawals',
  summary:
    'Withdrawals by type, status, keyword (no, name, id), dates, amount and batch; pending oldest first',
  tag,
  access,
  query: pageQuery
    .extend({
      type: z.enum(WITHDRAWAL_TYPES, { error: '提现类型无效' }).optional(),
      status: repeatable(WITHDRAWAL_STATUSES, '状态无效').optional(),
      keyword: z.string().trim().max(50, '关键词过长').optional(),
      start_date: isoDate.optional(),
      end_date: isoDate.optional(),
      min_fen: fenQuery('金额无效').optional(),
      max_fen: fenQuery('金额无效').optional(),
      batch_id: queryId('批次无效').optional(),
    })
    .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
      message: '开始日期不能晚于结束日期',
      path: ['end_date'],
    })
    .refine((q) => q.min_fen === undefined || q.max_fen === undefined || q.min_fen <= q.max_fen, {
      message: '最低金额不能大于最高金额',
      path: ['max_fen'],
    })
    .refine(withinFirstRows, pageCheck),
  response: listOf(staffWithdrawal),
});

export const financeWithdrawalDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/finance/withdrawals/{id}',
  summary: 'One withdrawal with history, invoice, the applicant’s certification and payout account states',
  tag,
  access,
  params: idParam,
  response: financeWithdrawalDetail,
});

export const reviewFinanceWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/api/finance/withdrawals/{id}/review',
  summary:
    'Approve or reject a pending withdrawal (finance:review); reject an approved one before payment (finance:pay). Rejection releases the hold',
  tag,
  access,
  idempotent: true,
  params: idParam,
  body: reviewDecision,
  response: financeWithdrawalDetail,
});

export const reviewFinanceWithdrawalBatch = defineEndpoint({
  method: 'POST',
  path: '/api/finance/withdrawals/review-batch',
  summary: 'The same decision over up to 50 pending withdrawals; 207 lists the skipped ones',
  tag,
  access,
  idempotent: true,
  body: reviewFields
    .extend({
      ids: z
        .array(z.number({ error: 'id 无效' }).int('id 无效').positive('id 无效').max(MAX_ID, 'id 无效'), {
          error: '请选择提现记录',
        })
        .min(1, '请选择提现记录')
        .max(FINANCE_REVIEW_BATCH_MAX, `一次最多处理 ${FINANCE_REVIEW_BATCH_MAX} 条`)
        .transform((list) => [...new Set(list)]),
    })
    .refine(rejectExplained.check, rejectExplained.issue),
  response: z.object({
    decided: z.array(z.number().int()),
    skipped: z.array(z.object({ id: z.number().int(), message: z.string() })),
  }),
});

/** The finance review and accounts endpoints, spread into `endpoints`. */
export const financeEndpoints = {
  financeOverview: financeOverviewEndpoint,
  financeAccounts,
  financeAccountDetail: financeAccountDetailEndpoint,
  freezeFinanceAccount,
  financeAdjustments,
  createFinanceAdjustment,
  decideFinanceAdjustment,
  financeWithdrawals,
  financeWithdrawalDetail: financeWithdrawalDetailEndpoint,
  reviewFinanceWithdrawal,
  reviewFinanceWithdrawalBatch,
} as const;
