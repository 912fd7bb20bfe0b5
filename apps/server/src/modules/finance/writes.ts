import {
  FINANCE_MESSAGES,
  MESSAGE_TYPES,
  WITHDRAWAL_MESSAGES,
  yuanText,
  type AdjustmentInput,
  type FinanceDecision,
} from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { ApiError, BusinessRuleError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { RequestContext } from '../operation-log/record.js';
import { withdrawalPostings } from '../withdrawals/postings.js';
import { transition } from '../withdrawals/transition.js';
import { rowsOf } from './reads.js';

export interface Actor {
  userId: number;
  permissions: ReadonlySet<string>;
  context: RequestContext;
}

/** The 202 every transition answers when the row moved on meanwhile (§7.1). */
export const STALE = WITHDRAWAL_MESSAGES.stale;

interface UserRow {
  id: number;
  name: string;
}

/** A user who can have a wallet (any user with one, or a creator / MCN); 404 `账户不存在` otherwise. */
async function walletUser(tx: Database, userId: number): Promise<UserRow> {
  const [user] = rowsOf<UserRow>(
    await tx.execute(sql`select u.id, u.name from users u where u.id = ${userId}`),
  );
  if (!user) throw new NotFoundError(FINANCE_MESSAGES.accountMissing);
  return user;
}

/** The user's wallet account row, created when missing, locked for this transaction. */
async function lockedWallet(tx: Database, userId: number) {
  await tx.execute(
    sql`insert into ledger_accounts (kind, user_id) values ('wallet', ${userId}) on conflict do nothing`,
  );
  const [wallet] = rowsOf<{ id: number; balance_fen: unknown; frozen_at: unknown; frozen_reason: string }>(
    await tx.execute(
      sql`select id, balance_fen, frozen_at, frozen_reason from ledger_accounts where kind = 'wallet' and user_id = ${userId} for update`,
    ),
  );
  return wallet!;
}

export async function freeze(
  app: FastifyInstance,
  tx: Database,
  actor: Actor,
  userId: number,
  input: { frozen: 0 | 1; reason: string },
) {
  const user = await walletUser(tx, userId);
  const wallet = await lockedWallet(tx, userId);
  const frozen = wallet.frozen_at !== null && wallet.frozen_at !== undefined;
  if (input.frozen === 1 && frozen) throw new BusinessRuleError(FINANCE_MESSAGES.alreadyFrozen);
  if (input.frozen === 0 && !frozen) throw new BusinessRuleError(FINANCE_MESSAGES.notFrozen);
  if (input.frozen === 1) {
    await tx.execute(
      sql`update ledger_accounts set frozen_at = now(), frozen_reason = ${input.reason} where id = ${wallet.id}`,
    );
  } else {
    await tx.execute(
      sql`update ledger_accounts set frozen_at = null, frozen_reason = '' where id = ${wallet.id}`,
    );
  }
  await app.operationLog.record(tx, {
    module: 'finance',
    action: input.frozen === 1 ? 'finance.freeze' : 'finance.unfreeze',
    targetType: 'wallet',
    targetId: userId,
    targetLabel: user.name,
    actorId: actor.userId,
    summary:
      input.frozen === 1
        ? `冻结钱包 ${user.name}（原因：${input.reason}）`
        : `解冻钱包 ${user.name}${input.reason ? `（说明：${input.reason}）` : ''}`,
    before: { frozen: frozen ? 1 : 0, frozen_reason: wallet.frozen_reason },
    after: { frozen: input.frozen, frozen_reason: input.frozen === 1 ? input.reason : '' },
    context: actor.context,
  });
}

export async function proposeAdjustment(
  app: FastifyInstance,
  tx: Database,
  actor: Actor,
  input: { user_id: number; amount_fen: number; reason: string } & Partial<AdjustmentInput>,
): Promise<number> {
  const user = await walletUser(tx, input.user_id);
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into wallet_adjustments (user_id, amount_fen, reason, status, proposed_by)
      values (${input.user_id}, ${input.amount_fen}, ${input.reason}, 'pending', ${actor.userId}) returning id`),
  );
  const id = row!.id;
  await app.operationLog.record(tx, {
    module: 'finance',
    action: 'finance.adjustment.propose',
    targetType: 'wallet_adjustment',
    targetId: id,
    targetLabel: user.name,
    actorId: actor.userId,
    summary: `提出钱包调整 ${user.name} ${input.amount_fen > 0 ? '+' : '-'}${yuanText(Math.abs(input.amount_fen))} 元（原因：${input.reason}）`,
    after: { user_id: input.user_id, amount_fen: input.amount_fen, reason: input.reason, status: 'pending' },
    context: actor.context,
  });
  return id;
}

export async function decideAdjustment(
  app: FastifyInstance,
  tx: Database,
  actor: Actor,
  id: number,
  input: { decision: FinanceDecision; message: string },
) {
  const [row] = rowsOf<{
    id: number;
    user_id: number;
    amount_fen: unknown;
    reason: string;
    status: string;
    proposed_by: number | null;
    user_name: string;
  }>(
    await tx.execute(sql`select a.id, a.user_id, a.amount_fen, a.reason, a.status, a.proposed_by, u.name as user_name
      from wallet_adjustments a join users u on u.id = a.user_id where a.id = ${id} for update of a`),
  );
  if (!row) throw new NotFoundError(FINANCE_MESSAGES.adjustmentMissing);
  if (row.proposed_by === actor.userId) throw new BusinessRuleError(FINANCE_MESSAGES.sameAdjuster);
  if (row.status !== 'pending') throw new BusinessRuleError(FINANCE_MESSAGES.adjustmentDone);
  const amount = Number(row.amount_fen);
  let transactionId: number | null = null;
  if (input.decision === 'approve') {
    const wallet = await lockedWallet(tx, row.user_id);
    if (Number(wallet.balance_fen) + amount < 0) throw new BusinessRuleError(FINANCE_MESSAGES.negativeAfter);
    try {
      const posted = await app.ledger.post(
        {
          kind: 'adjustment',
          source: { type: 'wallet_adjustment', id },
          title: `平台调整 · ${row.reason}`.slice(0, 60),
          actorId: actor.userId,
          legs: [
            { account: { kind: 'sys_adjustments' }, amountFen: -amount },
            { account: { kind: 'wallet', userId: row.user_id }, amountFen: amount },
          ],
        },
        tx,
      );
      transactionId = posted.transactionId;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 202) {
        throw new BusinessRuleError(FINANCE_MESSAGES.negativeAfter);
      }
      throw error;
    }
  }
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  await tx.execute(sql`update wallet_adjustments set status = ${status}, decided_by = ${actor.userId}, decided_at = now(),
    decision_message = ${input.message}, transaction_id = ${transactionId} where id = ${id}`);
  const signed = `${amount > 0 ? '+' : '-'}${yuanText(Math.abs(amount))} 元`;
  await app.operationLog.record(tx, {
    module: 'finance',
    action: input.decision === 'approve' ? 'finance.adjustment.approve' : 'finance.adjustment.reject',
    targetType: 'wallet_adjustment',
    targetId: id,
    targetLabel: row.user_name,
    actorId: actor.userId,
    summary: `${input.decision === 'approve' ? '复核通过' : '驳回'}钱包调整 ${row.user_name} ${signed}${
      input.message ? `（${input.message}）` : ''
    }`,
    before: { status: 'pending' },
    after: { status, transaction_id: transactionId },
    context: actor.context,
  });
  if (input.decision === 'approve') {
    await app.messages.send(
      [
        {
          userId: row.user_id,
          type: MESSAGE_TYPES.wallet,
          title: '平台调整已入账',
          content: `平台对你的钱包进行了调整：${signed}（${row.reason}）。`,
          link: '/personal/wallet',
        },
      ],
      tx,
    );
  }
}

interface WithdrawalRow {
  id: number;
  no: string;
  user_id: number;
  status: string;
  amount_fen: unknown;
  user_name: string;
}

/**
 * One review decision on one withdrawal, inside `tx` (a 202 is thrown for the caller to roll back
 * or skip): pending → approved | rejected (finance:review), approved → rejected (finance:pay).
 */
export async function reviewWithdrawal(
  app: FastifyInstance,
  tx: Database,
  actor: Actor,
  id: number,
  input: { decision: FinanceDecision; reasons: string[]; message: string },
  options: { pendingOnly?: boolean } = {},
) {
  const [row] = rowsOf<WithdrawalRow>(
    await tx.execute(sql`select w.id, w.no, w.user_id, w.status, w.amount_fen, u.name as user_name
      from withdrawals w join users u on u.id = w.user_id where w.id = ${id}`),
  );
  if (!row) throw new NotFoundError(FINANCE_MESSAGES.withdrawalMissing);
  const from = row.status;
  if (from === 'approved' && input.decision === 'reject' && !options.pendingOnly) {
    if (!actor.permissions.has('finance:pay')) throw new ForbiddenError();
  } else if (from !== 'pending') {
    throw new BusinessRuleError(STALE);
  }
  const rejected = input.decision === 'reject';
  const explained = [...input.reasons, ...(input.message ? [input.message] : [])].join('；');
  const historyMessage = rejected ? explained : input.message;
  const set =
    from === 'pending'
      ? {
          reviewerId: actor.userId,
          reviewedAt: new Date(),
          reviewReasons: input.reasons,
          reviewMessage: input.message,
        }
      : { reviewReasons: input.reasons, reviewMessage: input.message };
  const moved = await transition(tx, {
    id,
    from: from as 'pending' | 'approved',
    to: rejected ? 'rejected' : 'approved',
    actorId: actor.userId,
    message: historyMessage,
    set,
  });
  if (rejected) {
    await withdrawalPostings.release(
      app.ledger,
      tx,
      { id: moved.id, no: moved.no, userId: moved.userId, amountFen: moved.amountFen },
      actor.userId,
    );
  }
  const amount = yuanText(Number(row.amount_fen));
  await app.operationLog.record(tx, {
    module: 'finance',
    action: rejected ? 'finance.withdrawal.reject' : 'finance.withdrawal.approve',
    targetType: 'withdrawal',
    targetId: id,
    targetLabel: row.no,
    actorId: actor.userId,
    summary: rejected
      ? `驳回提现 ${row.no}（${row.user_name}，${amount} 元；原因：${explained}）`
      : `审核通过提现 ${row.no}（${row.user_name}，${amount} 元）`,
    before: { status: from },
    after: { status: rejected ? 'rejected' : 'approved', reasons: input.reasons, message: input.message },
    context: actor.context,
  });
  await app.messages.send(
    [
      rejected
        ? {
            userId: row.user_id,
            type: MESSAGE_TYPES.wallet,
            title: '提现申请被驳回',
            content: `你的提现申请 ${row.no}（${amount} 元）被驳回，原因：${explained}。金额已退回可提现余额。`,
            link: `/personal/withdraw?id=${id}`,
          }
        : {
            userId: row.user_id,
            type: MESSAGE_TYPES.wallet,
            title: '提现审核通过',
            content: `你的提现申请 ${row.no}（${amount} 元）已审核通过，等待打款。`,
            link: `/personal/withdraw?id=${id}`,
          },
    ],
    tx,
  );
}

/** The same decision over several pending withdrawals; each refused one is skipped with its message. */
export async function reviewBatch(
  app: FastifyInstance,
  tx: Database,
  actor: Actor,
  ids: number[],
  input: { decision: FinanceDecision; reasons: string[]; message: string },
) {
  const decided: number[] = [];
  const skipped: Array<{ id: number; message: string }> = [];
  for (const id of ids) {
    try {
      // A savepoint per item: a refused one leaves nothing behind, the others stay.
      await tx.transaction((item) => reviewWithdrawal(app, item, actor, id, input, { pendingOnly: true }));
      decided.push(id);
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 202 || error.statusCode === 404)) {
        skipped.push({ id, message: error.message });
        continue;
      }
      throw error;
    }
  }
  return { decided, skipped };
}
