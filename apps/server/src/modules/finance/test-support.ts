import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper.js';
import { withdrawalPostings } from '../withdrawals/postings.js';
import { payoutAccounts, withdrawals } from '../withdrawals/schema.js';
import { recordCreated } from '../withdrawals/transition.js';

let serial = 0;

/**
 * A pending withdrawal of `userId` made the way POST /api/wallet/withdrawals makes one: an active
 * payout account (bound two days ago, so usable), the row, the foundation's hold posting and the
 * first history step — for tests of what finance does next.
 */
export async function makeWithdrawal(
  t: TestApp,
  userId: number,
  amountFen: number,
  type: 'personal' | 'company' = 'personal',
): Promise<number> {
  const { db } = t.database;
  return db.transaction(async (tx) => {
    const active = and(
      eq(payoutAccounts.userId, userId),
      eq(payoutAccounts.type, type),
      eq(payoutAccounts.status, 'active'),
    );
    let [account] = await tx.select({ id: payoutAccounts.id }).from(payoutAccounts).where(active);
    if (!account) {
      [account] = await tx
        .insert(payoutAccounts)
        .values({
          userId,
          type,
          accountName: '测试收款人',
          bankName: '招商银行',
          accountNumber: '6225880123456783',
          usableFrom: sql`now() - interval '2 days'`,
        })
        .returning({ id: payoutAccounts.id });
    }
    serial += 1;
    const [row] = await tx
      .insert(withdrawals)
      .values({
        no: `TXTEST${Date.now()}${serial}`,
        userId,
        type,
        status: 'pending',
        amountFen,
        taxFen: 0,
        netFen: amountFen,
        payoutAccountId: account!.id,
        accountName: '测试收款人',
        bankName: '招商银行',
        accountMasked: '6225 **** **** 6783',
        idempotencyKey: randomUUID(),
      })
      .returning();
    await withdrawalPostings.hold(t.app.ledger, tx, { id: row!.id, no: row!.no, userId, amountFen }, userId);
    await recordCreated(tx, row!, userId);
    return row!.id;
  });
}
