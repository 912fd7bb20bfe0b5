import {
  financeEntriesFilter,
  financeWithdrawalsFilter,
  LEDGER_ACCOUNT_KIND_LABELS,
  LEDGER_TRANSACTION_KIND_LABELS,
  laborTax,
  taxMonth,
  yuanText,
  type LedgerEntry,
} from '@creator-console/contract';
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { addDays, sheetTime } from '../../dates.js';
import type { Database } from '../../db/database.js';
import { pageOf } from '../../db/queries.js';
import type { Cell, Column } from '../../export/xlsx.js';
import type { FastifyInstance } from 'fastify';
import { listEntries } from '../ledger/reads.js';
import type { RequestContext } from '../operation-log/record.js';

/**
 * The finance sheets of the export centre (money.md §8.6, §9.7): 提现明细表, 资金流水表, 个税代扣明细表 and
 * a batch's 打款明细. Yuan with two decimals, no grouping (`0.00`). Only the payout and tax sheets carry
 * full numbers; their audit rows are written when they are asked for (the batch, the export request).
 */

export const FINANCE_EXPORT_KINDS = [
  'finance_withdrawals',
  'finance_entries',
  'finance_tax',
  'payout_batch',
] as const;
export type FinanceExportKind = (typeof FINANCE_EXPORT_KINDS)[number];
export const isFinanceExportKind = (kind: string): kind is FinanceExportKind =>
  (FINANCE_EXPORT_KINDS as readonly string[]).includes(kind);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const yuan = (fen: unknown) => yuanText(Number(fen ?? 0), { grouping: false });

const TYPE_LABELS: Record<string, string> = { personal: '个人提现', company: '企业提现' };
const STATUS_LABELS: Record<string, string> = {
  pending: '待审核',
  approved: '待打款',
  paying: '打款中',
  paid: '已打款',
  failed: '打款失败',
  rejected: '已驳回',
  cancelled: '已撤销',
  returned: '已退票',
};

/** The first instant of a month `YYYY-MM` in Asia/Shanghai, and of the next one. */
export function monthBounds(month: string): { start: string; end: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return { start: `${month}-01T00:00:00+08:00`, end: `${next}-01T00:00:00+08:00` };
}

type Row = Record<string, unknown>;
export interface FinanceSheet {
  columns: Column[];
  row(item: Row): Cell[];
}

export const FINANCE_SHEETS: Record<FinanceExportKind, FinanceSheet> = {
  finance_withdrawals: {
    columns: [
      { header: '单号', width: 20 },
      { header: '用户 ID', width: 10 },
      { header: '用户', width: 16 },
      { header: '类型', width: 10 },
      { header: '状态', width: 10 },
      { header: '提现金额', width: 14 },
      { header: '个税', width: 12 },
      { header: '实发金额', width: 14 },
      { header: '收款户名', width: 20 },
      { header: '开户行', width: 14 },
      { header: '账号', width: 22 },
      { header: '发票号码', width: 22 },
      { header: '审核人', width: 12 },
      { header: '打款人', width: 12 },
      { header: '批次号', width: 16 },
      { header: '银行流水号', width: 20 },
      { header: '申请时间', width: 20 },
      { header: '打款时间', width: 20 },
    ],
    row: (w) => [
      String(w.no),
      Number(w.user_id),
      String(w.user_name ?? ''),
      TYPE_LABELS[String(w.type)] ?? String(w.type),
      STATUS_LABELS[String(w.status)] ?? String(w.status),
      yuan(w.amount_fen),
      yuan(w.tax_fen),
      yuan(w.net_fen),
      String(w.account_name ?? ''),
      String(w.bank_name ?? ''),
      String(w.account_masked ?? ''),
      String(w.invoice_number ?? ''),
      String(w.reviewer_name ?? ''),
      String(w.payer_name ?? ''),
      String(w.batch_no ?? ''),
      String(w.bank_ref ?? ''),
      sheetTime(w.created_at),
      sheetTime(w.paid_at),
    ],
  },
  finance_entries: {
    columns: [
      { header: '流水号', width: 10 },
      { header: '交易号', width: 10 },
      { header: '时间', width: 20 },
      { header: '类型', width: 14 },
      { header: '账户', width: 16 },
      { header: '用户 ID', width: 10 },
      { header: '用户', width: 16 },
      { header: '金额', width: 14 },
      { header: '变动后余额', width: 14 },
      { header: '关联', width: 20 },
      { header: '说明', width: 30 },
      { header: '操作人', width: 12 },
    ],
    row: (item) => {
      const e = item as unknown as LedgerEntry;
      return [
        e.id,
        e.transaction_id,
        sheetTime(e.created_at),
        LEDGER_TRANSACTION_KIND_LABELS[e.kind],
        LEDGER_ACCOUNT_KIND_LABELS[e.account_kind],
        e.user?.id ?? '',
        e.user?.name ?? '',
        yuan(e.amount_fen),
        e.balance_after_fen === null ? '' : yuan(e.balance_after_fen),
        e.source.label,
        e.title,
        e.actor?.name ?? '系统',
      ];
    },
  },
  finance_tax: {
    columns: [
      { header: '姓名', width: 12 },
      { header: '证件类型', width: 14 },
      { header: '证件号码', width: 22 },
      { header: '所得项目', width: 12 },
      { header: '本月收入额', width: 14 },
      { header: '减除费用', width: 14 },
      { header: '应纳税所得额', width: 14 },
      { header: '预扣率', width: 8 },
      { header: '速算扣除数', width: 12 },
      { header: '已预扣税额', width: 14 },
    ],
    row: (r) => {
      const tax = laborTax(Number(r.gross_fen));
      return [
        String(r.real_name ?? ''),
        '居民身份证',
        String(r.id_number ?? ''),
        '劳务报酬',
        yuan(tax.income_fen),
        yuan(tax.deduction_fen),
        yuan(tax.taxable_fen),
        `${tax.rate_pct}%`,
        yuan(tax.quick_deduction_fen),
        yuan(r.tax_fen),
      ];
    },
  },
  payout_batch: {
    columns: [
      { header: '序号', width: 6 },
      { header: '收款户名', width: 20 },
      { header: '收款账号', width: 26 },
      { header: '开户行', width: 14 },
      { header: '开户支行', width: 20 },
      { header: '金额', width: 14 },
      { header: '用途', width: 12 },
      { header: '单号', width: 20 },
    ],
    row: (r) => [
      Number(r.seq),
      String(r.account_name ?? ''),
      String(r.account_number ?? ''),
      String(r.bank_name ?? ''),
      String(r.bank_branch ?? ''),
      yuan(r.net_fen),
      r.type === 'company' ? '企业提现' : '劳务报酬',
      String(r.no),
    ],
  },
};

const payoutBatchFilter = z.object({ batch_id: z.coerce.number<number | string>().int().positive() });

/** The withdrawals of a 提现明细表 filter. */
function withdrawalsWhere(filter: z.output<typeof financeWithdrawalsFilter>): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.type) where.push(sql`w.type = ${filter.type}`);
  if (filter.status) where.push(sql`w.status = ${filter.status}`);
  if (filter.month) {
    const { start, end } = monthBounds(filter.month);
    where.push(sql`w.created_at >= ${start}::timestamptz and w.created_at < ${end}::timestamptz`);
  }
  if (filter.start_date)
    where.push(sql`w.created_at >= ${`${filter.start_date}T00:00:00+08:00`}::timestamptz`);
  if (filter.end_date) {
    where.push(sql`w.created_at < ${`${addDays(filter.end_date, 1)}T00:00:00+08:00`}::timestamptz`);
  }
  return sql.join(where, sql` and `);
}

/**
 * The month's personal withholding per person: paid (not returned) personal withdrawals whose
 * paid_at falls in the month, with the approved real name and ID-card number.
 */
const taxRows = (month: string) => {
  const { start, end } = monthBounds(month);
  return sql`
    from withdrawals w join users u on u.id = w.user_id
    where w.type = 'personal' and w.status = 'paid'
      and w.paid_at >= ${start}::timestamptz and w.paid_at < ${end}::timestamptz`;
};

/**
 * A keyset page of the 资金流水表 (newest first): the entries after the previous page's last id
 * (`cursor`, none for the first page), uncounted; `next_cursor` null after the last page. The
 * export pages it so (no OFFSET, no count per page); `financePage` still answers the size check.
 */
export async function financeEntriesKeyset(
  db: Database,
  filterInput: unknown,
  cursor: string | undefined,
  size: number,
): Promise<{ data: Row[]; next_cursor: string | null }> {
  const { month, ...filter } = financeEntriesFilter.parse(filterInput);
  const range = month
    ? { start_date: `${month}-01`, end_date: addDays(monthBounds(month).end.slice(0, 10), -1) }
    : {};
  const beforeId = cursor ? Number(cursor) : null;
  const { data } = await listEntries(db, { ...filter, ...range, page: 1, size }, { beforeId });
  const last = data.at(-1);
  return {
    data: data as unknown as Row[],
    next_cursor: data.length === size && last ? String(last.id) : null,
  };
}

/** One page of a finance sheet's rows, and the whole selection's size. */
export async function financePage(
  db: Database,
  kind: FinanceExportKind,
  filterInput: unknown,
  page: number,
  size: number,
): Promise<{ data: Row[]; total: number }> {
  const { limit, offset } = pageOf({ page, size });
  if (kind === 'finance_entries') {
    const { month, ...filter } = financeEntriesFilter.parse(filterInput);
    const range = month
      ? { start_date: `${month}-01`, end_date: addDays(monthBounds(month).end.slice(0, 10), -1) }
      : {};
    const result = await listEntries(db, { ...filter, ...range, page, size });
    return { data: result.data as unknown as Row[], total: result.total };
  }
  if (kind === 'finance_withdrawals') {
    const where = withdrawalsWhere(financeWithdrawalsFilter.parse(filterInput));
    const [rows, counted] = await Promise.all([
      db.execute(sql`
        select w.*, u.name as user_name, r.name as reviewer_name, p.name as payer_name, b.no as batch_no
        from withdrawals w join users u on u.id = w.user_id
        left join users r on r.id = w.reviewer_id
        left join users p on p.id = w.payer_id
        left join payout_batches b on b.id = w.batch_id
        where ${where} order by w.id limit ${limit} offset ${offset}`),
      db.execute(sql`select count(*)::int as n from withdrawals w where ${where}`),
    ]);
    return { data: rowsOf<Row>(rows), total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0) };
  }
  if (kind === 'finance_tax') {
    const { month } = z.object({ month: taxMonth }).parse(filterInput);
    const [rows, counted] = await Promise.all([
      db.execute(sql`
        select w.user_id, max(u.real_name) as real_name, sum(w.amount_fen)::text as gross_fen,
          sum(w.tax_fen)::text as tax_fen,
          (select c.fields->>'id_number' from certification_applications c
            where c.user_id = w.user_id and c.type = 'personal'
            order by (c.status = 2) desc, c.created_at desc, c.id desc limit 1) as id_number
        ${taxRows(month)}
        group by w.user_id order by w.user_id limit ${limit} offset ${offset}`),
      db.execute(sql`select count(distinct w.user_id)::int as n ${taxRows(month)}`),
    ]);
    return { data: rowsOf<Row>(rows), total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0) };
  }
  const { batch_id: batchId } = payoutBatchFilter.parse(filterInput);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select row_number() over (order by w.id)::int as seq, w.no, w.type, w.net_fen,
        a.account_name, a.account_number, a.bank_name, a.bank_branch
      from withdrawals w join payout_accounts a on a.id = w.payout_account_id
      where w.batch_id = ${batchId} order by w.id limit ${limit} offset ${offset}`),
  );
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from withdrawals where batch_id = ${batchId}`),
  );
  return { data: rows, total: Number(counted?.n ?? 0) };
}

/** The people a 个税代扣明细表 of `month` names (their ID numbers are revealed by it). */
export async function taxSubjects(db: Database, month: string): Promise<number[]> {
  const rows = rowsOf<{ user_id: number }>(
    await db.execute(sql`select distinct w.user_id ${taxRows(month)} order by w.user_id`),
  );
  return rows.map((row) => Number(row.user_id));
}

/**
 * Written with a finance export's row: the 个税代扣明细表 names people with their full ID numbers, so
 * one `sensitive_reveals` row per person and an operation-log row (module finance).
 */
export async function auditFinanceExport(
  app: FastifyInstance,
  tx: Database,
  actorId: number,
  job: { id: number; kind: string; name: string; filter: unknown },
  context: RequestContext,
): Promise<void> {
  if (job.kind !== 'finance_tax') return;
  const { month } = z.object({ month: taxMonth }).parse(job.filter);
  const subjects = await taxSubjects(tx, month);
  for (const subject of subjects) {
    await tx.execute(sql`
      insert into sensitive_reveals (actor_id, subject_user_id, module, field)
      values (${actorId}, ${subject}, 4, 'id_number')`);
  }
  await app.operationLog.record(tx, {
    module: 'finance',
    action: 'finance.tax_sheet',
    targetType: 'export',
    targetId: job.id,
    targetLabel: job.name,
    actorId,
    summary: `导出个税代扣明细表 ${month}（含完整证件号码，${subjects.length} 人）`,
    detail: { month, subjects },
    context,
  });
}
