import { PAYOUT_MESSAGES, type WithdrawalStatus } from '@creator-console/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import { withdrawals } from '../withdrawals/schema.js';
import { withdrawalPostings } from '../withdrawals/postings.js';
import { monthPaid } from '../withdrawals/tax.js';
import { transition } from '../withdrawals/transition.js';
import { toStaffWithdrawals, withdrawalRow } from '../withdrawals/view.js';

/**
 * Every call this room makes into the money foundation (withdrawals transition, postings, tax,
 * views), in one place: this room's snake_case rows are adapted to the foundation's names here.
 */

export interface Held {
  id: number;
  no: string;
  user_id: number;
  amount_fen: number;
  tax_fen?: number;
}

export interface TransitionInput {
  id: number;
  from: WithdrawalStatus;
  to: WithdrawalStatus;
  actorId: number;
  message: string;
  set?: Parameters<typeof transition>[1]['set'];
}

const held = (w: Held) => ({ id: w.id, no: w.no, userId: w.user_id, amountFen: w.amount_fen });

export const foundation = (app: FastifyInstance) => ({
  transition: (tx: Database, input: TransitionInput) => transition(tx, input),
  hold: (tx: Database, w: Held, actorId: number) => withdrawalPostings.hold(app.ledger, tx, held(w), actorId),
  release: (tx: Database, w: Held, actorId: number) =>
    withdrawalPostings.release(app.ledger, tx, held(w), actorId),
  payout: (tx: Database, w: Held & { tax_fen: number }, actorId: number) =>
    withdrawalPostings.payout(app.ledger, tx, held(w), w.tax_fen, actorId),
  returned: (tx: Database, w: Held & { tax_fen: number }, actorId: number) =>
    withdrawalPostings.return(app.ledger, tx, held(w), w.tax_fen, actorId),
  /**
   * The user's paid gross and withheld tax of the Asia/Shanghai month of `at` (returns in neither);
   * `lock` serialises one user's payouts (the user's ledger accounts, locked in id order).
   */
  monthTotals: (q: Database, userId: number, at: Date, lock = false) => monthPaid(q, userId, at, { lock }),
  /** The staff views of withdrawals `ids` (missing ones left out). */
  staffViews: async (q: Database, ids: number[]) =>
    ids.length === 0
      ? []
      : toStaffWithdrawals(q, await q.select().from(withdrawals).where(inArray(withdrawals.id, ids))),
  /** The staff view of one withdrawal (it exists: the caller just moved it). */
  staffView: async (q: Database, id: number) => {
    const row = await withdrawalRow(q, id);
    if (!row) throw new NotFoundError(PAYOUT_MESSAGES.missing);
    const [view] = await toStaffWithdrawals(q, [row]);
    return view!;
  },
});
export type Foundation = ReturnType<typeof foundation>;
