import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';

/**
 * Every call this room makes into the lead's withdrawals module (transition, postings, tax, view),
 * in one place: the money foundation's names are adapted here and nowhere else.
 */

export interface Held {
  id: number;
  no: string;
  user_id: number;
  amount_fen: number;
  tax_fen?: number;
  net_fen?: number;
}

export interface TransitionInput {
  id: number;
  from: string;
  to: string;
  actorId: number;
  message: string;
  set?: Record<string, unknown>;
}

export const foundation = (app: FastifyInstance) => ({
  transition: (tx: Database, input: TransitionInput) => app.withdrawals.transition(tx, input),
  hold: (tx: Database, w: Held, actorId: number) => app.withdrawals.postings.hold(tx, w, actorId),
  release: (tx: Database, w: Held, actorId: number) => app.withdrawals.postings.release(tx, w, actorId),
  payout: (tx: Database, w: Held & { tax_fen: number; net_fen: number }, actorId: number) =>
    app.withdrawals.postings.payout(tx, w, actorId),
  returned: (tx: Database, w: Held, actorId: number) => app.withdrawals.postings.return(tx, w, actorId),
  /** The user's paid gross and withheld tax of the Asia/Shanghai month of `at` (returns in neither). */
  monthTotals: (q: Database, userId: number, at: Date): Promise<{ paidFen: number; taxFen: number }> =>
    app.withdrawals.tax.monthTotals(q, userId, at),
  staffView: (q: Database, id: number) => app.withdrawals.staffView(q, id),
  staffViews: (q: Database, ids: number[]) => app.withdrawals.staffViews(q, ids),
});
export type Foundation = ReturnType<typeof foundation>;
