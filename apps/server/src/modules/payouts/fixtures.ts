import { maskAccount, withholdingFen } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { foundation } from './foundation.js';

/**
 * Test fixtures: money and approved withdrawals made with the foundation's own postings and
 * transitions (the wallet's request endpoint and the review endpoint belong to other rooms).
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function userId(app: FastifyInstance, username: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await app.db.execute(sql`select id from users where username = ${username}`),
  );
  if (!row) throw new Error(`no user ${username}`);
  return Number(row.id);
}

let sources = 0;
/** Credits `fen` to the user's wallet (a task reward with a made-up source). */
export async function fund(app: FastifyInstance, user: number, fen: number) {
  sources += 1;
  await app.ledger.credit({
    userId: user,
    amountFen: fen,
    kind: 'task_reward',
    source: { type: 'payouts_test', id: 900_000 + sources + Math.floor(Math.random() * 1_000_000) },
    title: '测试奖励',
    actorId: null,
  });
}

/** The user's active payout account of `type`, bound a day ago (created when missing). */
export async function payoutAccount(
  app: FastifyInstance,
  user: number,
  type: 'personal' | 'company' = 'personal',
  number = type === 'personal' ? '6225880123456783' : '571909876510601',
): Promise<number> {
  const [active] = rowsOf<{ id: number }>(
    await app.db.execute(
      sql`select id from payout_accounts where user_id = ${user} and type = ${type} and status = 'active'`,
    ),
  );
  if (active) return Number(active.id);
  const [row] = rowsOf<{ id: number }>(
    await app.db.execute(sql`
      insert into payout_accounts (user_id, type, account_name, bank_name, bank_branch, account_number,
        taxpayer_type, status, usable_from)
      values (${user}, ${type}, '测试收款人', '招商银行', '杭州分行', ${number},
        ${type === 'company' ? 'general' : null}, 'active', now() - interval '1 day')
      returning id`),
  );
  return Number(row!.id);
}

let numbers = 0;
/**
 * A withdrawal of `fen` held from the user's wallet and approved by `reviewer` (pending → approved),
 * as the wallet and review endpoints leave it.
 */
export async function approvedWithdrawal(
  app: FastifyInstance,
  user: number,
  fen: number,
  reviewer: number,
  type: 'personal' | 'company' = 'personal',
): Promise<{ id: number; no: string }> {
  const account = await payoutAccount(app, user, type);
  numbers += 1;
  return app.db.transaction(async (tx) => {
    const taxFen = type === 'personal' ? withholdingFen(fen, 0, 0) : 0;
    const no = `TXTEST${String(Date.now()).slice(-8)}${String(numbers).padStart(4, '0')}`;
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into withdrawals (no, user_id, type, status, amount_fen, tax_fen, net_fen, payout_account_id,
          account_name, bank_name, account_masked, idempotency_key)
        values (${no}, ${user}, ${type}, 'pending', ${fen}, ${taxFen}, ${fen - taxFen}, ${account},
          '测试收款人', '招商银行', ${maskAccount('6225880123456783')}, ${`fixture-${no}`})
        returning id`),
    );
    const id = Number(row!.id);
    await foundation(app).hold(tx, { id, user_id: user, amount_fen: fen, no }, user);
    await foundation(app).transition(tx, {
      id,
      from: 'pending',
      to: 'approved',
      actorId: reviewer,
      message: '审核通过',
      set: { reviewerId: reviewer, reviewedAt: new Date() },
    });
    return { id, no };
  });
}
