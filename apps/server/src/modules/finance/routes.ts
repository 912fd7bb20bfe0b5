import { endpoints, FINANCE_MESSAGES, maskAccount } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import { route, withMessage } from '../../http/route.js';
import type { Principal } from '../../plugins/app/authorization.js';
import { requestContext } from '../operation-log/record.js';
import { inArray } from 'drizzle-orm';
import { withdrawals } from '../withdrawals/schema.js';
import { monthPaid } from '../withdrawals/tax.js';
import { historyOf, toStaffWithdrawals } from '../withdrawals/view.js';
import * as reads from './reads.js';
import {
  decideAdjustment,
  freeze,
  proposeAdjustment,
  reviewBatch,
  reviewWithdrawal,
  type Actor,
} from './writes.js';

const actorOf = (principal: Principal, request: FastifyRequest): Actor => ({
  userId: principal.userId,
  permissions: principal.permissions,
  context: requestContext(request),
});

/** The staff view of withdrawals by id, in the order of `ids`. */
async function staffWithdrawals(q: Database | Transaction, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await q
    .select()
    .from(withdrawals)
    .where(inArray(withdrawals.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  return toStaffWithdrawals(q, ordered);
}

/** Finance review and accounts (money.md §8.2): /finance/index and /finance/account. */
export default async function financeRoutes(app: FastifyInstance) {
  const mask = maskAccount;

  async function withdrawalDetail(q: Database | Transaction, id: number) {
    const [row] = await q
      .select()
      .from(withdrawals)
      .where(inArray(withdrawals.id, [id]));
    if (!row) throw new NotFoundError(FINANCE_MESSAGES.withdrawalMissing);
    const [withdrawal] = await toStaffWithdrawals(q, [row]);
    if (!withdrawal) throw new NotFoundError(FINANCE_MESSAGES.withdrawalMissing);
    const userId = withdrawal.user.id;
    // One after another: `q` may be a request's transaction, whose one client takes one query at a time.
    const history = await historyOf(q, id);
    const payout = await reads.payoutAccountsOf(q, [userId]);
    const { paidFen: monthPaidFen } = await monthPaid(q, userId, new Date(), { types: 'all' });
    const wallet = await reads.account(q, userId, mask);
    const used = payout.find((p) => p.id === row.payoutAccountId) ?? reads.shownAccount(payout);
    return {
      ...withdrawal,
      history: history.map(({ actorId, actor, ...step }) => ({
        ...step,
        actor: actorId ? { id: actorId, name: actor ?? '' } : null,
      })),
      payout_account: used ? reads.maskedAccount(used, mask) : null,
      month_paid_fen: monthPaidFen,
      available_fen: wallet?.account.available_fen ?? 0,
      frozen: wallet?.account.frozen ?? 0,
    };
  }

  route(app, endpoints.financeOverview, () => reads.overview(app.db));
  route(app, endpoints.financeAccounts, ({ query }) => reads.accounts(app.db, query, mask));
  route(app, endpoints.financeAccountDetail, async ({ params }) => {
    const found = await reads.account(app.db, params.userId, mask);
    if (!found) throw new NotFoundError(FINANCE_MESSAGES.accountMissing);
    const [entries, withdrawalIds, adjustments] = await Promise.all([
      reads.lastEntries(app.db, params.userId),
      reads.withdrawalPage(app.db, { page: 1, size: 20 }, params.userId),
      reads.adjustmentsOfUser(app.db, params.userId),
    ]);
    return {
      ...found.account,
      payout_accounts: found.payout,
      entries,
      withdrawals: await staffWithdrawals(app.db, withdrawalIds.ids),
      adjustments,
    };
  });
  route(app, endpoints.freezeFinanceAccount, async ({ params, body, principal, request }) => {
    await app.db.transaction((tx) => freeze(app, tx, actorOf(principal, request), params.userId, body));
    const found = await reads.account(app.db, params.userId, mask);
    return found!.account;
  });
  route(app, endpoints.financeAdjustments, ({ query }) => reads.adjustments(app.db, query));
  route(app, endpoints.createFinanceAdjustment, async ({ body, principal, request, tx }) => {
    const id = await proposeAdjustment(app, tx, actorOf(principal, request), body);
    return (await reads.adjustment(tx, id))!;
  });
  route(app, endpoints.decideFinanceAdjustment, async ({ params, body, principal, request, tx }) => {
    await decideAdjustment(app, tx, actorOf(principal, request), params.id, body);
    return (await reads.adjustment(tx, params.id))!;
  });
  route(app, endpoints.financeWithdrawals, async ({ query }) => {
    const page = await reads.withdrawalPage(app.db, query);
    return { data: await staffWithdrawals(app.db, page.ids), total: page.total };
  });
  route(app, endpoints.financeWithdrawalDetail, ({ params }) => withdrawalDetail(app.db, params.id));
  route(app, endpoints.reviewFinanceWithdrawal, async ({ params, body, principal, request, tx }) => {
    await reviewWithdrawal(app, tx, actorOf(principal, request), params.id, body);
    return withdrawalDetail(tx, params.id);
  });
  route(app, endpoints.reviewFinanceWithdrawalBatch, async ({ body, principal, request, tx }) => {
    const { ids, ...decision } = body;
    const result = await reviewBatch(app, tx, actorOf(principal, request), ids, decision);
    if (result.skipped.length === 0) return result;
    return withMessage(result, `已处理 ${result.decided.length} 条，跳过 ${result.skipped.length} 条`, 207);
  });
}
