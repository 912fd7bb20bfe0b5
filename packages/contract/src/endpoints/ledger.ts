import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { idParam, isoDate, queryId, timestamp } from './common.js';

/** Transaction kinds of the ledger (money.md §5), with the wallet log's labels (§9.1, §9.8). */
export const LEDGER_TRANSACTION_KINDS = [
  'task_reward',
  'mission_reward',
  'playlet_share',
  'adjustment',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_payout',
  'withdraw_return',
  'reversal',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];
export const LEDGER_TRANSACTION_KIND_LABELS: Record<LedgerTransactionKind, string> = {
  task_reward: '广告任务奖励',
  mission_reward: '成长任务奖励',
  playlet_share: '短剧分成',
  adjustment: '平台调整',
  withdraw_hold: '提现申请',
  withdraw_release: '提现退回',
  withdraw_payout: '提现打款',
  withdraw_return: '退票退回',
  reversal: '冲正',
};

/** Account kinds (money.md §5); the wallet log filters by wallet, withdrawing or any system account. */
export const LEDGER_ACCOUNT_KINDS = [
  'wallet',
  'withdrawing',
  'sys_task_rewards',
  'sys_mission_rewards',
  'sys_playlet_share',
  'sys_adjustments',
  'sys_tax_withheld',
  'sys_payouts',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export const LEDGER_ACCOUNT_KIND_LABELS: Record<LedgerAccountKind, string> = {
  wallet: '可提现',
  withdrawing: '提现中',
  sys_task_rewards: '平台·任务奖励',
  sys_mission_rewards: '平台·成长任务',
  sys_playlet_share: '平台·短剧分成',
  sys_adjustments: '平台·调整',
  sys_tax_withheld: '平台·代扣个税',
  sys_payouts: '平台·打款',
};
export const LEDGER_ACCOUNT_FILTERS = ['wallet', 'withdrawing', 'system'] as const;
export type LedgerAccountFilter = (typeof LEDGER_ACCOUNT_FILTERS)[number];

/** Lists read at most the first 10 000 rows (money.md §8). */
export const MAX_LIST_WINDOW = 10_000;
export const LIST_WINDOW_MESSAGE = '仅支持查看前 10000 条记录，请缩小筛选范围';

/** Whether a page lies within the first 10 000 rows (refine a paged query with it). */
export const withinWindow = (q: { page: number; size: number }) => q.page * q.size <= MAX_LIST_WINDOW;
export const WINDOW_ISSUE = { message: LIST_WINDOW_MESSAGE, path: ['page'] };

const fenFilter = (message: string) =>
  z
    .union([z.number(), z.string().regex(/^-?\d{1,12}$/, message)], { error: message })
    .pipe(z.coerce.number<number | string>().int(message).min(-1e12, message).max(1e12, message));

export const LEDGER_MESSAGES = {
  missing: '流水不存在',
  balanced: '账务平衡',
} as const;

/** The wallet log's filters (the list's and its sheet's). */
export const ledgerEntriesFilter = {
  user_id: queryId('用户 ID 无效').optional(),
  kind: z.enum(LEDGER_TRANSACTION_KINDS, { error: '流水类型无效' }).optional(),
  account_kind: z.enum(LEDGER_ACCOUNT_FILTERS, { error: '账户类型无效' }).optional(),
  source_type: z
    .string()
    .trim()
    .max(32, '关联类型无效')
    .regex(/^[a-z_]*$/, '关联类型无效')
    .optional(),
  source_id: queryId('关联单号无效').optional(),
  /** 关联单号 as people read it (`TX…`, `PB…`): resolved to the withdrawal or batch. */
  source_no: z.string().trim().max(32, '关联单号无效').optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  min_fen: fenFilter('金额无效').optional(),
  max_fen: fenFilter('金额无效').optional(),
};

export const ledgerEntriesQuery = pageQuery
  .extend(ledgerEntriesFilter)
  .refine(withinWindow, WINDOW_ISSUE)
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: '开始日期不能晚于结束日期',
    path: ['end_date'],
  })
  .refine((q) => q.min_fen === undefined || q.max_fen === undefined || q.min_fen <= q.max_fen, {
    message: '最小金额不能大于最大金额',
    path: ['max_fen'],
  });

const person = z.object({ id: z.number().int(), name: z.string(), avatar: z.string() });

/** Where a transaction came from, with the label people know it by (a withdrawal's 单号). */
export const ledgerSource = z.object({ type: z.string(), id: z.number().int(), label: z.string() });

export const ledgerEntry = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  account_id: z.number().int(),
  account_kind: z.enum(LEDGER_ACCOUNT_KINDS),
  kind: z.enum(LEDGER_TRANSACTION_KINDS),
  title: z.string(),
  user: person.nullable(),
  amount_fen: z.number().int(),
  balance_after_fen: z.number().int().nullable(),
  source: ledgerSource,
  actor: person.nullable(),
  created_at: timestamp,
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const ledgerEntries = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/entries',
  summary: 'The wallet log: every ledger entry, newest first by id, with exact total (first 10 000 rows)',
  tag: 'ledger',
  access: needs('log:view', 'finance:review'),
  query: ledgerEntriesQuery,
  response: listOf(ledgerEntry),
});

export const ledgerLeg = z.object({
  entry_id: z.number().int(),
  account: z.object({
    id: z.number().int(),
    kind: z.enum(LEDGER_ACCOUNT_KINDS),
    user: person.nullable(),
  }),
  amount_fen: z.number().int(),
  balance_after_fen: z.number().int().nullable(),
});
export type LedgerLeg = z.infer<typeof ledgerLeg>;

export const ledgerTransaction = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_TRANSACTION_KINDS),
  title: z.string(),
  source: ledgerSource,
  actor: person.nullable(),
  created_at: timestamp,
  legs: z.array(ledgerLeg),
  /** Always 0: the legs of a transaction balance. */
  sum_fen: z.number().int(),
  /** The transaction this one reverses, and the one that reversed this (each at most one). */
  reverses_id: z.number().int().nullable(),
  reversed_by_id: z.number().int().nullable(),
});
export type LedgerTransaction = z.infer<typeof ledgerTransaction>;

export const ledgerTransactionDetail = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/transactions/{id}',
  summary: 'One ledger transaction with all its legs (summing to 0) and its reversal links',
  tag: 'ledger',
  access: needs('log:view', 'finance:review'),
  params: idParam,
  response: ledgerTransaction,
});

export const ledgerCheckResult = z.object({
  entries_sum_fen: z.number().int(),
  unbalanced_transactions: z.array(z.object({ transaction_id: z.number().int(), sum_fen: z.number().int() })),
  mismatched_accounts: z.array(
    z.object({ account_id: z.number().int(), cached_fen: z.number().int(), entries_fen: z.number().int() }),
  ),
  negative_accounts: z.array(z.object({ account_id: z.number().int(), balance_fen: z.number().int() })),
  checked_at: timestamp,
});
export type LedgerCheckResult = z.infer<typeof ledgerCheckResult>;

export const ledgerCheck = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/check',
  summary:
    'Reconcile the ledger: the sum of all entries, unbalanced transactions, accounts whose cached balance differs from their entries, negative user accounts',
  tag: 'ledger',
  access: needs('finance:review'),
  response: ledgerCheckResult,
});
