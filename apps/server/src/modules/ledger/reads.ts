import type {
  LedgerEntry,
  LedgerTransaction,
  LedgerAccountKind,
  LedgerTransactionKind,
  ParsedQueryOf,
  endpoints,
} from '@creator-console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../dates.js';
import type { Database } from '../../db/database.js';
import { pageOf } from '../../db/queries.js';
import { NotFoundError } from '../../http/errors.js';

type EntriesQuery = ParsedQueryOf<typeof endpoints.ledgerEntries>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const num = (value: unknown) => Number(value);
const isoOf = (value: unknown) => new Date(value as string | Date).toISOString();

interface Person {
  id: number;
  name: string;
  avatar: string;
}
const personOf = (id: unknown, name: unknown, avatar: unknown): Person | null =>
  id === null || id === undefined
    ? null
    : { id: num(id), name: String(name ?? ''), avatar: String(avatar ?? '') };

/**
 * The label people know a source by: a withdrawal's 单号, a batch's 批次号, else `type #id`.
 * `t` is the ledger_transactions alias of the query.
 */
const sourceLabel = (t: string) =>
  sql.raw(`coalesce(
  (select w.no from withdrawals w where ${t}.source_type = 'withdrawal' and w.id = ${t}.source_id),
  (select b.no from payout_batches b where ${t}.source_type = 'payout_batch' and b.id = ${t}.source_id),
  ${t}.source_type || ' #' || ${t}.source_id::text)`);

/** A 关联单号 typed as people read it: the withdrawal or batch it names, or nothing. */
async function sourceOfNo(db: Database, no: string): Promise<{ type: string; id: number } | null> {
  const rows = rowsOf<{ type: string; id: number }>(
    await db.execute(sql`
      select 'withdrawal' as type, id from withdrawals where no = ${no}
      union all select 'payout_batch' as type, id from payout_batches where no = ${no}
      limit 1`),
  );
  return rows[0] ? { type: rows[0].type, id: num(rows[0].id) } : null;
}

const dayStart = (day: string) => `${day}T00:00:00+08:00`;

/**
 * GET /api/ledger/entries: newest first by id, exact total. Entries carry their transaction's kind
 * and their account's user, so most filters read `ledger_entries` alone; the account and the
 * transaction are joined for counting and paging only when a filter needs them, and the page's
 * other columns are joined to its rows only (a deep page skips ids, not joins).
 */
export async function listEntries(
  db: Database,
  query: EntriesQuery,
  /**
   * The export's keyset pages: entries older than `beforeId` (the previous page's last id) instead
   * of an offset, and no count (`total` is then 0).
   */
  keyset?: { beforeId: number | null },
): Promise<{ data: LedgerEntry[]; total: number }> {
  const where: SQL[] = [];
  if (keyset?.beforeId != null) where.push(sql`e.id < ${keyset.beforeId}`);
  let byAccount = false;
  if (query.user_id !== undefined) where.push(sql`e.user_id = ${query.user_id}`);
  if (query.kind !== undefined) where.push(sql`e.kind = ${query.kind}`);
  if (query.account_kind !== undefined) {
    byAccount = true;
    if (query.account_kind === 'system') where.push(sql`a.kind like 'sys\\_%'`);
    else where.push(sql`a.kind = ${query.account_kind}`);
  }
  if (query.source_type) where.push(sql`t.source_type = ${query.source_type}`);
  if (query.source_id !== undefined) where.push(sql`t.source_id = ${query.source_id}`);
  const byTransaction = !!query.source_type || query.source_id !== undefined || !!query.source_no;
  if (query.source_no) {
    const source = await sourceOfNo(db, query.source_no);
    if (!source) return { data: [], total: 0 };
    // A batch's entries are those of its withdrawals.
    if (source.type === 'payout_batch') {
      where.push(
        sql`t.source_type = 'withdrawal' and t.source_id in (select id from withdrawals where batch_id = ${source.id})`,
      );
    } else {
      where.push(sql`t.source_type = ${source.type} and t.source_id = ${source.id}`);
    }
  }
  if (query.start_date) where.push(sql`e.created_at >= ${dayStart(query.start_date)}::timestamptz`);
  if (query.end_date) where.push(sql`e.created_at < ${dayStart(addDays(query.end_date, 1))}::timestamptz`);
  if (query.min_fen !== undefined) where.push(sql`e.amount_fen >= ${query.min_fen}`);
  if (query.max_fen !== undefined) where.push(sql`e.amount_fen <= ${query.max_fen}`);
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const { limit, offset } = pageOf(keyset ? { page: 1, size: query.size } : query);
  const selected = sql`from ledger_entries e
    ${byAccount ? sql`join ledger_accounts a on a.id = e.account_id` : sql``}
    ${byTransaction ? sql`join ledger_transactions t on t.id = e.transaction_id` : sql``}
    ${condition}`;
  // The user and kind indexes hold `id desc nulls last` (drizzle's default for desc): only that
  // order walks them (plain `desc` is nulls first, and sorts every match); the primary key walks
  // backwards as `desc`.
  const order =
    query.user_id !== undefined || query.kind !== undefined ? sql`e.id desc nulls last` : sql`e.id desc`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      with page as (select e.id ${selected} order by ${order} limit ${limit} offset ${offset})
      select e.id, e.transaction_id, e.account_id, a.kind as account_kind, t.kind, t.title,
        e.amount_fen, e.balance_after_fen, e.created_at, t.source_type, t.source_id,
        ${sourceLabel('t')} as source_label,
        u.id as user_id, u.name as user_name, u.avatar as user_avatar,
        x.id as actor_id, x.name as actor_name, x.avatar as actor_avatar
      from page
      join ledger_entries e on e.id = page.id
      join ledger_accounts a on a.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id
      left join users u on u.id = a.user_id
      left join users x on x.id = t.actor_id
      order by e.id desc`),
    keyset ? Promise.resolve({ rows: [{ n: 0 }] }) : db.execute(sql`select count(*)::int as n ${selected}`),
  ]);
  const data = rowsOf<Record<string, unknown>>(rows).map((r): LedgerEntry => ({
    id: num(r.id),
    transaction_id: num(r.transaction_id),
    account_id: num(r.account_id),
    account_kind: r.account_kind as LedgerAccountKind,
    kind: r.kind as LedgerTransactionKind,
    title: String(r.title),
    user: personOf(r.user_id, r.user_name, r.user_avatar),
    amount_fen: num(r.amount_fen),
    balance_after_fen: r.balance_after_fen === null ? null : num(r.balance_after_fen),
    source: { type: String(r.source_type), id: num(r.source_id), label: String(r.source_label) },
    actor: personOf(r.actor_id, r.actor_name, r.actor_avatar),
    created_at: isoOf(r.created_at),
  }));
  return { data, total: num(rowsOf<{ n: number }>(counted)[0]?.n ?? 0) };
}

/** GET /api/ledger/transactions/{id}: every leg, their sum (0), the reversal links. */
export async function transactionDetail(db: Database, id: number): Promise<LedgerTransaction> {
  const [head] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select t.id, t.kind, t.title, t.source_type, t.source_id, t.reverses_id, t.created_at,
        ${sourceLabel('t')} as source_label,
        (select r.id from ledger_transactions r where r.reverses_id = t.id) as reversed_by_id,
        x.id as actor_id, x.name as actor_name, x.avatar as actor_avatar
      from ledger_transactions t left join users x on x.id = t.actor_id
      where t.id = ${id}`),
  );
  if (!head) throw new NotFoundError('流水不存在');
  const legs = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select e.id, e.account_id, a.kind as account_kind, e.amount_fen, e.balance_after_fen,
        u.id as user_id, u.name as user_name, u.avatar as user_avatar
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      left join users u on u.id = a.user_id
      where e.transaction_id = ${id}
      order by e.id`),
  ).map((r) => ({
    entry_id: num(r.id),
    account: {
      id: num(r.account_id),
      kind: r.account_kind as LedgerAccountKind,
      user: personOf(r.user_id, r.user_name, r.user_avatar),
    },
    amount_fen: num(r.amount_fen),
    balance_after_fen: r.balance_after_fen === null ? null : num(r.balance_after_fen),
  }));
  return {
    id: num(head.id),
    kind: head.kind as LedgerTransactionKind,
    title: String(head.title),
    source: { type: String(head.source_type), id: num(head.source_id), label: String(head.source_label) },
    actor: personOf(head.actor_id, head.actor_name, head.actor_avatar),
    created_at: isoOf(head.created_at),
    legs,
    sum_fen: legs.reduce((sum, leg) => sum + leg.amount_fen, 0),
    reverses_id: head.reverses_id === null ? null : num(head.reverses_id),
    reversed_by_id: head.reversed_by_id === null ? null : num(head.reversed_by_id),
  };
}
