import {
  EXPORT_KIND_LABELS,
  fileReference,
  moneyNumbers,
  PAYOUT_MESSAGES,
  withholdingFen,
  yuanText,
  type ExportJob,
  type PayoutBatch,
} from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { platformDay } from '../../dates.js';
import type { Database } from '../../db/database.js';
import { BusinessRuleError, NotFoundError } from '../../http/errors.js';
import type { RequestContext } from '../operation-log/record.js';
import { foundation } from './foundation.js';

/**
 * Paying approved withdrawals (money.md §7.1): batches, results, returns. Every function runs on the
 * idempotent request's own transaction `tx` and leaves nothing behind when it throws.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const STALE = '该提现状态已变更，请刷新后重试';
const MESSAGE_WALLET = 5;
const SENSITIVE_FINANCE = 4;

export interface Actor {
  userId: number;
  context: RequestContext;
}

interface WithdrawalRow {
  id: number;
  no: string;
  user_id: number;
  type: 'personal' | 'company';
  status: string;
  amount_fen: number;
  tax_fen: number;
  net_fen: number;
  reviewer_id: number | null;
  batch_id: number | null;
  payout_account_id: number;
  paid_at: Date | string | null;
}

const normalise = (row: Record<string, unknown>): WithdrawalRow => ({
  ...(row as unknown as WithdrawalRow),
  id: Number(row.id),
  user_id: Number(row.user_id),
  amount_fen: Number(row.amount_fen),
  tax_fen: Number(row.tax_fen),
  net_fen: Number(row.net_fen),
  reviewer_id: row.reviewer_id === null ? null : Number(row.reviewer_id),
  batch_id: row.batch_id === null ? null : Number(row.batch_id),
  payout_account_id: Number(row.payout_account_id),
});

/** The withdrawals `ids`, locked in id order (every writer locks them so). */
async function lockWithdrawals(tx: Database, ids: number[]): Promise<WithdrawalRow[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select * from withdrawals where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id for update`),
  );
  return rows.map(normalise);
}

async function lockWithdrawal(tx: Database, id: number): Promise<WithdrawalRow> {
  const [row] = await lockWithdrawals(tx, [id]);
  if (!row) throw new NotFoundError(PAYOUT_MESSAGES.missing);
  return row;
}

export function payoutService(app: FastifyInstance) {
  const money = foundation(app);

  async function log(
    tx: Database,
    actor: Actor,
    action: string,
    target: { type: string; id: number; label: string },
    summary: string,
    detail: Record<string, unknown> = {},
  ) {
    await app.operationLog.record(tx, {
      module: 'finance',
      action,
      targetType: target.type,
      targetId: target.id,
      targetLabel: target.label,
      actorId: actor.userId,
      summary,
      detail,
      context: actor.context,
    });
  }

  /** A 钱包通知 to the withdrawal's owner, linking to it. */
  async function notifyOwner(tx: Database, w: WithdrawalRow, title: string, content: string) {
    await app.messages.send(
      [{ userId: w.user_id, type: MESSAGE_WALLET, title, content, link: `/personal/withdraw?id=${w.id}` }],
      tx,
    );
  }

  /** A batch whose withdrawals all have a result is closed. */
  async function closeIfDone(tx: Database, batchId: number | null) {
    if (batchId === null) return;
    await tx.execute(sql`
      update payout_batches set status = 'closed'
      where id = ${batchId} and status = 'open'
        and not exists (select 1 from withdrawals where batch_id = ${batchId} and status = 'paying')`);
  }

  /**
   * paying → paid: the month's final tax at paid_at, the payout posting, the account verified, a
   * message to the owner.
   */
  async function markPaid(tx: Database, actor: Actor, w: WithdrawalRow, bankRef: string) {
    if (w.status !== 'paying') throw new BusinessRuleError(STALE);
    if (w.reviewer_id === actor.userId) throw new BusinessRuleError(PAYOUT_MESSAGES.duty);
    const paidAt = new Date();
    let taxFen = 0;
    if (w.type === 'personal') {
      const month = await money.monthTotals(tx, w.user_id, paidAt, true);
      taxFen = withholdingFen(w.amount_fen, month.paidFen, month.taxFen);
    }
    const netFen = w.amount_fen - taxFen;
    await money.transition(tx, {
      id: w.id,
      from: 'paying',
      to: 'paid',
      actorId: actor.userId,
      message: `标记已打款（银行流水号 ${bankRef}）`,
      set: { taxFen, netFen, payerId: actor.userId, paidAt, bankRef },
    });
    await money.payout(tx, { ...w, tax_fen: taxFen }, actor.userId);
    await tx.execute(sql`
      update payout_accounts set verified_at = coalesce(verified_at, now()) where id = ${w.payout_account_id}`);
    await notifyOwner(
      tx,
      w,
      '提现已到账',
      `你的提现 ${w.no} 已打款，实际到账 ¥${yuanText(netFen)}${
        taxFen > 0 ? `（代扣个税 ¥${yuanText(taxFen)}）` : ''
      }。`,
    );
    await log(
      tx,
      actor,
      'withdrawal.paid',
      { type: 'withdrawal', id: w.id, label: w.no },
      `标记已打款 ${w.no}（实发 ¥${yuanText(netFen)}，个税 ¥${yuanText(taxFen)}）`,
      { bank_ref: bankRef, tax_fen: taxFen, net_fen: netFen },
    );
  }

  return {
    /** POST /api/finance/payout-batches: all or nothing. */
    async createBatch(
      tx: Database,
      actor: Actor,
      input: { type: 'personal' | 'company'; ids: number[] },
    ): Promise<{ id: number; no: string; count: number; total_net_fen: number; export_job: ExportJob }> {
      const rows = await lockWithdrawals(tx, input.ids);
      if (rows.length !== input.ids.length) throw new NotFoundError(PAYOUT_MESSAGES.missing);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = input.ids.map((id) => byId.get(id)!);
      for (const w of ordered)
        if (w.status !== 'approved') throw new BusinessRuleError(PAYOUT_MESSAGES.notApproved(w.no));
      for (const w of ordered) {
        if (w.reviewer_id === actor.userId) throw new BusinessRuleError(PAYOUT_MESSAGES.ownReview(w.no));
      }
      if (ordered.some((w) => w.type !== input.type)) throw new BusinessRuleError(PAYOUT_MESSAGES.mixedTypes);

      // The estimate of each personal payout as if paid now, in id order (the sheet's 实发).
      const sorted = [...ordered].sort((a, b) => a.id - b.id);
      const now = new Date();
      const months = new Map<number, { paidFen: number; taxFen: number }>();
      for (const w of sorted) {
        if (w.type !== 'personal') continue;
        let month = months.get(w.user_id);
        if (!month) {
          month = await money.monthTotals(tx, w.user_id, now);
          months.set(w.user_id, month);
        }
        const tax = withholdingFen(w.amount_fen, month.paidFen, month.taxFen);
        month.paidFen += w.amount_fen;
        month.taxFen += tax;
        w.tax_fen = tax;
        w.net_fen = w.amount_fen - tax;
      }
      const totalNet = sorted.reduce((sum, w) => sum + w.net_fen, 0);

      const [{ id }] = rowsOf<{ id: number }>(
        await tx.execute(sql`select nextval(pg_get_serial_sequence('payout_batches', 'id'))::int as id`),
      ) as [{ id: number }];
      const no = moneyNumbers.payoutBatch(platformDay(now).replaceAll('-', ''), Number(id));
      await tx.execute(sql`
        insert into payout_batches (id, no, type, status, count, total_net_fen, created_by)
        values (${id}, ${no}, ${input.type}, 'open', ${sorted.length}, ${totalNet}, ${actor.userId})`);
      for (const w of sorted) {
        await money.transition(tx, {
          id: w.id,
          from: 'approved',
          to: 'paying',
          actorId: actor.userId,
          message: `发起打款（批次 ${no}）`,
          set: { batchId: Number(id), taxFen: w.tax_fen, netFen: w.net_fen },
        });
      }

      // The payout sheet: full account numbers, so one audit row per person paid.
      const name = `${EXPORT_KIND_LABELS.payout_batch}-${no}.xlsx`;
      const [job] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          insert into export_jobs (owner_id, kind, filter, name)
          values (${actor.userId}, 'payout_batch', ${JSON.stringify({ batch_id: Number(id) })}::jsonb, ${name})
          returning *`),
      );
      await tx.execute(sql`update payout_batches set export_job_id = ${job!.id} where id = ${id}`);
      const field = input.type === 'company' ? 'company_account' : 'bank_account';
      const subjects = [...new Set(sorted.map((w) => w.user_id))];
      for (const subject of subjects) {
        await tx.execute(sql`
          insert into sensitive_reveals (actor_id, subject_user_id, module, field)
          values (${actor.userId}, ${subject}, ${SENSITIVE_FINANCE}, ${field})`);
      }
      await log(
        tx,
        actor,
        'withdrawal.batch',
        { type: 'payout_batch', id: Number(id), label: no },
        `发起打款 ${no}（${sorted.length} 笔，实发合计 ¥${yuanText(totalNet)}）`,
        { ids: sorted.map((w) => w.id), total_net_fen: totalNet },
      );
      await log(
        tx,
        actor,
        'withdrawal.payout_sheet',
        { type: 'export', id: Number(job!.id), label: name },
        `导出打款明细 ${no}（含完整收款账号，${subjects.length} 人）`,
        { batch_id: Number(id), subjects },
      );
      const exportJob: ExportJob = {
        id: Number(job!.id),
        kind: 'payout_batch',
        status: 'pending',
        name,
        rows: 0,
        file: job!.file_id ? fileReference(String(job!.file_id)) : null,
        error: null,
        created_at: new Date(job!.created_at as string).toISOString(),
        finished_at: null,
      };
      return { id: Number(id), no, count: sorted.length, total_net_fen: totalNet, export_job: exportJob };
    },

    /** 撤回批次: while no item has a result, every item goes back to approved. */
    async cancelBatch(tx: Database, actor: Actor, batchId: number): Promise<PayoutBatch> {
      const [batch] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`select * from payout_batches where id = ${batchId} for update`),
      );
      if (!batch) throw new NotFoundError(PAYOUT_MESSAGES.batchMissing);
      if (batch.status !== 'open') throw new BusinessRuleError(PAYOUT_MESSAGES.batchHasResults);
      const items = rowsOf<{ id: number }>(
        await tx.execute(sql`select id from withdrawals where batch_id = ${batchId} order by id`),
      );
      const locked = await lockWithdrawals(
        tx,
        items.map((item) => Number(item.id)),
      );
      if (locked.some((w) => w.status !== 'paying'))
        throw new BusinessRuleError(PAYOUT_MESSAGES.batchHasResults);
      for (const w of locked) {
        await money.transition(tx, {
          id: w.id,
          from: 'paying',
          to: 'approved',
          actorId: actor.userId,
          message: `撤回批次 ${String(batch.no)}`,
          set: { batchId: null },
        });
      }
      const [updated] = rowsOf<Record<string, unknown>>(
        await tx.execute(
          sql`update payout_batches set status = 'cancelled' where id = ${batchId} returning *`,
        ),
      );
      await log(
        tx,
        actor,
        'withdrawal.batch_cancel',
        { type: 'payout_batch', id: batchId, label: String(batch.no) },
        `撤回批次 ${String(batch.no)}（${locked.length} 笔退回待打款）`,
      );
      return {
        id: Number(updated!.id),
        no: String(updated!.no),
        type: updated!.type as PayoutBatch['type'],
        status: 'cancelled',
        count: Number(updated!.count),
        total_net_fen: Number(updated!.total_net_fen),
        created_at: new Date(updated!.created_at as string).toISOString(),
      };
    },

    /** 标记已打款 / 标记失败 for one withdrawal. */
    async recordResult(
      tx: Database,
      actor: Actor,
      id: number,
      input:
        | { result: 'paid'; bank_ref: string }
        | { result: 'failed'; reason: string; invalidate_account: 0 | 1 },
    ): Promise<void> {
      const w = await lockWithdrawal(tx, id);
      if (input.result === 'paid') {
        await markPaid(tx, actor, w, input.bank_ref);
      } else {
        if (w.status !== 'paying') throw new BusinessRuleError(STALE);
        if (w.reviewer_id === actor.userId) throw new BusinessRuleError(PAYOUT_MESSAGES.duty);
        await money.transition(tx, {
          id: w.id,
          from: 'paying',
          to: 'failed',
          actorId: actor.userId,
          message: `打款失败：${input.reason}`,
          set: { failReason: input.reason, payerId: actor.userId },
        });
        await money.release(tx, w, actor.userId);
        if (input.invalidate_account === 1) {
          await tx.execute(sql`
            update payout_accounts set status = 'invalid', invalid_reason = ${input.reason}
            where id = ${w.payout_account_id} and status = 'active'`);
        }
        await notifyOwner(
          tx,
          w,
          '提现打款失败',
          `你的提现 ${w.no} 打款失败（${input.reason}），¥${yuanText(w.amount_fen)} 已退回可提现余额。`,
        );
        await log(
          tx,
          actor,
          'withdrawal.failed',
          { type: 'withdrawal', id: w.id, label: w.no },
          `标记打款失败 ${w.no}（${input.reason}${input.invalidate_account ? '，收款账户已标记为不可用' : ''}）`,
          { reason: input.reason, invalidate_account: input.invalidate_account },
        );
      }
      await closeIfDone(tx, w.batch_id);
    },

    /** 标记已打款 for every withdrawal of a batch still paying (none may be the payer's own review). */
    async recordBatchResult(tx: Database, actor: Actor, batchId: number, bankRef: string): Promise<number> {
      const [batch] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`select * from payout_batches where id = ${batchId} for update`),
      );
      if (!batch) throw new NotFoundError(PAYOUT_MESSAGES.batchMissing);
      if (batch.status !== 'open') throw new BusinessRuleError(PAYOUT_MESSAGES.batchClosed);
      const items = rowsOf<{ id: number }>(
        await tx.execute(
          sql`select id from withdrawals where batch_id = ${batchId} and status = 'paying' order by id`,
        ),
      );
      const locked = (
        await lockWithdrawals(
          tx,
          items.map((item) => Number(item.id)),
        )
      ).filter((w) => w.status === 'paying');
      for (const w of locked)
        if (w.reviewer_id === actor.userId) throw new BusinessRuleError(PAYOUT_MESSAGES.duty);
      for (const w of locked) await markPaid(tx, actor, w, bankRef);
      await closeIfDone(tx, batchId);
      return locked.length;
    },

    /** 登记退票: paid → returned; payout and tax reversed to the wallet; the account invalid. */
    async registerReturn(
      tx: Database,
      actor: Actor,
      id: number,
      input: { reason: string; bank_ref: string },
    ) {
      const w = await lockWithdrawal(tx, id);
      if (w.status !== 'paid') throw new BusinessRuleError(PAYOUT_MESSAGES.returnNotPaid);
      await money.transition(tx, {
        id: w.id,
        from: 'paid',
        to: 'returned',
        actorId: actor.userId,
        message: `登记退票：${input.reason}（银行流水号 ${input.bank_ref}）`,
        set: { failReason: input.reason },
      });
      await money.returned(tx, w, actor.userId);
      await tx.execute(sql`
        update payout_accounts set status = 'invalid', invalid_reason = ${input.reason}
        where id = ${w.payout_account_id} and status = 'active'`);
      await notifyOwner(
        tx,
        w,
        '提现被退票',
        `你的提现 ${w.no} 被银行退回（${input.reason}），¥${yuanText(w.amount_fen)} 已退回可提现余额，请重新绑定收款账户。`,
      );
      await log(
        tx,
        actor,
        'withdrawal.returned',
        { type: 'withdrawal', id: w.id, label: w.no },
        `登记退票 ${w.no}（${input.reason}）`,
        { reason: input.reason, bank_ref: input.bank_ref },
      );
    },
  };
}
