import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { BANKS, luhnValid, WALLET_LIMITS, yuanText } from '../money.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { CALENDAR_DAY_PATTERN, flag, idParam, isoDate, timestamp } from './common.js';
import {
  INVOICE_TAX_RATES,
  INVOICE_TYPES,
  withdrawal,
  withdrawalDetail,
  type Withdrawal,
  type WithdrawalDetail,
} from './withdrawals.js';

/**
 * The creators' and MCNs' side of money (money.md §8.1, §8.5, §10): the wallet, its statement,
 * payout accounts, the withholding quote and the owner's withdrawals.
 */

export const WALLET_WITHDRAWAL_TYPES = ['personal', 'company'] as const;
export type WalletWithdrawalType = (typeof WALLET_WITHDRAWAL_TYPES)[number];

export const WALLET_WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'paying',
  'paid',
  'failed',
  'rejected',
  'cancelled',
  'returned',
] as const;
export type WalletWithdrawalStatus = (typeof WALLET_WITHDRAWAL_STATUSES)[number];

/** The ledger transaction kinds a wallet line may carry (money.md §5). */
export const WALLET_ENTRY_KINDS = [
  'task_reward',
  'mission_reward',
  'playlet_share',
  'adjustment',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_return',
  'reversal',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

export const TAXPAYER_TYPES = ['general', 'small'] as const;
export type TaxpayerType = (typeof TAXPAYER_TYPES)[number];

export const PAYOUT_ACCOUNT_STATUSES = ['active', 'invalid', 'replaced'] as const;

/** Every refusal and message of the owner's side, exact (money.md §4, §8.1, §8.5, §10). */
export const WALLET_MESSAGES = {
  acting: '代理登录状态下不能提现，请使用本人账号登录',
  missing: '提现记录不存在',
  onlyPendingCancel: '仅待审核的提现可以撤销',
  frozen: '钱包已冻结，暂不能提现，请联系平台客服',
  realName: '请先完成实名认证后再提现',
  enterprise: '请先完成企业认证后再申请企业提现',
  mcnCompanyOnly: 'MCN 机构账户仅支持企业提现',
  noPersonalAccount: '请先绑定收款银行卡',
  noCompanyAccount: '请先绑定对公收款账户',
  accountInvalid: '收款账户不可用，请重新绑定',
  accountLocked: (at: string) => `收款账户变更后 24 小时内不能提现，请于 ${at} 后再试`,
  dailyLimit: (n: number) => `今日提现次数已达上限（${n} 次），请明天再试`,
  insufficient: (availableFen: number) => `可提现余额不足，当前可提现 ${yuanText(availableFen)} 元`,
  invoiceUsed: '该发票已用于其他提现申请',
  generalNeedsSpecial: '一般纳税人请开具增值税专用发票',
  bindRealName: '请先完成实名认证后再绑定银行卡',
  bindEnterprise: '请先完成企业认证后再绑定对公账户',
  bindMcnCompanyOnly: 'MCN 机构账户仅支持绑定对公账户',
  bindOpenWithdrawal: '有未完成的提现时不能更换收款账户',
  submitted: '提现申请已提交，请等待审核',
} as const;

/** The codes of the blocking reasons the wallet lists (each with the link that fixes it). */
export const WALLET_BLOCK_CODES = [
  'frozen',
  'real_name',
  'enterprise',
  'mcn_company_only',
  'no_account',
  'account_invalid',
  'account_locked',
  'daily_limit',
  'balance',
] as const;
export type WalletBlockCode = (typeof WALLET_BLOCK_CODES)[number];

const type = z.enum(WALLET_WITHDRAWAL_TYPES, { error: '提现类型无效' });

/** Today in Asia/Shanghai as `YYYY-MM-DD` (the invoice date rules). */
export function shanghaiDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

const dayShift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The amount in fen (money.md §10): integer, ≥ ¥10.00; the maximum depends on the type. */
const amountFen = z
  .number({
    error: (issue) => (issue.input === undefined ? '请输入提现金额' : '金额必须是以分为单位的整数'),
  })
  .refine(Number.isSafeInteger, { message: '金额必须是以分为单位的整数', abort: true })
  .refine((fen) => fen >= WALLET_LIMITS.minFen, { message: '单笔提现金额不能低于 10.00 元', abort: true });

/** The maximum message of a type, or null when the amount is within it. */
export function amountMaxProblem(kind: WalletWithdrawalType, fen: number): string | null {
  if (kind === 'personal' && fen > WALLET_LIMITS.personalMaxFen) return '单笔提现金额不能超过 50,000.00 元';
  if (kind === 'company' && fen > WALLET_LIMITS.companyMaxFen)
    return '单笔企业提现金额不能超过 1,000,000.00 元';
  return null;
}

export const INVOICE_NUMBER_MESSAGE = '发票号码应为 20 位（数电发票）或 8 位（纸质/税控发票）';
export const INVOICE_CODE_MESSAGE = '请填写 10 位或 12 位发票代码';

/** The invoice of a company withdrawal (money.md §9.2, §10); `amount_fen` is 价税合计. */
export const withdrawalInvoiceInput = z
  .object({
    type: z.enum(INVOICE_TYPES, { error: '请选择发票类型' }),
    code: z
      .string({ error: INVOICE_CODE_MESSAGE })
      .trim()
      .optional()
      .transform((value) => value || null),
    number: z
      .string({ error: INVOICE_NUMBER_MESSAGE })
      .trim()
      .regex(/^(\d{20}|\d{8})$/, INVOICE_NUMBER_MESSAGE),
    issue_date: z
      .string({ error: '请选择开票日期' })
      .regex(CALENDAR_DAY_PATTERN, '请选择开票日期')
      .superRefine((day, ctx) => {
        const today = shanghaiDay();
        if (day > today) ctx.addIssue({ code: 'custom', message: '开票日期不能晚于今天' });
        else if (day < dayShift(today, -180)) {
          ctx.addIssue({ code: 'custom', message: '开票日期超过 180 天，请重新开具' });
        }
      }),
    amount_fen: z
      .number({ error: '发票价税合计须与提现金额一致' })
      .int('发票价税合计须与提现金额一致')
      .positive('发票价税合计须与提现金额一致'),
    tax_rate: z
      .number({ error: '请选择发票税率' })
      .refine((rate) => (INVOICE_TAX_RATES as readonly number[]).includes(rate), '请选择发票税率'),
    file: z
      .string({ error: '请上传发票文件' })
      .trim()
      .min(1, '请上传发票文件')
      .regex(
        /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        '请上传发票文件',
      ),
  })
  .superRefine((invoice, ctx) => {
    if (invoice.number.length === 8 && !/^(\d{10}|\d{12})$/.test(invoice.code ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: INVOICE_CODE_MESSAGE });
    }
  });
export type WithdrawalInvoiceInput = z.input<typeof withdrawalInvoiceInput>;

/** POST /api/wallet/withdrawals. */
export const withdrawalInput = z
  .object({
    type,
    amount_fen: amountFen,
    invoice: withdrawalInvoiceInput.nullable().optional(),
  })
  .superRefine((input, ctx) => {
    const max = amountMaxProblem(input.type, input.amount_fen);
    if (max) ctx.addIssue({ code: 'custom', path: ['amount_fen'], message: max });
    if (input.type !== 'company') return;
    if (!input.invoice) {
      ctx.addIssue({ code: 'custom', path: ['invoice'], message: '企业提现须填写发票信息' });
    } else if (input.invoice.amount_fen !== input.amount_fen) {
      ctx.addIssue({
        code: 'custom',
        path: ['invoice', 'amount_fen'],
        message: '发票价税合计须与提现金额一致',
      });
    }
  })
  // A personal withdrawal carries no invoice, whatever was sent.
  .transform((input) => ({ ...input, invoice: input.type === 'company' ? (input.invoice ?? null) : null }));
export type WithdrawalInput = z.input<typeof withdrawalInput>;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

const bankName = z.enum(BANKS, { error: '请选择开户银行' });

/** 银行卡号: spaces allowed and stripped, 16–19 digits, Luhn (checked by the caller's `luhnValid`). */
export const CARD_MESSAGES = {
  missing: '请输入银行卡号',
  length: '银行卡号应为 16 至 19 位数字',
  luhn: '银行卡号校验失败，请检查后重新输入',
} as const;

export const personalPayoutAccountInput = z.object({
  bank_name: bankName,
  bank_branch: z
    .string()
    .trim()
    .max(50, '开户支行不能超过 50 字')
    .optional()
    .transform((value) => value ?? ''),
  account_number: z
    .string({ error: CARD_MESSAGES.missing })
    .transform(digitsOnly)
    .pipe(
      z
        .string()
        .min(1, { message: CARD_MESSAGES.missing, abort: true })
        .regex(/^\d{16,19}$/, { message: CARD_MESSAGES.length, abort: true })
        .refine(luhnValid, CARD_MESSAGES.luhn),
    ),
});

export const companyPayoutAccountInput = z.object({
  bank_name: bankName,
  bank_branch: z
    .string({ error: '请填写开户支行' })
    .trim()
    .min(1, '请填写开户支行')
    .max(50, '请填写开户支行'),
  account_number: z
    .string({ error: '对公账号应为 8 至 30 位数字' })
    .transform(digitsOnly)
    .pipe(z.string().regex(/^\d{8,30}$/, '对公账号应为 8 至 30 位数字')),
  taxpayer_type: z.enum(TAXPAYER_TYPES, { error: '请选择纳税人类型' }),
});

/**
 * The PUT body as the wire carries it: the fields of either type. The server checks it against
 * `personalPayoutAccountInput` or `companyPayoutAccountInput` by the path's type, after the acting
 * login's 403 (money.md §4: before any 400).
 */
export const payoutAccountInput = z.object({
  bank_name: z.string().max(50).optional(),
  bank_branch: z.string().max(200).optional(),
  account_number: z.string().max(64).optional(),
  taxpayer_type: z.string().max(20).optional(),
});
export type PayoutAccountInput = z.input<typeof payoutAccountInput>;

export const payoutAccountSchemaOf = (kind: WalletWithdrawalType) =>
  kind === 'personal' ? personalPayoutAccountInput : companyPayoutAccountInput;

/** A payout account as its owner sees it: never the full number. */
export const walletPayoutAccount = z.object({
  id: z.number().int(),
  type,
  account_name: z.string(),
  bank_name: z.string(),
  bank_branch: z.string(),
  account_masked: z.string(),
  taxpayer_type: z.enum(TAXPAYER_TYPES).nullable(),
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  invalid_reason: z.string(),
  /** 1 once a payment to it succeeded (待首次打款验证 before). */
  verified: flag,
  usable_from: timestamp,
});
export type WalletPayoutAccount = z.infer<typeof walletPayoutAccount>;

export const walletBlockReason = z.object({
  code: z.enum(WALLET_BLOCK_CODES),
  message: z.string(),
  /** A console path that fixes it (`?bind=personal` opens the account dialog), or null. */
  link: z.string().nullable(),
});
export type WalletBlockReason = z.infer<typeof walletBlockReason>;

const eligibility = z.object({ allowed: flag, reasons: z.array(walletBlockReason) });

export const wallet = z.object({
  available_fen: z.number().int(),
  withdrawing_fen: z.number().int(),
  total_income_fen: z.number().int(),
  total_withdrawn_fen: z.number().int(),
  tax_withheld_year_fen: z.number().int(),
  frozen: flag,
  frozen_reason: z.string(),
  /** The approved real name (personal account holder) and entity name (company), '' without. */
  real_name: z.string(),
  entity_name: z.string(),
  real_name_approved: flag,
  enterprise_approved: flag,
  /** 1 for an MCN account (company withdrawals only). */
  mcn: flag,
  /** 1 when this session is an MCN acting as the creator: read only. */
  acting: flag,
  accounts: z.object({ personal: walletPayoutAccount.nullable(), company: walletPayoutAccount.nullable() }),
  eligibility: z.object({ personal: eligibility, company: eligibility }),
  limits: z.object({
    min_fen: z.number().int(),
    personal_max_fen: z.number().int(),
    company_max_fen: z.number().int(),
    /** 0 = no daily limit. */
    daily_count: z.number().int(),
    used_today: z.number().int(),
  }),
  partner: flag,
  invoice_title: z.object({ name: z.string(), tax_id: z.string() }),
});
export type Wallet = z.infer<typeof wallet>;

export const walletEntry = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  title: z.string(),
  amount_fen: z.number().int(),
  balance_after_fen: z.number().int(),
  source: z.object({ type: z.string(), id: z.number().int(), label: z.string() }),
  created_at: timestamp,
});
export type WalletEntry = z.infer<typeof walletEntry>;

/** The owner's view of a withdrawal (money.md §8.1): the foundation's objects. */
export const walletWithdrawal = withdrawal;
export type WalletWithdrawal = Withdrawal;
export const walletWithdrawalDetail = withdrawalDetail;
export type WalletWithdrawalDetail = WithdrawalDetail;

export const withdrawalQuote = z.object({
  amount_fen: z.number().int(),
  tax_fen: z.number().int(),
  net_fen: z.number().int(),
  /** `YYYY-MM`, Asia/Shanghai. */
  month: z.string(),
  month_paid_fen: z.number().int(),
  month_tax_fen: z.number().int(),
  breakdown: z.object({
    deduction_fen: z.number().int(),
    taxable_fen: z.number().int(),
    rate_pct: z.number().int(),
    quick_deduction_fen: z.number().int(),
  }),
});
export type WithdrawalQuote = z.infer<typeof withdrawalQuote>;

export const WALLET_PAGE_WINDOW_MESSAGE = '仅支持查看前 10000 条记录，请缩小筛选范围';
const windowed = (q: { page: number; size: number }) => q.page * q.size <= 10_000;
const ordered = (q: { start_date?: string | undefined; end_date?: string | undefined }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;

const access = needs('wallet:withdraw');
const tag = 'wallet';

export const myWallet = defineEndpoint({
  method: 'GET',
  path: '/api/wallet',
  summary: "The caller's balances, payout accounts (masked), what blocks a withdrawal and the limits",
  tag,
  access,
  response: wallet,
});

export const myWalletEntries = defineEndpoint({
  method: 'GET',
  path: '/api/wallet/entries',
  summary: "The caller's wallet lines, newest first, each with the balance after it",
  tag,
  access,
  query: pageQuery
    .extend({
      kind: z.enum(WALLET_ENTRY_KINDS, { error: '流水类型无效' }).optional(),
      direction: z.enum(['in', 'out'], { error: '收支类型无效' }).optional(),
      start_date: isoDate.optional(),
      end_date: isoDate.optional(),
    })
    .refine(windowed, { message: WALLET_PAGE_WINDOW_MESSAGE, path: ['page'] })
    .refine(ordered, { message: '开始日期不能晚于结束日期', path: ['end_date'] }),
  response: listOf(walletEntry),
});

export const bindPayoutAccount = defineEndpoint({
  method: 'PUT',
  path: '/api/wallet/payout-accounts/{type}',
  summary: 'Bind or replace the personal bank card or the company account (usable 24 h later)',
  tag,
  access,
  params: z.object({ type }),
  body: payoutAccountInput,
  response: walletPayoutAccount,
});

export const withdrawalQuoteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/wallet/withdrawals/quote',
  summary: "The withholding estimate of an amount with this month's figures (money.md §6.1)",
  tag,
  access,
  query: z
    .object({
      type,
      amount_fen: z
        .string({ error: '请输入提现金额' })
        .regex(/^\d{1,15}$/, '金额必须是以分为单位的整数')
        .transform(Number)
        .pipe(amountFen),
    })
    .superRefine((q, ctx) => {
      const max = amountMaxProblem(q.type, q.amount_fen);
      if (max) ctx.addIssue({ code: 'custom', path: ['amount_fen'], message: max });
    }),
  response: withdrawalQuote,
});

export const createWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/api/wallet/withdrawals',
  summary: 'Ask for a withdrawal: the amount moves to 提现中 at once (Idempotency-Key required)',
  tag,
  access,
  idempotent: true,
  body: withdrawalInput,
  response: walletWithdrawal,
});

export const myWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/api/wallet/withdrawals',
  summary: "The caller's withdrawals, newest first",
  tag,
  access,
  query: pageQuery
    .extend({
      status: z.enum(WALLET_WITHDRAWAL_STATUSES, { error: '状态无效' }).optional(),
      type: type.optional(),
      start_date: isoDate.optional(),
      end_date: isoDate.optional(),
    })
    .refine(windowed, { message: WALLET_PAGE_WINDOW_MESSAGE, path: ['page'] })
    .refine(ordered, { message: '开始日期不能晚于结束日期', path: ['end_date'] }),
  response: listOf(walletWithdrawal),
});

export const myWithdrawalDetail = defineEndpoint({
  method: 'GET',
  path: '/api/wallet/withdrawals/{id}',
  summary: 'One of the caller’s withdrawals with its history',
  tag,
  access,
  params: idParam,
  response: walletWithdrawalDetail,
});

export const cancelWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/api/wallet/withdrawals/{id}/cancel',
  summary: 'Cancel a pending withdrawal: the amount returns to 可提现 (Idempotency-Key required)',
  tag,
  access,
  idempotent: true,
  params: idParam,
  response: walletWithdrawal,
});
