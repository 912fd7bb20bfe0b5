import { WITHDRAWAL_MESSAGES, type WithdrawalStatus } from '@creator-console/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { BusinessRuleError } from '../../http/errors.js';
import { withdrawalHistory, withdrawals } from './schema.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
type Changes = Partial<Omit<typeof withdrawals.$inferInsert, 'id' | 'status' | 'userId' | 'no'>>;

/**
 * Moves a withdrawal from `from` to `to` (money.md §7.1) with `set`, and writes its history step:
 * `UPDATE … WHERE id = ? AND status = from RETURNING`, so of two concurrent moves only one
 * happens; the other (and any move from a state the withdrawal has left) answers 202
 * `该提现状态已变更，请刷新后重试`. Run it inside the transaction of the move's postings.
 */
export async function transition(
  q: Database,
  move: {
    id: number;
    from: WithdrawalStatus;
    to: WithdrawalStatus;
    actorId: number | null;
    /** The history step's message (a reason, a bank reference). */
    message?: string;
    set?: Changes;
    /** When the move happened, if not now (the demo seed's history). */
    at?: Date;
  },
): Promise<WithdrawalRow> {
  const [row] = await q
    .update(withdrawals)
    .set({ ...move.set, status: move.to, updatedAt: move.at ?? sql`now()` })
    .where(and(eq(withdrawals.id, move.id), eq(withdrawals.status, move.from)))
    .returning();
  if (!row) throw new BusinessRuleError(WITHDRAWAL_MESSAGES.stale);
  await q.insert(withdrawalHistory).values({
    withdrawalId: row.id,
    fromStatus: move.from,
    toStatus: move.to,
    message: move.message ?? '',
    actorId: move.actorId,
    ...(move.at ? { createdAt: move.at } : {}),
  });
  return row;
}

/** The first step of a new withdrawal's history (— → pending). */
export async function recordCreated(
  q: Database,
  row: Pick<WithdrawalRow, 'id' | 'status'>,
  actorId: number,
  at?: Date,
) {
  await q.insert(withdrawalHistory).values({
    withdrawalId: row.id,
    fromStatus: null,
    toStatus: row.status,
    message: '',
    actorId,
    ...(at ? { createdAt: at } : {}),
  });
}
