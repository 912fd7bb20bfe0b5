import {
  maskAccount,
  type WalletEntry,
  type WalletPayoutAccount,
  type WalletWithdrawal,
  type WalletWithdrawalDetail,
  type WalletWithdrawalType,
} from '@creator-console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { platformDay } from '../../dates.js';
import { historyOf } from '../withdrawals/view.js';

export type Q = Database | Transaction;

/** A user id as a parameter, or the column of a multi-user query (`u.id`) that holds one per row. */
type UserRef = number | SQL;

/** node-postgres answers `{rows}`, PGlite too; both behind drizzle's `execute`. */
export async function rows<T>(q: Q, query: SQL): Promise<T[]> {
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}

const num = (value: unknown) => Number(value ?? 0);
const isoOf = (value: unknown): string => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown): string | null => (value ? isoOf(value) : null);

/** The start of a platform (Asia/Shanghai) day as an instant. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

export interface Certifications {
  realNameApproved: boolean;
  enterpriseApproved: boolean;
  realName: string;
  entityName: string;
}

type CertificationRow = { type: string; status: number; name: string | null };

/** Real-name and enterprise status from the latest application of each kind (status 2 = approved). */
const certificationsSql = (userId: UserRef) =>
  sql`select distinct on (kind) type, status,
        case when type = 'personal' then fields->>'real_name' else fields->>'entity_name' end as name
      from (select *, case when type = 'personal' then 'personal' else 'enterprise' end as kind
            from certification_applications
            where user_id = ${userId} and type in ('personal', 'enterprise', 'mcn') and status = 2) a
      order by kind, coalesce(reviewed_at, updated_at) desc, id desc`;

function certificationsFrom(list: CertificationRow[]): Certifications {
  const personal = list.find((row) => row.type === 'personal');
  const enterprise = list.find((row) => row.type !== 'personal');
  return {
    realNameApproved: !!personal,
    enterpriseApproved: !!enterprise,
    realName: personal?.name ?? '',
    entityName: enterprise?.name ?? '',
  };
}

export async function certificationsOf(q: Q, userId: number): Promise<Certifications> {
  return certificationsFrom(await rows<CertificationRow>(q, certificationsSql(userId)));
}

export interface Balances {
  availableFen: number;
  withdrawingFen: number;
  frozen: boolean;
  frozenReason: string;
}

type BalanceRow = { kind: string; balance_fen: string | number; frozen_at: unknown; frozen_reason: string };

const balancesSql = (userId: UserRef) =>
  sql`select kind, balance_fen, frozen_at, frozen_reason from ledger_accounts
      where user_id = ${userId} and kind in ('wallet', 'withdrawing')`;

function balancesFrom(list: BalanceRow[]): Balances {
  const wallet = list.find((row) => row.kind === 'wallet');
  const withdrawing = list.find((row) => row.kind === 'withdrawing');
  return {
    availableFen: num(wallet?.balance_fen),
    withdrawingFen: num(withdrawing?.balance_fen),
    frozen: !!wallet?.frozen_at,
    frozenReason: wallet?.frozen_reason ?? '',
  };
}

export interface PayoutAccountRow {
  id: number;
  type: WalletWithdrawalType;
  account_name: string;
  bank_name: string;
  bank_branch: string;
  account_number: string;
  taxpayer_type: 'general' | 'small' | null;
  status: 'active' | 'invalid' | 'replaced';
  invalid_reason: string;
  usable_from: unknown;
  verified_at: unknown;
}

/** The current account of each type: the active one, else the latest invalid one (to say so). */
const accountsSql = (userId: UserRef) =>
  sql`select distinct on (type) id, type, account_name, bank_name, bank_branch, account_number,
        taxpayer_type, status, invalid_reason, usable_from, verified_at
      from payout_accounts where user_id = ${userId} and status in ('active', 'invalid')
      order by type, (status = 'active') desc, id desc`;

const accountsFrom = (list: PayoutAccountRow[]): Record<WalletWithdrawalType, PayoutAccountRow | null> => ({
  personal: list.find((row) => row.type === 'personal') ?? null,
  company: list.find((row) => row.type === 'company') ?? null,
});

/** The owner's view of a payout account: the number masked, never whole. */
export const accountView = (row: PayoutAccountRow): WalletPayoutAccount => ({
  id: row.id,
  type: row.type,
  account_name: row.account_name,
  bank_name: row.bank_name,
  bank_branch: row.bank_branch ?? '',
  account_masked: maskAccount(row.account_number),
  taxpayer_type: row.taxpayer_type ?? null,
  status: row.status,
  invalid_reason: row.invalid_reason ?? '',
  verified: row.verified_at ? 1 : 0,
  usable_from: isoOf(row.usable_from),
});

/** Requests submitted this platform day that were neither cancelled nor rejected (money.md §3). */
const usedTodaySql = (userId: UserRef, now: Date) =>
  sql`select count(*)::int from withdrawals
      where user_id = ${userId} and created_at >= ${dayStart(platformDay(now)).toISOString()}::timestamptz
        and status not in ('cancelled', 'rejected')`;

const totalsSql = (userId: UserRef, now: Date) => {
  const yearStart = dayStart(`${platformDay(now).slice(0, 4)}-01-01`).toISOString();
  return sql`select
      (select coalesce(sum(e.amount_fen), 0) from ledger_entries e
       where e.account_id = (select id from ledger_accounts where user_id = ${userId} and kind = 'wallet')
         and e.kind in ('task_reward', 'mission_reward', 'playlet_share', 'adjustment', 'reversal')) as income,
      (select coalesce(sum(amount_fen), 0) from withdrawals
       where user_id = ${userId} and status = 'paid') as withdrawn,
      (select coalesce(sum(tax_fen), 0) from withdrawals
       where user_id = ${userId} and status = 'paid' and type = 'personal'
         and paid_at >= ${yearStart}::timestamptz) as tax_year,
      exists (select 1 from playlet_partners where user_id = ${userId}) as partner`;
};

/** The platform month of `now` (`YYYY-MM`) and its bounds as instants. */
function monthOf(now: Date) {
  const month = platformDay(now).slice(0, 7);
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = `${mon === 12 ? year + 1 : year}-${String(mon === 12 ? 1 : mon + 1).padStart(2, '0')}-01`;
  return { month, start: dayStart(`${month}-01`), next: dayStart(next) };
}

/** The month's paid personal gross and withheld tax of a user (money.md §6.1; returned ones excluded). */
const monthSql = (userId: UserRef, now: Date) => {
  const { start, next } = monthOf(now);
  return sql`select coalesce(sum(amount_fen), 0) as paid, coalesce(sum(tax_fen), 0) as tax from withdrawals
      where user_id = ${userId} and type = 'personal' and status = 'paid'
        and paid_at >= ${start.toISOString()}::timestamptz and paid_at < ${next.toISOString()}::timestamptz`;
};

export interface MonthFigures {
  month: string;
  paidFen: number;
  taxFen: number;
}

type Figure = string | number;
const monthFrom = (now: Date, row: { paid: Figure; tax: Figure } | undefined): MonthFigures => ({
  month: monthOf(now).month,
  paidFen: num(row?.paid),
  taxFen: num(row?.tax),
});

export async function monthFigures(q: Q, userId: number, now: Date): Promise<MonthFigures> {
  const [row] = await rows<{ paid: Figure; tax: Figure }>(q, monthSql(userId, now));
  return monthFrom(now, row);
}

export interface WalletTotals {
  totalIncomeFen: number;
  totalWithdrawnFen: number;
  taxWithheldYearFen: number;
  partner: boolean;
}

export interface WalletReadings {
  balances: Balances;
  certs: Certifications;
  accounts: Record<WalletWithdrawalType, PayoutAccountRow | null>;
  usedToday: number;
  /** With `{ totals: true }`. */
  totals: WalletTotals | null;
  /** With `{ month: true }`. */
  month: MonthFigures | null;
}

type ReadingsRow = {
  balances: BalanceRow[];
  certs: CertificationRow[];
  accounts: PayoutAccountRow[];
  used: number;
  totals: { income: Figure; withdrawn: Figure; tax_year: Figure; partner: boolean } | null;
  month: { paid: Figure; tax: Figure } | null;
};

/** The readings' columns for the user `userId` (a parameter, or a column of a multi-user query). */
const readingsColumns = (userId: UserRef, now: Date, extra: { totals?: boolean; month?: boolean }) =>
  sql`(select coalesce(json_agg(b), '[]'::json) from (${balancesSql(userId)}) b) as balances,
      (select coalesce(json_agg(c), '[]'::json) from (${certificationsSql(userId)}) c) as certs,
      (select coalesce(json_agg(a), '[]'::json) from (${accountsSql(userId)}) a) as accounts,
      (${usedTodaySql(userId, now)}) as used,
      ${extra.totals ? sql`(select row_to_json(t) from (${totalsSql(userId, now)}) t)` : sql`null::json`} as totals,
      ${extra.month ? sql`(select row_to_json(m) from (${monthSql(userId, now)}) m)` : sql`null::json`} as month`;

const readingsFrom = (row: ReadingsRow, now: Date): WalletReadings => ({
  balances: balancesFrom(row.balances),
  certs: certificationsFrom(row.certs),
  accounts: accountsFrom(row.accounts),
  usedToday: num(row.used),
  totals: row.totals && {
    totalIncomeFen: num(row.totals.income),
    totalWithdrawnFen: num(row.totals.withdrawn),
    taxWithheldYearFen: num(row.totals.tax_year),
    partner: !!row.totals.partner,
  },
  month: row.month && monthFrom(now, row.month),
});

/**
 * What the wallet page and a withdrawal decide on, in one round trip (each reading a subquery
 * answered as JSON): balances, certifications, current payout accounts and today's requests, and
 * when asked the lifetime totals and the month's withholding figures. A withdrawal reads it after
 * taking the user's lock, so it sees every earlier withdrawal of the user.
 */
export async function walletReadings(
  q: Q,
  userId: number,
  now: Date,
  extra: { totals?: boolean; month?: boolean } = {},
): Promise<WalletReadings> {
  const [row] = await rows<ReadingsRow>(q, sql`select ${readingsColumns(userId, now, extra)}`);
  if (!row) throw new Error('walletReadings answered no row');
  return readingsFrom(row, now);
}

/**
 * `walletReadings` of many users in one statement (a batch of withdrawals, read under their
 * locks): the same subqueries, once per user row. Every id given has its readings in the answer.
 */
export async function walletReadingsMany(
  q: Q,
  userIds: readonly number[],
  now: Date,
  extra: { totals?: boolean; month?: boolean } = {},
): Promise<Map<number, WalletReadings>> {
  const readings = new Map<number, WalletReadings>();
  if (userIds.length === 0) return readings;
  const ids = [...new Set(userIds)].map((id) => Math.trunc(id));
  const list = await rows<ReadingsRow & { user_id: number }>(
    q,
    sql`select u.id as user_id, ${readingsColumns(sql`u.id`, now, extra)}
        from unnest(${`{${ids.join(',')}}`}::int[]) as u(id)`,
  );
  for (const row of list) readings.set(Number(row.user_id), readingsFrom(row, now));
  return readings;
}

const ENTRY_LABEL_TYPES = new Set(['withdrawal']);

export async function entriesOf(
  q: Q,
  userId: number,
  filter: {
    kind?: string | undefined;
    direction?: 'in' | 'out' | undefined;
    start_date?: string | undefined;
    end_date?: string | undefined;
    page: number;
    size: number;
  },
): Promise<{ data: WalletEntry[]; total: number }> {
  // The wallet's entries by its account (index `(account_id, id desc nulls last)`, walked in that
  // order, not sorted); entries carry their transaction's kind, so counting and paging read
  // `ledger_entries` alone, and the transaction is joined to the page's rows only.
  const where: SQL[] = [
    sql`e.account_id = (select id from ledger_accounts where user_id = ${userId} and kind = 'wallet')`,
  ];
  if (filter.kind) where.push(sql`e.kind = ${filter.kind}`);
  if (filter.direction === 'in') where.push(sql`e.amount_fen > 0`);
  if (filter.direction === 'out') where.push(sql`e.amount_fen < 0`);
  if (filter.start_date)
    where.push(sql`e.created_at >= ${dayStart(filter.start_date).toISOString()}::timestamptz`);
  if (filter.end_date) {
    const end = new Date(dayStart(filter.end_date).getTime() + 86_400_000).toISOString();
    where.push(sql`e.created_at < ${end}::timestamptz`);
  }
  const condition = sql.join(where, sql` and `);
  const [list, [count]] = await Promise.all([
    rows<{
      id: number;
      transaction_id: number;
      kind: WalletEntry['kind'];
      title: string;
      amount_fen: string;
      balance_after_fen: string;
      source_type: string;
      source_id: number;
      label: string | null;
      created_at: unknown;
    }>(
      q,
      sql`with page as (
            select e.id from ledger_entries e where ${condition} order by e.id desc nulls last
            limit ${filter.size} offset ${(filter.page - 1) * filter.size})
          select e.id, e.transaction_id, t.kind, t.title, e.amount_fen, e.balance_after_fen,
            t.source_type, t.source_id,
            case when t.source_type = 'withdrawal' then (select no from withdrawals w where w.id = t.source_id) end as label,
            e.created_at
          from page join ledger_entries e on e.id = page.id
          join ledger_transactions t on t.id = e.transaction_id
          order by e.id desc`,
    ),
    rows<{ n: number }>(q, sql`select count(*)::int as n from ledger_entries e where ${condition}`),
  ]);
  return {
    data: list.map((row) => ({
      id: row.id,
      transaction_id: row.transaction_id,
      kind: row.kind,
      title: row.title,
      amount_fen: num(row.amount_fen),
      balance_after_fen: num(row.balance_after_fen),
      source: {
        type: row.source_type,
        id: row.source_id,
        label: ENTRY_LABEL_TYPES.has(row.source_type) ? (row.label ?? '') : '',
      },
      created_at: isoOf(row.created_at),
    })),
    total: num(count?.n),
  };
}

export interface WithdrawalViewRow {
  id: number;
  no: string;
  type: WalletWithdrawalType;
  status: WalletWithdrawal['status'];
  amount_fen: string;
  tax_fen: string;
  net_fen: string;
  account_name: string;
  bank_name: string;
  account_masked: string;
  invoice: WalletWithdrawal['invoice'];
  review_reasons: string[] | null;
  review_message: string | null;
  fail_reason: string | null;
  created_at: unknown;
  reviewed_at: unknown;
  paid_at: unknown;
}

export const WITHDRAWAL_COLUMNS = sql`id, no, type, status, amount_fen, tax_fen, net_fen, account_name, bank_name,
  account_masked, invoice, review_reasons, review_message, fail_reason, created_at, reviewed_at, paid_at`;

export const withdrawalView = (row: WithdrawalViewRow): WalletWithdrawal => ({
  id: row.id,
  no: row.no,
  type: row.type,
  status: row.status,
  amount_fen: num(row.amount_fen),
  tax_fen: num(row.tax_fen),
  net_fen: num(row.net_fen),
  tax_final: row.status === 'paid' ? 1 : 0,
  account: { account_name: row.account_name, bank_name: row.bank_name, account_masked: row.account_masked },
  invoice: row.invoice ?? null,
  reasons: row.review_reasons ?? [],
  message: row.review_message || row.fail_reason || '',
  created_at: isoOf(row.created_at),
  reviewed_at: isoOrNull(row.reviewed_at),
  paid_at: isoOrNull(row.paid_at),
});

/** One of the user's withdrawals, or null (another user's is null too: the caller answers 404). */
export async function ownWithdrawal(q: Q, userId: number, id: number, lock = false) {
  const [row] = await rows<WithdrawalViewRow>(
    q,
    sql`select ${WITHDRAWAL_COLUMNS} from withdrawals where id = ${id} and user_id = ${userId}
        ${lock ? sql`for update` : sql``}`,
  );
  return row ? withdrawalView(row) : null;
}

/** A withdrawal's history as its owner sees it: the actor by name ('' for the system). */
export async function withdrawalHistory(q: Database, id: number): Promise<WalletWithdrawalDetail['history']> {
  const steps = await historyOf(q, id);
  return steps.map(({ actorId: _actorId, actor, ...step }) => ({ ...step, actor: actor ?? '' }));
}

export async function withdrawalsOf(
  q: Q,
  userId: number,
  filter: {
    status?: string | undefined;
    type?: string | undefined;
    start_date?: string | undefined;
    end_date?: string | undefined;
    page: number;
    size: number;
  },
): Promise<{ data: WalletWithdrawal[]; total: number }> {
  const where: SQL[] = [sql`user_id = ${userId}`];
  if (filter.status) where.push(sql`status = ${filter.status}`);
  if (filter.type) where.push(sql`type = ${filter.type}`);
  if (filter.start_date)
    where.push(sql`created_at >= ${dayStart(filter.start_date).toISOString()}::timestamptz`);
  if (filter.end_date) {
    const end = new Date(dayStart(filter.end_date).getTime() + 86_400_000).toISOString();
    where.push(sql`created_at < ${end}::timestamptz`);
  }
  const condition = sql.join(where, sql` and `);
  const [list, [count]] = await Promise.all([
    rows<WithdrawalViewRow>(
      q,
      sql`select ${WITHDRAWAL_COLUMNS} from withdrawals where ${condition}
          order by created_at desc, id desc limit ${filter.size} offset ${(filter.page - 1) * filter.size}`,
    ),
    rows<{ n: number }>(q, sql`select count(*)::int as n from withdrawals where ${condition}`),
  ]);
  return { data: list.map(withdrawalView), total: num(count?.n) };
}

/** The user's pending, approved or paying withdrawals of a type (an account cannot change then). */
export async function openWithdrawals(q: Q, userId: number, type: WalletWithdrawalType): Promise<number> {
  const [row] = await rows<{ n: number }>(
    q,
    sql`select count(*)::int as n from withdrawals
        where user_id = ${userId} and type = ${type} and status in ('pending', 'approved', 'paying')`,
  );
  return num(row?.n);
}
