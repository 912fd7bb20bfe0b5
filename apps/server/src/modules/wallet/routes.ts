import {
  endpoints,
  laborTax,
  maskAccount,
  payoutAccountSchemaOf,
  WALLET_LIMITS,
  WALLET_MESSAGES,
  withholdingFen,
  type OperationLogModule,
  type WalletWithdrawalType,
} from '@creator-console/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/queries.js';
import { sessions } from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import { keyIdentityOf } from '../../http/idempotency.js';
import { route } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';
import { withdrawalPostings } from '../withdrawals/postings.js';
import { transition } from '../withdrawals/transition.js';
import { blockingReasons } from './eligibility.js';
import {
  accountView,
  certificationsOf,
  entriesOf,
  monthFigures,
  openWithdrawals,
  ownWithdrawal,
  rows,
  walletReadings,
  withdrawalHistory,
  withdrawalsOf,
} from './reads.js';
import { MAX_BATCH, WithdrawalBatcher } from './withdraw-batch.js';
import {
  createdEntry,
  eligibilityRefusal,
  factsOf,
  insertWithdrawals,
  invoiceRefusal,
  lockUser,
  takenInvoices,
  taxOf,
  type CreatedWithdrawal,
} from './withdraw.js';

const FINANCE: OperationLogModule = 'finance';
const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The routes an acting MCN login may not use: their 403 comes before any 400 and 202 (money.md §4). */
const OWNER_ONLY = new Set([
  `POST ${endpoints.createWithdrawal.path}`,
  `POST ${endpoints.cancelWithdrawal.path.replace('{id}', ':id')}`,
  `PUT ${endpoints.bindPayoutAccount.path.replace('{type}', ':type')}`,
]);

/** The key under which a session's acting MCN is kept beside it (set when the session starts, never changed). */
const ACTING_MCN = {};

export default async function walletRoutes(app: FastifyInstance) {
  const { wallet: settings } = app.config;

  /** The MCN acting as this session's creator, or null: read once per session, then kept beside it. */
  async function actingMcnId(request: FastifyRequest): Promise<number | null> {
    const principal = request.principal;
    if (!principal) return null;
    return app.sessions.remember(principal.sessionId, ACTING_MCN, async () => {
      const [row] = await app.db
        .select({ acting: sessions.actingMcnId })
        .from(sessions)
        .where(eq(sessions.id, principal.sessionId));
      return row?.acting ?? null;
    });
  }

  // After the access guard (onRequest), before the body is validated: the acting 403 first.
  app.addHook('preValidation', async (request) => {
    if (!OWNER_ONLY.has(`${request.method} ${request.routeOptions.url}`)) return;
    if ((await actingMcnId(request)) !== null) throw new ForbiddenError(WALLET_MESSAGES.acting);
  });

  const perAccount = (name: string, limit: { max: number; windowMs: number }) => ({
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request: FastifyRequest) => `${name}:${request.principal?.userId ?? request.ip}`,
    },
  });

  const batchSize = settings.withdrawBatch ?? MAX_BATCH;
  const batcher = batchSize > 0 ? new WithdrawalBatcher(app, settings.withdrawDailyLimit, batchSize) : null;

  route(app, endpoints.myWallet, async ({ principal, request }) => {
    const now = new Date();
    const mcn = principal.role?.key === 'mcn';
    const acting = await actingMcnId(request);
    const readings = await walletReadings(app.db, principal.userId, now, { totals: true });
    const { balances, certs, accounts, usedToday: used } = readings;
    const totals = readings.totals!;
    const facts = factsOf(readings, mcn, settings.withdrawDailyLimit);
    const eligibility = (type: WalletWithdrawalType) => {
      const reasons = blockingReasons(type, facts, now);
      return { allowed: reasons.length === 0 ? (1 as const) : (0 as const), reasons };
    };
    return {
      available_fen: balances.availableFen,
      withdrawing_fen: balances.withdrawingFen,
      total_income_fen: totals.totalIncomeFen,
      total_withdrawn_fen: totals.totalWithdrawnFen,
      tax_withheld_year_fen: totals.taxWithheldYearFen,
      frozen: bit(balances.frozen),
      frozen_reason: balances.frozenReason,
      real_name: certs.realName,
      entity_name: certs.entityName,
      real_name_approved: bit(certs.realNameApproved),
      enterprise_approved: bit(certs.enterpriseApproved),
      mcn: bit(mcn),
      acting: bit(acting !== null),
      accounts: {
        personal: accounts.personal ? accountView(accounts.personal) : null,
        company: accounts.company ? accountView(accounts.company) : null,
      },
      eligibility: { personal: eligibility('personal'), company: eligibility('company') },
      limits: {
        min_fen: WALLET_LIMITS.minFen,
        personal_max_fen: WALLET_LIMITS.personalMaxFen,
        company_max_fen: WALLET_LIMITS.companyMaxFen,
        daily_count: settings.withdrawDailyLimit,
        used_today: used,
      },
      partner: bit(totals.partner),
      invoice_title: { name: settings.invoiceTitle.name, tax_id: settings.invoiceTitle.taxId },
    };
  });

  route(app, endpoints.myWalletEntries, ({ principal, query }) => entriesOf(app.db, principal.userId, query));

  route(app, endpoints.bindPayoutAccount, {
    config: perAccount('payout-account', settings.payoutAccountLimit),
    handler: async ({ principal, params, body, request }) => {
      const type = params.type;
      const parsed = payoutAccountSchemaOf(type).safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
          message: issue.message,
        }));
        throw new BadRequestError(issues[0]!.message, issues);
      }
      const input = parsed.data as {
        bank_name: string;
        bank_branch: string;
        account_number: string;
        taxpayer_type?: 'general' | 'small';
      };
      const userId = principal.userId;
      const now = new Date();
      return app.db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const certs = await certificationsOf(tx, userId);
        if (type === 'personal' && !certs.realNameApproved)
          throw new BusinessRuleError(WALLET_MESSAGES.bindRealName);
        if (type === 'company' && !certs.enterpriseApproved) {
          throw new BusinessRuleError(WALLET_MESSAGES.bindEnterprise);
        }
        if (type === 'personal' && principal.role?.key === 'mcn') {
          throw new BusinessRuleError(WALLET_MESSAGES.bindMcnCompanyOnly);
        }
        if ((await openWithdrawals(tx, userId, type)) > 0) {
          throw new BusinessRuleError(WALLET_MESSAGES.bindOpenWithdrawal);
        }
        const accountName = type === 'personal' ? certs.realName : certs.entityName;
        const [previous] = await rows<{ id: number; account_number: string }>(
          tx,
          sql`update payout_accounts set status = 'replaced'
              where user_id = ${userId} and type = ${type} and status = 'active'
              returning id, account_number`,
        );
        const usableFrom = new Date(now.getTime() + WALLET_LIMITS.payoutLockHours * 3_600_000);
        const [created] = await rows<Parameters<typeof accountView>[0]>(
          tx,
          sql`insert into payout_accounts
                (user_id, type, account_name, bank_name, bank_branch, account_number, taxpayer_type,
                 status, invalid_reason, usable_from)
              values (${userId}, ${type}, ${accountName}, ${input.bank_name}, ${input.bank_branch},
                 ${input.account_number}, ${type === 'company' ? (input.taxpayer_type ?? null) : null},
                 'active', '', ${usableFrom.toISOString()}::timestamptz)
              returning id, type, account_name, bank_name, bank_branch, account_number, taxpayer_type, status,
                invalid_reason, usable_from, verified_at`,
        );
        const view = accountView(created!);
        await app.operationLog.record(tx, {
          module: FINANCE,
          action: previous ? 'payout_account.replace' : 'payout_account.bind',
          targetType: 'payout_account',
          targetId: view.id,
          targetLabel: `${view.bank_name} ${view.account_masked}`,
          actorId: userId,
          summary: `${previous ? '更换' : '绑定'}${type === 'personal' ? '收款银行卡' : '对公收款账户'} ${view.bank_name} ${view.account_masked}`,
          before: previous ? { account_masked: maskAccount(previous.account_number) } : null,
          after: {
            bank_name: view.bank_name,
            account_masked: view.account_masked,
            usable_from: view.usable_from,
          },
          context: requestContext(request),
        });
        return view;
      });
    },
  });

  route(app, endpoints.withdrawalQuote, async ({ principal, query }) => {
    const { month, paidFen, taxFen } = await monthFigures(app.db, principal.userId, new Date());
    const personal = query.type === 'personal';
    const tax = personal ? withholdingFen(query.amount_fen, paidFen, taxFen) : 0;
    const breakdown = laborTax(paidFen + query.amount_fen);
    return {
      amount_fen: query.amount_fen,
      tax_fen: tax,
      net_fen: query.amount_fen - tax,
      month,
      month_paid_fen: personal ? paidFen : 0,
      month_tax_fen: personal ? taxFen : 0,
      breakdown: personal
        ? {
            deduction_fen: breakdown.deduction_fen,
            taxable_fen: breakdown.taxable_fen,
            rate_pct: breakdown.rate_pct,
            quick_deduction_fen: breakdown.quick_deduction_fen,
          }
        : { deduction_fen: 0, taxable_fen: 0, rate_pct: 0, quick_deduction_fen: 0 },
    };
  });

  route(app, endpoints.createWithdrawal, {
    config: perAccount('withdraw', settings.withdrawLimit),
    // Alone, in the key's own transaction: the path of a batch that failed (withdraw-batch.ts).
    handler: async (context) => {
      const { principal, body, request } = context;
      const tx = context.tx;
      const userId = principal.userId;
      const now = new Date();
      await lockUser(tx, userId);
      const readings = await walletReadings(tx, userId, now, { month: body.type === 'personal' });
      const mcn = principal.role?.key === 'mcn';
      const refusal = eligibilityRefusal(body, readings, mcn, settings.withdrawDailyLimit, now);
      if (refusal) throw new BusinessRuleError(refusal);
      const account = readings.accounts[body.type]!;
      const invoice = body.invoice;
      if (invoice) {
        const taken = await takenInvoices(tx, [invoice.number]);
        const problem = invoiceRefusal(invoice, account, taken.has(invoice.number));
        if (problem) throw new BusinessRuleError(problem);
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      let created: CreatedWithdrawal;
      try {
        [created] = (await insertWithdrawals(
          tx,
          [{ userId, input: body, account, taxFen: taxOf(body, readings), key }],
          now,
        )) as [CreatedWithdrawal];
      } catch (error) {
        if (invoice && isUniqueViolation(error)) throw new BusinessRuleError(WALLET_MESSAGES.invoiceUsed);
        throw error;
      }
      const { id, no, view } = created;
      await withdrawalPostings.hold(app.ledger, tx, { id, no, userId, amountFen: body.amount_fen }, userId);
      await app.operationLog.record(tx, createdEntry(userId, body, created, requestContext(request)));
      return view;
    },
    // Served in batches (group commit): one transaction for the requests that arrive together.
    answerKey: ({ principal, body, request }, key, once) =>
      batcher === null
        ? once()
        : batcher.submit({
            userId: principal.userId,
            mcn: principal.role?.key === 'mcn',
            input: body,
            key,
            identity: keyIdentityOf(endpoints.createWithdrawal, request),
            context: requestContext(request),
            once,
          }),
  });

  route(app, endpoints.myWithdrawals, ({ principal, query }) =>
    withdrawalsOf(app.db, principal.userId, query),
  );

  route(app, endpoints.myWithdrawalDetail, async ({ principal, params }) => {
    const found = await ownWithdrawal(app.db, principal.userId, params.id);
    if (!found) throw new NotFoundError(WALLET_MESSAGES.missing);
    return { ...found, history: await withdrawalHistory(app.db, found.id) };
  });

  route(app, endpoints.cancelWithdrawal, {
    handler: async (context) => {
      const { principal, params, request } = context;
      const tx = context.tx;
      const userId = principal.userId;
      await lockUser(tx, userId);
      const found = await ownWithdrawal(tx, userId, params.id, true);
      if (!found) throw new NotFoundError(WALLET_MESSAGES.missing);
      if (found.status !== 'pending') throw new BusinessRuleError(WALLET_MESSAGES.onlyPendingCancel);
      // A review that moved it meanwhile (staff do not take the user's lock): the cancel's own 202.
      await transition(tx, { id: found.id, from: 'pending', to: 'cancelled', actorId: userId }).catch(
        (error: unknown) => {
          if (error instanceof BusinessRuleError)
            throw new BusinessRuleError(WALLET_MESSAGES.onlyPendingCancel);
          throw error;
        },
      );
      await withdrawalPostings.release(
        app.ledger,
        tx,
        { id: found.id, no: found.no, userId, amountFen: found.amount_fen },
        userId,
      );
      await app.operationLog.record(tx, {
        module: FINANCE,
        action: 'withdrawal.cancel',
        targetType: 'withdrawal',
        targetId: found.id,
        targetLabel: found.no,
        actorId: userId,
        summary: `撤销提现 ${found.no}`,
        before: { status: 'pending' },
        after: { status: 'cancelled' },
        context: requestContext(request),
      });
      return (await ownWithdrawal(tx, userId, found.id))!;
    },
  });
}
