import {
  maskAccount,
  MESSAGE_TYPES,
  moneyNumbers,
  withholdingFen,
  yuanText,
  type FilePurpose,
  type WithdrawalStatus,
} from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import { platformDay } from '../../dates.js';
import type { Database } from '../database.js';
import { messages } from '../schema/index.js';
import { createLedger, type CreditKind, type Ledger } from '../../modules/ledger/ledger.js';
import { recordOperation, type OperationLogEntry } from '../../modules/operation-log/record.js';
import { withdrawalPostings } from '../../modules/withdrawals/postings.js';
import { monthPaid } from '../../modules/withdrawals/tax.js';
import { recordCreated, transition, type WithdrawalRow } from '../../modules/withdrawals/transition.js';
import { demoDocument, type DocumentKind } from './demo-images.js';
import { storeDemoFile } from './demo-files.js';
import { ago } from './lookup.js';
import type { SeedContext, SeedTransaction } from './step.js';

/**
 * The money history of the demo seed (money.md §11), written as the live code writes it: postings
 * through the ledger, withdrawals moved by the withdrawals room's `transition` and postings, the tax
 * of each payout from the month's figures (`monthPaid`, `withholdingFen`), with the same history,
 * operation-log rows and wallet messages as the routes, each dated when it happened (`at`).
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const HOUR = 3_600_000;

export interface MoneyHistory {
  readonly db: Database;
  readonly ledger: Ledger;
  credit(input: {
    userId: number;
    amountFen: number;
    kind: CreditKind;
    source: { type: string; id: number };
    title: string;
    at: Date;
    actorId?: number | null;
    notice?: { title: string; content: string; link?: string | null };
  }): Promise<number>;
  log(entry: OperationLogEntry & { at: Date }): Promise<void>;
  message(userId: number, at: Date, title: string, content: string, link: string | null): Promise<void>;
  /** Binds a payout account as POST /api/wallet/payout-accounts/:type does (24 h lock from `at`). */
  bind(input: {
    userId: number;
    type: 'personal' | 'company';
    accountName: string;
    bankName: string;
    bankBranch?: string;
    number: string;
    taxpayerType?: 'general' | 'small';
    at: Date;
  }): Promise<number>;
  /** A stored demo file (a plain drawing) of `purpose`, owned by `ownerId`: its reference. */
  file(ownerId: number, purpose: string, kind: DocumentKind, name: string, at: Date): Promise<string>;
  withdraw(input: {
    userId: number;
    type: 'personal' | 'company';
    amountFen: number;
    accountId: number;
    invoice?: Record<string, unknown> & { number: string };
    at: Date;
  }): Promise<WithdrawalRow>;
  review(
    id: number,
    reviewerId: number,
    decision: 'approve' | 'reject',
    at: Date,
    reasons?: string[],
    message?: string,
  ): Promise<void>;
  batch(ids: number[], type: 'personal' | 'company', payerId: number, at: Date): Promise<number>;
  paid(id: number, payerId: number, bankRef: string, at: Date): Promise<void>;
  failed(id: number, payerId: number, reason: string, invalidateAccount: boolean, at: Date): Promise<void>;
  returned(id: number, payerId: number, reason: string, bankRef: string, at: Date): Promise<void>;
  proposeAdjustment(
    userId: number,
    amountFen: number,
    reason: string,
    proposerId: number,
    at: Date,
  ): Promise<number>;
  approveAdjustment(id: number, approverId: number, at: Date): Promise<void>;
  freeze(userId: number, reason: string, actorId: number, at: Date): Promise<void>;
  /** Whether the wallets step's withdrawals (or the playlet step's company ones) are there already. */
  seeded(what: 'withdrawals' | 'playlet'): Promise<boolean>;
  /** Wallet notices older than three days were read the day after they came (what a demo account has seen). */
  readOldNotices(): Promise<void>;
}

export function moneyHistory(tx: SeedTransaction, { storage }: SeedContext): MoneyHistory {
  const db = tx as unknown as Database;
  const ledger = createLedger(db);
  let fileSeed = 0;

  const log = (entry: OperationLogEntry & { at: Date }) => recordOperation(db, entry);
  const message = async (userId: number, at: Date, title: string, content: string, link: string | null) => {
    await db
      .insert(messages)
      .values({ userId, type: MESSAGE_TYPES.wallet, title, content, link, createdAt: at });
  };
  const userName = async (userId: number) =>
    rowsOf<{ name: string }>(await db.execute(sql`select name from users where id = ${userId}`))[0]!.name;

  async function withdrawal(id: number) {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select * from withdrawals where id = ${id}`),
    );
    if (!row) throw new Error(`Seed: no withdrawal ${id}`);
    return {
      id,
      no: String(row.no),
      userId: Number(row.user_id),
      type: row.type as 'personal' | 'company',
      status: row.status as WithdrawalStatus,
      amountFen: Number(row.amount_fen),
      taxFen: Number(row.tax_fen),
      batchId: row.batch_id === null ? null : Number(row.batch_id),
      payoutAccountId: Number(row.payout_account_id),
    };
  }

  async function closeIfDone(batchId: number | null) {
    if (batchId === null) return;
    await db.execute(sql`
      update payout_batches set status = 'closed'
      where id = ${batchId} and status = 'open'
        and not exists (select 1 from withdrawals where batch_id = ${batchId} and status = 'paying')`);
  }

  return {
    db,
    ledger,
    log,
    message,

    async credit(input) {
      const { transactionId } = await ledger.credit(
        {
          userId: input.userId,
          amountFen: input.amountFen,
          kind: input.kind,
          source: input.source,
          title: input.title,
          actorId: input.actorId ?? null,
          at: input.at,
          ...(input.notice ? { notice: input.notice } : {}),
        },
        db,
      );
      return transactionId;
    },

    async bind(input) {
      const usableFrom = new Date(input.at.getTime() + 24 * HOUR);
      const [previous] = rowsOf<{ id: number; account_number: string }>(
        await db.execute(sql`update payout_accounts set status = 'replaced'
          where user_id = ${input.userId} and type = ${input.type} and status = 'active'
          returning id, account_number`),
      );
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into payout_accounts
            (user_id, type, account_name, bank_name, bank_branch, account_number, taxpayer_type, status,
             invalid_reason, usable_from, created_at)
          values (${input.userId}, ${input.type}, ${input.accountName}, ${input.bankName}, ${input.bankBranch ?? ''},
             ${input.number}, ${input.type === 'company' ? (input.taxpayerType ?? null) : null}, 'active', '',
             ${usableFrom.toISOString()}::timestamptz, ${input.at.toISOString()}::timestamptz)
          returning id`),
      );
      const id = Number(row!.id);
      const masked = maskAccount(input.number);
      await log({
        module: 'finance',
        action: previous ? 'payout_account.replace' : 'payout_account.bind',
        targetType: 'payout_account',
        targetId: id,
        targetLabel: `${input.bankName} ${masked}`,
        actorId: input.userId,
        summary: `${previous ? '更换' : '绑定'}${input.type === 'personal' ? '收款银行卡' : '对公收款账户'} ${input.bankName} ${masked}`,
        before: previous ? { account_masked: maskAccount(previous.account_number) } : null,
        after: { bank_name: input.bankName, account_masked: masked, usable_from: usableFrom.toISOString() },
        at: input.at,
      });
      return id;
    },

    async file(ownerId, purpose, kind, name, at) {
      const bytes = demoDocument(kind, 40 + fileSeed++);
      return storeDemoFile(db, storage, { ownerId, purpose: purpose as FilePurpose, name, bytes, at });
    },

    async withdraw(input) {
      const { userId, type, amountFen, at } = input;
      const [account] = rowsOf<{ account_name: string; bank_name: string; account_number: string }>(
        await db.execute(
          sql`select account_name, bank_name, account_number from payout_accounts where id = ${input.accountId}`,
        ),
      );
      let tax = 0;
      if (type === 'personal') {
        const month = await monthPaid(db, userId, at);
        tax = withholdingFen(amountFen, month.paidFen, month.taxFen);
      }
      const [{ id }] = rowsOf<{ id: number }>(
        await db.execute(sql`select nextval(pg_get_serial_sequence('withdrawals', 'id'))::int as id`),
      ) as [{ id: number }];
      const no = moneyNumbers.withdrawal(platformDay(at).replaceAll('-', ''), id);
      const invoice = input.invoice ?? null;
      await db.execute(sql`insert into withdrawals
          (id, no, user_id, type, status, amount_fen, tax_fen, net_fen, payout_account_id, account_name,
           bank_name, account_masked, invoice, invoice_number, idempotency_key, created_at, updated_at)
        values (${id}, ${no}, ${userId}, ${type}, 'pending', ${amountFen}, ${tax}, ${amountFen - tax},
           ${input.accountId}, ${account!.account_name}, ${account!.bank_name}, ${maskAccount(account!.account_number)},
           ${invoice ? JSON.stringify(invoice) : null}::jsonb, ${invoice?.number ?? null}, ${`seed-${no}`},
           ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
      const [row] = rowsOf<WithdrawalRow>(await db.execute(sql`select * from withdrawals where id = ${id}`));
      await recordCreated(db, { ...row!, id, status: 'pending' } as WithdrawalRow, userId, at);
      await withdrawalPostings.hold(ledger, db, { id, no, userId, amountFen }, userId, at);
      await log({
        module: 'finance',
        action: 'withdrawal.create',
        targetType: 'withdrawal',
        targetId: id,
        targetLabel: no,
        actorId: userId,
        summary: `申请${type === 'personal' ? '个人' : '企业'}提现 ${no}，金额 ${(amountFen / 100).toFixed(2)} 元`,
        after: {
          no,
          type,
          amount_fen: amountFen,
          tax_fen: tax,
          account_masked: maskAccount(account!.account_number),
        },
        at,
      });
      return row!;
    },

    async review(id, reviewerId, decision, at, reasons = [], reviewMessage = '') {
      const w = await withdrawal(id);
      const name = await userName(w.userId);
      const rejected = decision === 'reject';
      const explained = [...reasons, ...(reviewMessage ? [reviewMessage] : [])].join('；');
      await transition(db, {
        id,
        from: 'pending',
        to: rejected ? 'rejected' : 'approved',
        actorId: reviewerId,
        message: rejected ? explained : reviewMessage,
        set: { reviewerId, reviewedAt: at, reviewReasons: reasons, reviewMessage },
        at,
      });
      if (rejected) await withdrawalPostings.release(ledger, db, w, reviewerId, at);
      const amount = yuanText(w.amountFen);
      await log({
        module: 'finance',
        action: rejected ? 'finance.withdrawal.reject' : 'finance.withdrawal.approve',
        targetType: 'withdrawal',
        targetId: id,
        targetLabel: w.no,
        actorId: reviewerId,
        summary: rejected
          ? `驳回提现 ${w.no}（${name}，${amount} 元；原因：${explained}）`
          : `审核通过提现 ${w.no}（${name}，${amount} 元）`,
        before: { status: 'pending' },
        after: { status: rejected ? 'rejected' : 'approved', reasons, message: reviewMessage },
        at,
      });
      if (rejected) {
        await message(
          w.userId,
          at,
          '提现申请被驳回',
          `你的提现申请 ${w.no}（${amount} 元）被驳回，原因：${explained}。金额已退回可提现余额。`,
          `/personal/withdraw?id=${id}`,
        );
      } else {
        await message(
          w.userId,
          at,
          '提现审核通过',
          `你的提现申请 ${w.no}（${amount} 元）已审核通过，等待打款。`,
          `/personal/withdraw?id=${id}`,
        );
      }
    },

    async batch(ids, type, payerId, at) {
      const items = [];
      for (const id of [...ids].sort((a, b) => a - b)) items.push(await withdrawal(id));
      // The estimate of each personal payout as if paid at `at` (the sheet's 实发), as createBatch does.
      const months = new Map<number, { paidFen: number; taxFen: number }>();
      const taxes = new Map<number, number>();
      for (const w of items) {
        let tax = 0;
        if (w.type === 'personal') {
          let month = months.get(w.userId);
          if (!month) {
            month = await monthPaid(db, w.userId, at);
            months.set(w.userId, month);
          }
          tax = withholdingFen(w.amountFen, month.paidFen, month.taxFen);
          month.paidFen += w.amountFen;
          month.taxFen += tax;
        }
        taxes.set(w.id, tax);
      }
      const totalNet = items.reduce((sum, w) => sum + w.amountFen - taxes.get(w.id)!, 0);
      const [{ id }] = rowsOf<{ id: number }>(
        await db.execute(sql`select nextval(pg_get_serial_sequence('payout_batches', 'id'))::int as id`),
      ) as [{ id: number }];
      const no = moneyNumbers.payoutBatch(platformDay(at).replaceAll('-', ''), Number(id));
      await db.execute(sql`
        insert into payout_batches (id, no, type, status, count, total_net_fen, created_by, created_at)
        values (${id}, ${no}, ${type}, 'open', ${items.length}, ${totalNet}, ${payerId}, ${at.toISOString()}::timestamptz)`);
      for (const w of items) {
        const tax = taxes.get(w.id)!;
        await transition(db, {
          id: w.id,
          from: 'approved',
          to: 'paying',
          actorId: payerId,
          message: `发起打款（批次 ${no}）`,
          set: { batchId: Number(id), taxFen: tax, netFen: w.amountFen - tax },
          at,
        });
      }
      await log({
        module: 'finance',
        action: 'withdrawal.batch',
        targetType: 'payout_batch',
        targetId: Number(id),
        targetLabel: no,
        actorId: payerId,
        summary: `发起打款 ${no}（${items.length} 笔，实发合计 ¥${yuanText(totalNet)}）`,
        detail: { ids: items.map((w) => w.id), total_net_fen: totalNet },
        at,
      });
      return Number(id);
    },

    async paid(id, payerId, bankRef, at) {
      const w = await withdrawal(id);
      let taxFen = 0;
      if (w.type === 'personal') {
        const month = await monthPaid(db, w.userId, at, { lock: true });
        taxFen = withholdingFen(w.amountFen, month.paidFen, month.taxFen);
      }
      const netFen = w.amountFen - taxFen;
      await transition(db, {
        id,
        from: 'paying',
        to: 'paid',
        actorId: payerId,
        message: `标记已打款（银行流水号 ${bankRef}）`,
        set: { taxFen, netFen, payerId, paidAt: at, bankRef },
        at,
      });
      await withdrawalPostings.payout(ledger, db, w, taxFen, payerId, at);
      await db.execute(sql`
        update payout_accounts set verified_at = coalesce(verified_at, ${at.toISOString()}::timestamptz)
        where id = ${w.payoutAccountId}`);
      await message(
        w.userId,
        at,
        '提现已到账',
        `你的提现 ${w.no} 已打款，实际到账 ¥${yuanText(netFen)}${taxFen > 0 ? `（代扣个税 ¥${yuanText(taxFen)}）` : ''}。`,
        `/personal/withdraw?id=${id}`,
      );
      await log({
        module: 'finance',
        action: 'withdrawal.paid',
        targetType: 'withdrawal',
        targetId: id,
        targetLabel: w.no,
        actorId: payerId,
        summary: `标记已打款 ${w.no}（实发 ¥${yuanText(netFen)}，个税 ¥${yuanText(taxFen)}）`,
        detail: { bank_ref: bankRef, tax_fen: taxFen, net_fen: netFen },
        at,
      });
      await closeIfDone(w.batchId);
    },

    async failed(id, payerId, reason, invalidateAccount, at) {
      const w = await withdrawal(id);
      await transition(db, {
        id,
        from: 'paying',
        to: 'failed',
        actorId: payerId,
        message: `打款失败：${reason}`,
        set: { failReason: reason, payerId },
        at,
      });
      await withdrawalPostings.release(ledger, db, w, payerId, at);
      if (invalidateAccount) {
        await db.execute(sql`
          update payout_accounts set status = 'invalid', invalid_reason = ${reason}
          where id = ${w.payoutAccountId} and status = 'active'`);
      }
      await message(
        w.userId,
        at,
        '提现打款失败',
        `你的提现 ${w.no} 打款失败（${reason}），¥${yuanText(w.amountFen)} 已退回可提现余额。`,
        `/personal/withdraw?id=${id}`,
      );
      await log({
        module: 'finance',
        action: 'withdrawal.failed',
        targetType: 'withdrawal',
        targetId: id,
        targetLabel: w.no,
        actorId: payerId,
        summary: `标记打款失败 ${w.no}（${reason}${invalidateAccount ? '，收款账户已标记为不可用' : ''}）`,
        detail: { reason, invalidate_account: invalidateAccount ? 1 : 0 },
        at,
      });
      await closeIfDone(w.batchId);
    },

    async returned(id, payerId, reason, bankRef, at) {
      const w = await withdrawal(id);
      await transition(db, {
        id,
        from: 'paid',
        to: 'returned',
        actorId: payerId,
        message: `登记退票：${reason}（银行流水号 ${bankRef}）`,
        set: { failReason: reason },
        at,
      });
      await withdrawalPostings.return(ledger, db, w, w.taxFen, payerId, at);
      await db.execute(sql`
        update payout_accounts set status = 'invalid', invalid_reason = ${reason}
        where id = ${w.payoutAccountId} and status = 'active'`);
      await message(
        w.userId,
        at,
        '提现被退票',
        `你的提现 ${w.no} 被银行退回（${reason}），¥${yuanText(w.amountFen)} 已退回可提现余额，请重新绑定收款账户。`,
        `/personal/withdraw?id=${id}`,
      );
      await log({
        module: 'finance',
        action: 'withdrawal.returned',
        targetType: 'withdrawal',
        targetId: id,
        targetLabel: w.no,
        actorId: payerId,
        summary: `登记退票 ${w.no}（${reason}）`,
        detail: { reason, bank_ref: bankRef },
        at,
      });
    },

    async proposeAdjustment(userId, amountFen, reason, proposerId, at) {
      const name = await userName(userId);
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into wallet_adjustments (user_id, amount_fen, reason, status, proposed_by, created_at)
          values (${userId}, ${amountFen}, ${reason}, 'pending', ${proposerId}, ${at.toISOString()}::timestamptz)
          returning id`),
      );
      const id = Number(row!.id);
      await log({
        module: 'finance',
        action: 'finance.adjustment.propose',
        targetType: 'wallet_adjustment',
        targetId: id,
        targetLabel: name,
        actorId: proposerId,
        summary: `提出钱包调整 ${name} ${amountFen > 0 ? '+' : '-'}${yuanText(Math.abs(amountFen))} 元（原因：${reason}）`,
        after: { user_id: userId, amount_fen: amountFen, reason, status: 'pending' },
        at,
      });
      return id;
    },

    async approveAdjustment(id, approverId, at) {
      const [row] = rowsOf<{ user_id: number; amount_fen: unknown; reason: string; user_name: string }>(
        await db.execute(sql`select a.user_id, a.amount_fen, a.reason, u.name as user_name
          from wallet_adjustments a join users u on u.id = a.user_id where a.id = ${id}`),
      );
      const amount = Number(row!.amount_fen);
      const userId = Number(row!.user_id);
      const posted = await ledger.post(
        {
          kind: 'adjustment',
          source: { type: 'wallet_adjustment', id },
          title: `平台调整 · ${row!.reason}`.slice(0, 60),
          actorId: approverId,
          at,
          legs: [
            { account: { kind: 'sys_adjustments' }, amountFen: -amount },
            { account: { kind: 'wallet', userId }, amountFen: amount },
          ],
        },
        db,
      );
      await db.execute(sql`update wallet_adjustments set status = 'approved', decided_by = ${approverId},
        decided_at = ${at.toISOString()}::timestamptz, decision_message = '', transaction_id = ${posted.transactionId}
        where id = ${id}`);
      const signed = `${amount > 0 ? '+' : '-'}${yuanText(Math.abs(amount))} 元`;
      await log({
        module: 'finance',
        action: 'finance.adjustment.approve',
        targetType: 'wallet_adjustment',
        targetId: id,
        targetLabel: row!.user_name,
        actorId: approverId,
        summary: `复核通过钱包调整 ${row!.user_name} ${signed}`,
        before: { status: 'pending' },
        after: { status: 'approved', transaction_id: posted.transactionId },
        at,
      });
      await message(
        userId,
        at,
        '平台调整已入账',
        `平台对你的钱包进行了调整：${signed}（${row!.reason}）。`,
        '/personal/wallet',
      );
    },

    async seeded(what) {
      const found = rowsOf<{ n: number }>(
        await db.execute(
          what === 'withdrawals'
            ? sql`select count(*)::int as n from withdrawals where idempotency_key like 'seed-%'`
            : // The playlet step makes the only company withdrawals of the seed.
              sql`select count(*)::int as n from withdrawals where idempotency_key like 'seed-%' and type = 'company'`,
        ),
      );
      return Number(found[0]?.n ?? 0) > 0;
    },

    async readOldNotices() {
      await db.execute(sql`update messages set read_at = created_at + interval '1 day'
        where type = ${MESSAGE_TYPES.wallet} and read_at is null and created_at < now() - interval '3 days'`);
    },

    async freeze(userId, reason, actorId, at) {
      const name = await userName(userId);
      await db.execute(
        sql`insert into ledger_accounts (kind, user_id) values ('wallet', ${userId}) on conflict do nothing`,
      );
      await db.execute(sql`update ledger_accounts set frozen_at = ${at.toISOString()}::timestamptz, frozen_reason = ${reason}
        where kind = 'wallet' and user_id = ${userId}`);
      await log({
        module: 'finance',
        action: 'finance.freeze',
        targetType: 'wallet',
        targetId: userId,
        targetLabel: name,
        actorId,
        summary: `冻结钱包 ${name}（原因：${reason}）`,
        before: { frozen: 0, frozen_reason: '' },
        after: { frozen: 1, frozen_reason: reason },
        at,
      });
    },
  };
}

/** Requested at `days` ago, reviewed a day later, batched and paid (or failed) the next days. */
export async function throughPayment(
  money: MoneyHistory,
  now: Date,
  input: {
    userId: number;
    type: 'personal' | 'company';
    yuan: number;
    accountId: number;
    invoice?: Record<string, unknown> & { number: string };
    days: number;
    reviewer: number;
    payer: number;
    bankRef: string;
  },
) {
  const created = ago(now, input.days, 3);
  const w = await money.withdraw({
    userId: input.userId,
    type: input.type,
    amountFen: Math.round(input.yuan * 100),
    accountId: input.accountId,
    ...(input.invoice ? { invoice: input.invoice } : {}),
    at: created,
  });
  await money.review(w.id, input.reviewer, 'approve', ago(now, input.days - 1, 2));
  await money.batch([w.id], input.type, input.payer, ago(now, input.days - 2, 1));
  await money.paid(w.id, input.payer, input.bankRef, ago(now, input.days - 3, 0));
  return w.id;
}
