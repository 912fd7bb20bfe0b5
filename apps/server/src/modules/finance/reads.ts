import {
  ADJUSTMENT_STATUSES,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_TYPES,
  type FinanceAccount,
  type FinanceEntry,
  type FinanceOverview,
  type FinancePayoutAccount,
  type ParsedQueryOf,
  type WalletAdjustment,
  type endpoints,
} from '@creator-console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { activeRoleKey, activeRoleName, containing, pageOf } from '../../db/queries.js';
import { platformDay } from '../../dates.js';

type Q = Database | Transaction;

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const isoOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** The instant the platform's (Asia/Shanghai) day of `at` starts. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`).toISOString();

/** Certification states of a user row `u` (CERT_STATUS; 0 = never applied). */
const certState = (type: 'personal' | 'enterprise') =>
  sql`coalesce((select ca.status from certification_applications ca where ca.user_id = u.id and ca.type = ${type} order by ca.id desc limit 1), 0)`;

export async function overview(q: Q): Promise<FinanceOverview> {
  const zero = () => ({ count: 0, sum_fen: 0 });
  const statuses = Object.fromEntries(
    WITHDRAWAL_STATUSES.map((s) => [s, zero()]),
  ) as FinanceOverview['statuses'];
  const types = Object.fromEntries(
    WITHDRAWAL_TYPES.map((type) => [type, Object.fromEntries(WITHDRAWAL_STATUSES.map((s) => [s, zero()]))]),
  ) as FinanceOverview['types'];
  const grouped = rowsOf<{ type: string; status: string; n: unknown; total: unknown }>(
    await q.execute(
      sql`select type, status, count(*) as n, coalesce(sum(amount_fen), 0) as total from withdrawals group by type, status`,
    ),
  );
  for (const row of grouped) {
    const status = row.status as keyof FinanceOverview['statuses'];
    const type = row.type as keyof FinanceOverview['types'];
    if (!statuses[status] || !types[type]) continue;
    statuses[status].count += num(row.n);
    statuses[status].sum_fen += num(row.total);
    types[type][status] = { count: num(row.n), sum_fen: num(row.total) };
  }
  const [paid] = rowsOf<{ n: unknown; total: unknown }>(
    await q.execute(
      sql`select count(*) as n, coalesce(sum(amount_fen), 0) as total from withdrawals where paid_at >= ${dayStart(platformDay())}::timestamptz and status in ('paid', 'returned')`,
    ),
  );
  const [adjustments] = rowsOf<{ n: unknown }>(
    await q.execute(sql`select count(*) as n from wallet_adjustments where status = 'pending'`),
  );
  return {
    statuses,
    types,
    today_paid: { count: num(paid?.n), sum_fen: num(paid?.total) },
    pending_adjustments: num(adjustments?.n),
  };
}

interface PayoutRow {
  id: number;
  user_id: number;
  type: 'personal' | 'company';
  account_name: string;
  bank_name: string;
  bank_branch: string;
  account_number: string;
  status: 'active' | 'invalid' | 'replaced';
  invalid_reason: string | null;
  verified_at: unknown;
  usable_from: unknown;
}

export const maskedAccount = (row: PayoutRow, mask: (n: string) => string): FinancePayoutAccount => ({
  id: row.id,
  type: row.type,
  account_name: row.account_name,
  bank_name: row.bank_name,
  bank_branch: row.bank_branch ?? '',
  account_masked: mask(row.account_number),
  status: row.status,
  invalid_reason: row.invalid_reason ?? '',
  verified: row.verified_at ? 1 : 0,
  usable_from: isoOf(row.usable_from) ?? '',
});

/** Payout accounts of users, newest first (active ones first). */
export async function payoutAccountsOf(q: Q, userIds: number[]): Promise<PayoutRow[]> {
  if (userIds.length === 0) return [];
  return rowsOf<PayoutRow>(
    await q.execute(
      sql`select id, user_id, type, account_name, bank_name, bank_branch, account_number, status, invalid_reason, verified_at, usable_from
          from payout_accounts where user_id in (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )}) order by (status = 'active') desc, id desc`,
    ),
  );
}

/** The account the list shows: the active personal one, else the active company one, else the latest. */
export function shownAccount(rows: PayoutRow[]): PayoutRow | null {
  return (
    rows.find((r) => r.status === 'active' && r.type === 'personal') ??
    rows.find((r) => r.status === 'active') ??
    rows[0] ??
    null
  );
}

type AccountsQuery = ParsedQueryOf<typeof endpoints.financeAccounts>;

interface AccountRow {
  id: number;
  name: string;
  avatar: string;
  username: string;
  role_name: string;
  role_key: string;
  real_name_status: unknown;
  enterprise_status: unknown;
  available_fen: unknown;
  withdrawing_fen: unknown;
  total_income_fen: unknown;
  frozen_at: unknown;
  frozen_reason: string | null;
  pending_adjustments: unknown;
}

const accountSelect = sql`select u.id, u.name, u.avatar, u.username,
    ${activeRoleName('u')} as role_name, ${activeRoleKey('u')} as role_key,
    ${certState('personal')} as real_name_status, ${certState('enterprise')} as enterprise_status,
    coalesce(w.balance_fen, 0) as available_fen, coalesce(h.balance_fen, 0) as withdrawing_fen,
    coalesce((select sum(e.amount_fen) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.account_id = w.id and t.kind in ('task_reward', 'mission_reward', 'playlet_share', 'adjustment', 'reversal')), 0) as total_income_fen,
    w.frozen_at, w.frozen_reason,
    (select count(*) from wallet_adjustments a where a.user_id = u.id and a.status = 'pending') as pending_adjustments
  from users u
  left join ledger_accounts w on w.kind = 'wallet' and w.user_id = u.id
  left join ledger_accounts h on h.kind = 'withdrawing' and h.user_id = u.id`;

/** Users with a wallet, or whose role can have one. */
const hasWallet = sql`(w.id is not null or ${activeRoleKey('u')} in ('creator', 'mcn', 'mcn_pending'))`;

function accountOf(row: AccountRow, payout: PayoutRow[], mask: (n: string) => string): FinanceAccount {
  const shown = shownAccount(payout);
  return {
    user: {
      id: row.id,
      name: row.name,
      avatar: row.avatar,
      role_name: row.role_name,
      username: row.username,
      role_key: row.role_key,
      real_name_status: num(row.real_name_status),
      enterprise_status: num(row.enterprise_status),
    },
    available_fen: num(row.available_fen),
    withdrawing_fen: num(row.withdrawing_fen),
    total_income_fen: num(row.total_income_fen),
    payout_account: shown ? maskedAccount(shown, mask) : null,
    frozen: row.frozen_at ? 1 : 0,
    frozen_reason: row.frozen_reason ?? '',
    frozen_at: isoOf(row.frozen_at),
    pending_adjustments: num(row.pending_adjustments),
  };
}

export async function accounts(q: Q, query: AccountsQuery, mask: (n: string) => string) {
  const conditions: SQL[] = [hasWallet];
  if (query.keyword) {
    const id = /^\d{1,9}$/.test(query.keyword) ? Number(query.keyword) : null;
    const like = containing(query.keyword.toLowerCase());
    conditions.push(
      sql`(u.search_name like ${like} or lower(u.username) like ${like}${id !== null ? sql` or u.id = ${id}` : sql``})`,
    );
  }
  if (query.role) conditions.push(sql`${activeRoleKey('u')} = ${query.role}`);
  if (query.frozen !== undefined) {
    conditions.push(query.frozen === 1 ? sql`w.frozen_at is not null` : sql`w.frozen_at is null`);
  }
  if (query.min_available_fen !== undefined) {
    conditions.push(sql`coalesce(w.balance_fen, 0) >= ${query.min_available_fen}`);
  }
  const where = sql.join(conditions, sql` and `);
  const { limit, offset } = pageOf(query);
  const rows = rowsOf<AccountRow>(
    await q.execute(sql`${accountSelect} where ${where} order by u.id desc limit ${limit} offset ${offset}`),
  );
  const [total] = rowsOf<{ n: unknown }>(
    await q.execute(sql`select count(*) as n from users u
      left join ledger_accounts w on w.kind = 'wallet' and w.user_id = u.id where ${where}`),
  );
  const payout = await payoutAccountsOf(
    q,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) =>
      accountOf(
        row,
        payout.filter((p) => p.user_id === row.id),
        mask,
      ),
    ),
    total: num(total?.n),
  };
}

/** One user's wallet row (null when the user does not exist or cannot have a wallet). */
export async function account(q: Q, userId: number, mask: (n: string) => string) {
  const [row] = rowsOf<AccountRow>(
    await q.execute(sql`${accountSelect} where u.id = ${userId} and ${hasWallet}`),
  );
  if (!row) return null;
  const payout = await payoutAccountsOf(q, [userId]);
  return { account: accountOf(row, payout, mask), payout: payout.map((p) => maskedAccount(p, mask)) };
}

export async function lastEntries(q: Q, userId: number, limit = 20): Promise<FinanceEntry[]> {
  const rows = rowsOf<{
    id: number;
    transaction_id: number;
    kind: string;
    account_kind: string;
    title: string;
    amount_fen: unknown;
    balance_after_fen: unknown;
    created_at: unknown;
  }>(
    await q.execute(sql`select e.id, e.transaction_id, t.kind, a.kind as account_kind, t.title, e.amount_fen, e.balance_after_fen, e.created_at
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
      where a.user_id = ${userId} order by e.id desc limit ${limit}`),
  );
  return rows.map((r) => ({
    id: r.id,
    transaction_id: r.transaction_id,
    kind: r.kind,
    account_kind: r.account_kind,
    title: r.title,
    amount_fen: num(r.amount_fen),
    balance_after_fen: r.balance_after_fen === null ? null : num(r.balance_after_fen),
    created_at: isoOf(r.created_at) ?? '',
  }));
}

type AdjustmentsQuery = ParsedQueryOf<typeof endpoints.financeAdjustments>;

const adjustmentSelect = sql`select a.id, a.amount_fen, a.reason, a.status, a.decided_at, a.decision_message, a.transaction_id, a.created_at,
    u.id as user_id, u.name as user_name, u.avatar as user_avatar, ${activeRoleName('u')} as user_role,
    p.id as proposer_id, p.name as proposer_name, d.id as decider_id, d.name as decider_name
  from wallet_adjustments a join users u on u.id = a.user_id
  left join users p on p.id = a.proposed_by left join users d on d.id = a.decided_by`;

interface AdjustmentRow {
  id: number;
  amount_fen: unknown;
  reason: string;
  status: WalletAdjustment['status'];
  decided_at: unknown;
  decision_message: string | null;
  transaction_id: number | null;
  created_at: unknown;
  user_id: number;
  user_name: string;
  user_avatar: string;
  user_role: string;
  proposer_id: number | null;
  proposer_name: string | null;
  decider_id: number | null;
  decider_name: string | null;
}

const adjustmentOf = (r: AdjustmentRow): WalletAdjustment => ({
  id: r.id,
  user: { id: r.user_id, name: r.user_name, avatar: r.user_avatar, role_name: r.user_role },
  amount_fen: num(r.amount_fen),
  reason: r.reason,
  status: r.status,
  proposer: r.proposer_id ? { id: r.proposer_id, name: r.proposer_name ?? '' } : null,
  decider: r.decider_id ? { id: r.decider_id, name: r.decider_name ?? '' } : null,
  decided_at: isoOf(r.decided_at),
  decision_message: r.decision_message ?? '',
  transaction_id: r.transaction_id,
  created_at: isoOf(r.created_at) ?? '',
});

export async function adjustments(q: Q, query: AdjustmentsQuery) {
  const conditions: SQL[] = [sql`true`];
  if (query.status) conditions.push(sql`a.status = ${query.status}`);
  if (query.user_id) conditions.push(sql`a.user_id = ${query.user_id}`);
  const where = sql.join(conditions, sql` and `);
  const { limit, offset } = pageOf(query);
  const order = query.status === 'pending' ? sql`a.id asc` : sql`a.id desc`;
  const rows = rowsOf<AdjustmentRow>(
    await q.execute(
      sql`${adjustmentSelect} where ${where} order by ${order} limit ${limit} offset ${offset}`,
    ),
  );
  const [total] = rowsOf<{ n: unknown }>(
    await q.execute(sql`select count(*) as n from wallet_adjustments a where ${where}`),
  );
  return { data: rows.map(adjustmentOf), total: num(total?.n) };
}

export async function adjustment(q: Q, id: number): Promise<WalletAdjustment | null> {
  const [row] = rowsOf<AdjustmentRow>(await q.execute(sql`${adjustmentSelect} where a.id = ${id}`));
  return row ? adjustmentOf(row) : null;
}

export async function adjustmentsOfUser(q: Q, userId: number, limit = 20) {
  const rows = rowsOf<AdjustmentRow>(
    await q.execute(sql`${adjustmentSelect} where a.user_id = ${userId} order by a.id desc limit ${limit}`),
  );
  return rows.map(adjustmentOf);
}

export const ADJUSTMENT_STATUS_SET = new Set<string>(ADJUSTMENT_STATUSES);

type WithdrawalsQuery = ParsedQueryOf<typeof endpoints.financeWithdrawals>;

/**
 * The ids of one page of withdrawals matching the finance filters, and the total: oldest first when
 * only pending ones are asked for (the review queue), newest first otherwise.
 */
export async function withdrawalPage(q: Q, query: WithdrawalsQuery, userId?: number) {
  const conditions: SQL[] = [sql`true`];
  if (userId !== undefined) conditions.push(sql`w.user_id = ${userId}`);
  if (query.type) conditions.push(sql`w.type = ${query.type}`);
  if (query.status && query.status.length > 0) {
    conditions.push(
      sql`w.status in (${sql.join(
        query.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (query.keyword) {
    const id = /^\d{1,9}$/.test(query.keyword) ? Number(query.keyword) : null;
    const like = containing(query.keyword.toLowerCase());
    conditions.push(
      sql`(lower(w.no) like ${like} or u.search_name like ${like} or lower(u.username) like ${like}${
        id !== null ? sql` or u.id = ${id} or w.id = ${id}` : sql``
      })`,
    );
  }
  if (query.start_date) conditions.push(sql`w.created_at >= ${dayStart(query.start_date)}::timestamptz`);
  if (query.end_date) {
    const next = new Date(Date.parse(dayStart(query.end_date)) + 86_400_000).toISOString();
    conditions.push(sql`w.created_at < ${next}::timestamptz`);
  }
  if (query.min_fen !== undefined) conditions.push(sql`w.amount_fen >= ${query.min_fen}`);
  if (query.max_fen !== undefined) conditions.push(sql`w.amount_fen <= ${query.max_fen}`);
  if (query.batch_id) conditions.push(sql`w.batch_id = ${query.batch_id}`);
  const where = sql.join(conditions, sql` and `);
  const pendingOnly = query.status?.length === 1 && query.status[0] === 'pending';
  const order = pendingOnly ? sql`w.created_at asc, w.id asc` : sql`w.created_at desc, w.id desc`;
  const { limit, offset } = pageOf(query);
  const ids = rowsOf<{ id: number }>(
    await q.execute(
      sql`select w.id from withdrawals w join users u on u.id = w.user_id where ${where} order by ${order} limit ${limit} offset ${offset}`,
    ),
  ).map((r) => r.id);
  const [total] = rowsOf<{ n: unknown }>(
    await q.execute(
      sql`select count(*) as n from withdrawals w join users u on u.id = w.user_id where ${where}`,
    ),
  );
  return { ids, total: num(total?.n) };
}
