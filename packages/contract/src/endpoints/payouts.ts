import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { flag, idParam, MAX_ID, queryId, timestamp } from './common.js';
import { exportJob } from './exports.js';
import { WINDOW_ISSUE, withinWindow } from './ledger.js';
import { staffWithdrawal, WITHDRAWAL_TYPES } from './withdrawals.js';

/** Paying approved withdrawals (money.md §7.1, §8.2, §9.5–9.6). */
export const PAYOUT_MESSAGES = {
  notApproved: (no: string) => `单号 ${no} 不是待打款状态`,
  ownReview: (no: string) => `单号 ${no} 由你审核，不能由你打款`,
  mixedTypes: '批次中的提现类型必须一致',
  batchHasResults: '批次中已有打款结果，不能撤回',
  duty: '审核与打款不能由同一人完成',
  returnNotPaid: '仅已打款的提现可以登记退票',
  batchMissing: '打款批次不存在',
  batchClosed: '该批次已结束',
  missing: '提现记录不存在',
} as const;

export const PAYOUT_BATCH_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

/** The tabs of /finance/personal and /finance/company and the statuses each shows. */
export const PAYOUT_TABS = ['approved', 'paying', 'paid', 'problem', 'all'] as const;
export type PayoutTab = (typeof PAYOUT_TABS)[number];
export const PAYOUT_TAB_STATUSES = {
  approved: ['approved'],
  paying: ['paying'],
  paid: ['paid'],
  problem: ['failed', 'returned'],
  all: ['approved', 'paying', 'paid', 'failed', 'returned'],
} as const satisfies Record<PayoutTab, readonly string[]>;

const MAX_BATCH = 200;
const withdrawalIds = z
  .array(z.number({ error: '请选择提现记录' }).int('请选择提现记录').positive('请选择提现记录').max(MAX_ID), {
    error: '请选择提现记录',
  })
  .min(1, '请选择提现记录')
  .max(MAX_BATCH, `每批最多 ${MAX_BATCH} 笔`)
  .transform((ids) => [...new Set(ids)]);

const bankRef = z
  .string({ error: '请填写银行流水号' })
  .trim()
  .min(1, '请填写银行流水号')
  .max(64, '银行流水号不能超过 64 个字符');
const reason = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(200, '原因不能超过 200 字');

export const payoutBatch = z.object({
  id: z.number().int(),
  no: z.string(),
  type: z.enum(WITHDRAWAL_TYPES),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  count: z.number().int(),
  total_net_fen: z.number().int(),
  created_at: timestamp,
});
export type PayoutBatch = z.infer<typeof payoutBatch>;

export const createPayoutBatch = defineEndpoint({
  method: 'POST',
  path: '/api/finance/payout-batches',
  summary:
    '发起打款: move approved withdrawals (one type, none reviewed by the caller) to paying in one batch and queue its payout sheet (all or nothing)',
  tag: 'finance',
  access: needs('finance:pay'),
  idempotent: true,
  body: z.object({ type: z.enum(WITHDRAWAL_TYPES, { error: '提现类型无效' }), ids: withdrawalIds }),
  response: z.object({
    id: z.number().int(),
    no: z.string(),
    count: z.number().int(),
    total_net_fen: z.number().int(),
    export_job: exportJob,
  }),
});

export const cancelPayoutBatch = defineEndpoint({
  method: 'POST',
  path: '/api/finance/payout-batches/{id}/cancel',
  summary: '撤回批次: its withdrawals go back to approved while no result is recorded',
  tag: 'finance',
  access: needs('finance:pay'),
  idempotent: true,
  params: idParam,
  response: payoutBatch,
});

export const recordPayoutBatchResult = defineEndpoint({
  method: 'POST',
  path: '/api/finance/payout-batches/{id}/result',
  summary: '标记已打款 for a whole batch: every withdrawal still paying becomes paid with the bank reference',
  tag: 'finance',
  access: needs('finance:pay'),
  idempotent: true,
  params: idParam,
  body: z.object({ bank_ref: bankRef }),
  response: z.object({ paid: z.number().int() }),
});

/** 标记失败's body (the dialog's form validates with it). */
export const withdrawalFailedBody = z.object({
  result: z.literal('failed'),
  reason: reason('请填写失败原因'),
  invalidate_account: flag.default(0),
});

export const withdrawalResult = z.discriminatedUnion(
  'result',
  [z.object({ result: z.literal('paid'), bank_ref: bankRef }), withdrawalFailedBody],
  { error: '打款结果无效' },
);

export const recordWithdrawalResult = defineEndpoint({
  method: 'POST',
  path: '/api/finance/withdrawals/{id}/result',
  summary:
    '标记已打款 (final tax of the month, payout posting) or 标记失败 (release; optionally the payout account becomes invalid)',
  tag: 'finance',
  access: needs('finance:pay'),
  idempotent: true,
  params: idParam,
  body: withdrawalResult,
  response: staffWithdrawal,
});

export const returnWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/api/finance/withdrawals/{id}/return',
  summary:
    '登记退票: a paid withdrawal bounced; payout and tax are reversed to the wallet, the account becomes invalid',
  tag: 'finance',
  access: needs('finance:pay'),
  idempotent: true,
  params: idParam,
  body: z.object({ reason: reason('请填写退票原因'), bank_ref: bankRef }),
  response: staffWithdrawal,
});

/** A row of the payout pages: the staff view of a withdrawal and its batch's id (撤回批次, 整批标记). */
export const payoutRow = staffWithdrawal.extend({ batch_id: z.number().int().nullable() });
export type PayoutRow = z.infer<typeof payoutRow>;

/** The lists of /finance/personal and /finance/company. */
export const financePayouts = defineEndpoint({
  method: 'GET',
  path: '/api/finance/payouts',
  summary:
    'Withdrawals to pay and paid, by type and tab (待打款, 打款中, 已打款, 失败与退票, 全部) or batch; oldest first for 待打款, newest first otherwise',
  tag: 'finance',
  access: needs('finance:review'),
  query: pageQuery
    .extend({
      type: z.enum(WITHDRAWAL_TYPES, { error: '提现类型无效' }),
      tab: z.enum(PAYOUT_TABS, { error: '状态无效' }).default('approved'),
      batch_id: queryId('批次无效').optional(),
      keyword: z.string().trim().max(50, '关键词不能超过 50 个字符').optional(),
    })
    .refine(withinWindow, WINDOW_ISSUE),
  response: listOf(payoutRow).extend({
    /** Sum of `net_fen` over every match (the confirm of 发起打款 shows the checked rows' own). */
    total_net_fen: z.number().int(),
  }),
});
