/**
 * Money, shared by the console and the server (money.md §3, §6.1). Every amount is an integer
 * number of fen (分) named `*_fen`; yuan text is parsed and printed with string and integer
 * arithmetic, never through a float multiplied by 100.
 */

/** The limits of withdrawals and adjustments (money.md §3), in fen. */
export const WALLET_LIMITS = {
  /** 单笔提现金额不能低于 10.00 元. */
  minFen: 1_000,
  personalMaxFen: 5_000_000,
  companyMaxFen: 100_000_000,
  /** Requests per Asia/Shanghai day (server config `WITHDRAW_DAILY_LIMIT`, 0 = none). */
  dailyCount: 3,
  /** A payout account bound or changed cannot be paid to for this long. */
  payoutLockHours: 24,
  adjustmentMaxFen: 1_000_000,
  /** The most one `app.ledger.credit` may post (¥1,000,000). */
  creditMaxFen: 100_000_000,
} as const;

/** Yuan as people type it: up to 9 integer digits and 2 decimals (money.md §3). */
export const YUAN_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Yuan text to fen: `parseYuan('12.3') = 1230`. Spaces and thousands separators are ignored;
 * `signed` allows a leading `+` or `-` (adjustments). `null` when the text is not an amount.
 */
export function parseYuan(text: string, options: { signed?: boolean } = {}): number | null {
  let value = text.replace(/[\s,，]/g, '');
  let sign = 1;
  if (options.signed && /^[+-]/.test(value)) {
    if (value.startsWith('-')) sign = -1;
    value = value.slice(1);
  }
  if (!YUAN_PATTERN.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign * fen === 0 ? 0 : sign * fen;
}

function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Fen as yuan text with two decimals and thousands separators, without a currency sign:
 * `yuanText(288000) = '2,880.00'` (the form of the design's messages: `当前可提现 2,880.00 元`).
 * `grouping: false` gives the sheets' `0.00` form.
 */
export function yuanText(fen: number, options: { grouping?: boolean } = {}): string {
  const abs = Math.abs(fen);
  const whole = String(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  return `${fen < 0 ? '-' : ''}${options.grouping === false ? whole : grouped(whole)}.${cents}`;
}

/** Fen as currency for display (`¥2,880.00`; en-US `CN¥2,880.00`); `sign` adds `+` to credits. */
export function formatFen(fen: number, options: { locale?: string; sign?: boolean } = {}): string {
  return new Intl.NumberFormat(options.locale ?? 'zh-CN', {
    style: 'currency',
    currency: 'CNY',
    signDisplay: options.sign ? 'exceptZero' : 'auto',
  }).format(fen / 100);
}

/** How a withholding was computed (money.md §6.1), every figure in fen except the rate. */
export interface LaborTaxBreakdown {
  /** The month's gross including this payment (M). */
  income_fen: number;
  /** ¥800 up to ¥4,000, 20 % above. */
  deduction_fen: number;
  taxable_fen: number;
  rate_pct: 20 | 30 | 40;
  quick_deduction_fen: number;
  /** tax(M). */
  tax_fen: number;
}

/**
 * 劳务报酬 withholding on a month's gross `M` (国家税务总局公告2018年第61号): ≤ ¥4,000 deducts ¥800,
 * above deducts 20 %; taxable ≤ ¥20,000 at 20 %, ≤ ¥50,000 at 30 % − ¥2,000, above at 40 % − ¥7,000;
 * half-up to the fen.
 */
export function laborTax(monthGrossFen: number): LaborTaxBreakdown {
  const m = Math.max(0, Math.trunc(monthGrossFen));
  // round(M × 4 / 5) half-up, in integers.
  const taxable = m <= 400_000 ? Math.max(0, m - 80_000) : Math.floor((m * 8 + 5) / 10);
  const [rate, quick] = taxable <= 2_000_000 ? [20, 0] : taxable <= 5_000_000 ? [30, 200_000] : [40, 700_000];
  const tax = Math.max(0, Math.floor((taxable * rate + 50) / 100) - quick);
  return {
    income_fen: m,
    deduction_fen: m - taxable,
    taxable_fen: taxable,
    rate_pct: rate as 20 | 30 | 40,
    quick_deduction_fen: quick,
    tax_fen: tax,
  };
}

/** tax(M) alone. */
export const laborTaxFen = (monthGrossFen: number): number => laborTax(monthGrossFen).tax_fen;

/**
 * What one personal payout withholds: tax(month's paid gross + this amount) − the tax already
 * withheld this month (returned payouts count in neither, money.md §6.1).
 */
export function withholdingFen(amountFen: number, monthPaidFen: number, monthTaxFen: number): number {
  return Math.max(0, laborTaxFen(monthPaidFen + amountFen) - monthTaxFen);
}

/** A partner's share of a statement's net: round(net × bps / 10000), half-up (money.md §7.2). */
export function shareFen(netFen: number, shareBps: number): number {
  return Math.floor((netFen * shareBps + 5_000) / 10_000);
}

/** `'50'`, `'33.33'` (percent, up to two decimals, 0–100) to basis points; `null` when not. */
export function parsePercentBps(text: string): number | null {
  const value = text.trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

/** Basis points as a percent: `5000` → `50%`, `3333` → `33.33%`. */
export function bpsText(bps: number): string {
  const whole = Math.floor(bps / 100);
  const rest = bps % 100;
  return `${whole}${rest ? `.${String(rest).padStart(2, '0').replace(/0$/, '')}` : ''}%`;
}

/**
 * A bank or corporate account number as it may be shown: first 4 + last 4 in the card shape
 * (`6225 **** **** 6783`, whatever the length), only the last 4 under 12 digits.
 */
export function maskAccount(number: string): string {
  const digits = number.replace(/\D/g, '');
  const last = digits.slice(-4);
  return digits.length >= 12 ? `${digits.slice(0, 4)} **** **** ${last}` : `**** **** **** ${last}`;
}

/** The Luhn check of a bank card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The banks of the payout-account dialog (money.md §9.1), in its order. */
export const BANKS = [
  '工商银行',
  '农业银行',
  '中国银行',
  '建设银行',
  '交通银行',
  '招商银行',
  '邮储银行',
  '兴业银行',
  '浦发银行',
  '中信银行',
  '民生银行',
  '光大银行',
  '平安银行',
  '华夏银行',
  '广发银行',
  '其他',
] as const;
export type Bank = (typeof BANKS)[number];

/** Numbers shown to people (money.md §3); `day` is the Asia/Shanghai `YYYYMMDD`. */
export const moneyNumbers = {
  withdrawal: (day: string, id: number) => `TX${day}${String(id).padStart(6, '0')}`,
  payoutBatch: (day: string, id: number) => `PB${day}${String(id).padStart(4, '0')}`,
  contract: (year: number, id: number) => `HT-${year}-${String(id).padStart(4, '0')}`,
};
