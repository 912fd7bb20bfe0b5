import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper.js';
import { rowsOf } from './reads.js';

let serial = 0;

/**
 * A pending withdrawal of `userId` made the way POST /api/wallet/withdrawals makes one (a payout
 * account, the row, the hold posting, the first history row), for tests of what finance does next.
 */
export async function makeWithdrawal(
  t: TestApp,
  userId: number,
  amountFen: number,
  type: 'personal' | 'company' = 'personal',
): Promise<number> {
  const { db } = t.database;
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into payout_accounts (user_id, type, account_name, bank_name, bank_branch, account_number, status, usable_from)
      select ${userId}, ${type}, '测试收款人', '招商银行', '', '6225880123456783', 'active', now() - interval '2 days'
      where not exists (select 1 from payout_accounts where user_id = ${userId} and type = ${type} and status = 'active')`);
    const [account] = rowsOf<{ id: number }>(
      await tx.execute(
        sql`select id from payout_accounts where user_id = ${userId} and type = ${type} and status = 'active'`,
      ),
    );
    serial += 1;
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into withdrawals (no, user_id, type, status, amount_fen, tax_fen, net_fen, payout_account_id,
          account_name, bank_name, account_masked, idempotency_key)
        values (${`TXTEST${Date.now()}${serial}`}, ${userId}, ${type}, 'pending', ${amountFen}, 0, ${amountFen}, ${account!.id},
          '测试收款人', '招商银行', '6225 **** **** 6783', ${randomUUID()}) returning id`),
    );
    const id = row!.id;
    await t.app.ledger.post(tx, {
      kind: 'withdraw_hold',
      source: { type: 'withdrawal', id },
      title: '提现申请',
      actorId: userId,
      legs: [
        { account: { kind: 'wallet', userId }, amountFen: -amountFen },
        { account: { kind: 'withdrawing', userId }, amountFen },
      ],
    });
    await tx.execute(sql`insert into withdrawal_history (withdrawal_id, from_status, to_status, message, actor_id)
      values (${id}, null, 'pending', '', ${userId})`);
    return id;
  });
}
