import type { Database } from '../../db/database.js';
import type { Leg, Ledger, Posted, Posting } from '../ledger/ledger.js';
import { postMany } from '../ledger/post-many.js';

/** The withdrawal a posting is of. */
export interface HeldWithdrawal {
  id: number;
  no: string;
  userId: number;
  amountFen: number;
}

const source = (w: HeldWithdrawal) => ({ type: 'withdrawal', id: w.id });
/** `at`: when it happened, if not now (the demo seed's history). */
const dated = (at: Date | undefined) => (at ? { at } : {});

/** A withdrawal's hold: its amount from the wallet to the withdrawing account. */
const holdPosting = (w: HeldWithdrawal, actorId: number | null, at?: Date): Posting => ({
  ...dated(at),
  kind: 'withdraw_hold',
  source: source(w),
  title: `提现申请 ${w.no}`,
  actorId,
  legs: [
    { account: { kind: 'wallet', userId: w.userId }, amountFen: -w.amountFen },
    { account: { kind: 'withdrawing', userId: w.userId }, amountFen: w.amountFen },
  ],
});

/**
 * The legs of a withdrawal's life (money.md §6.2), each posted at most once per withdrawal (the
 * ledger's `(kind, source)`), inside the caller's transaction `q`.
 */
export const withdrawalPostings = {
  /** Requested: the amount moves from the wallet to the withdrawing account (202 when short). */
  hold: (
    ledger: Ledger,
    q: Database,
    w: HeldWithdrawal,
    actorId: number | null,
    at?: Date,
  ): Promise<Posted> => ledger.post(holdPosting(w, actorId, at), q),

  /** The holds of many new withdrawals at once (a batch of requests), in the caller's transaction. */
  holdMany: (
    q: Database,
    held: readonly { w: HeldWithdrawal; actorId: number | null }[],
  ): Promise<number[]> =>
    postMany(
      q,
      held.map(({ w, actorId }) => holdPosting(w, actorId)),
    ),

  /** Rejected, cancelled or failed: the hold goes back to the wallet. */
  release: (
    ledger: Ledger,
    q: Database,
    w: HeldWithdrawal,
    actorId: number | null,
    at?: Date,
  ): Promise<Posted> =>
    ledger.post(
      {
        ...dated(at),
        kind: 'withdraw_release',
        source: source(w),
        title: `提现退回 ${w.no}`,
        actorId,
        legs: [
          { account: { kind: 'withdrawing', userId: w.userId }, amountFen: -w.amountFen },
          { account: { kind: 'wallet', userId: w.userId }, amountFen: w.amountFen },
        ],
      },
      q,
    ),

  /** Paid: out of the withdrawing account, `taxFen` withheld and the rest paid out. */
  payout: (
    ledger: Ledger,
    q: Database,
    w: HeldWithdrawal,
    taxFen: number,
    actorId: number | null,
    at?: Date,
  ): Promise<Posted> =>
    ledger.post(
      {
        ...dated(at),
        kind: 'withdraw_payout',
        source: source(w),
        title: `提现打款 ${w.no}`,
        actorId,
        legs: [
          { account: { kind: 'withdrawing', userId: w.userId }, amountFen: -w.amountFen },
          ...taxLeg(taxFen),
          { account: { kind: 'sys_payouts' }, amountFen: w.amountFen - taxFen },
        ],
      },
      q,
    ),

  /** Returned by the bank (退票): the payout and its withheld tax come back to the wallet. */
  return: (
    ledger: Ledger,
    q: Database,
    w: HeldWithdrawal,
    taxFen: number,
    actorId: number | null,
    at?: Date,
  ): Promise<Posted> =>
    ledger.post(
      {
        ...dated(at),
        kind: 'withdraw_return',
        source: source(w),
        title: `退票退回 ${w.no}`,
        actorId,
        legs: [
          { account: { kind: 'sys_payouts' }, amountFen: -(w.amountFen - taxFen) },
          ...taxLeg(-taxFen),
          { account: { kind: 'wallet', userId: w.userId }, amountFen: w.amountFen },
        ],
      },
      q,
    ),
};

const taxLeg = (amountFen: number): Leg[] =>
  amountFen === 0 ? [] : [{ account: { kind: 'sys_tax_withheld' }, amountFen }];
