import {
  maskAccount,
  moneyNumbers,
  WALLET_MESSAGES,
  type withdrawalInput,
  withholdingFen,
  type OperationLogModule,
  type WalletWithdrawal,
} from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { platformDay } from '../../dates.js';
import type { OperationLogEntry, RequestContext } from '../operation-log/record.js';
import { blockingReasons, type WalletFacts } from './eligibility.js';
import {
  rows,
  WITHDRAWAL_COLUMNS,
  withdrawalView,
  type PayoutAccountRow,
  type Q,
  type WalletReadings,
  type WithdrawalViewRow,
} from './reads.js';

/**
 * What a withdrawal request decides on and writes (money.md §3, §8.5), shared by the one-request
 * path (`createWithdrawal` in routes.ts) and the batch (withdraw-batch.ts): the rules are stated
 * once, here and in eligibility.ts.
 */

/** Serialises one user's money actions (a transaction-scoped advisory lock; namespace, user id). */
export const WALLET_LOCK = 720_260_015;

export const lockUser = (q: Q, userId: number) =>
  q.execute(sql`select pg_advisory_xact_lock(${WALLET_LOCK}, ${userId})`);

/** The locks of many users in one statement, taken in ascending id (the same keys as `lockUser`). */
export const lockUsers = (q: Q, userIds: readonly number[]) => {
  const ids = [...new Set(userIds.map((id) => Math.trunc(id)))].sort((a, b) => a - b);
  return q.execute(
    sql`select pg_advisory_xact_lock(${WALLET_LOCK}, u.id)
        from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as u(id, n) order by u.n`,
  );
};

/** A request's body, as the contract parsed it. */
export type WithdrawalInput = z.output<typeof withdrawalInput>;
type Invoice = NonNullable<WithdrawalInput['invoice']>;

/** What eligibility decides on, from the readings (read inside the user's lock when writing). */
export function factsOf(readings: WalletReadings, mcn: boolean, dailyLimit: number): WalletFacts {
  const { balances, certs, accounts } = readings;
  const account = (row: WalletReadings['accounts']['personal']) =>
    row ? { status: row.status, usableFrom: new Date(row.usable_from as string) } : null;
  return {
    frozen: balances.frozen,
    realNameApproved: certs.realNameApproved,
    enterpriseApproved: certs.enterpriseApproved,
    mcn,
    accounts: { personal: account(accounts.personal), company: account(accounts.company) },
    usedToday: readings.usedToday,
    dailyLimit,
    availableFen: balances.availableFen,
  };
}

/** The first reason the request is refused (its 202), before the invoice is looked at; or null. */
export function eligibilityRefusal(
  input: WithdrawalInput,
  readings: WalletReadings,
  mcn: boolean,
  dailyLimit: number,
  now: Date,
): string | null {
  const [first] = blockingReasons(input.type, factsOf(readings, mcn, dailyLimit), now, input.amount_fen);
  return first ? first.message : null;
}

/** The invoice's refusal: its number used by another open or paid withdrawal (`taken`), or its type. */
export function invoiceRefusal(invoice: Invoice, account: PayoutAccountRow, taken: boolean): string | null {
  if (taken) return WALLET_MESSAGES.invoiceUsed;
  if (account.taxpayer_type === 'general' && invoice.type !== 'special') {
    return WALLET_MESSAGES.generalNeedsSpecial;
  }
  return null;
}

/** The invoice numbers among `numbers` that open or paid withdrawals carry. */
export async function takenInvoices(q: Q, numbers: readonly string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const found = await rows<{ invoice_number: string }>(
    q,
    sql`select invoice_number from withdrawals
        where invoice_number in (${sql.join(
          numbers.map((number) => sql`${number}`),
          sql`, `,
        )})
          and status in ('pending', 'approved', 'paying', 'paid')`,
  );
  return new Set(found.map((row) => row.invoice_number));
}

/** The tax withheld on a personal request (its month's figures read with the readings); 0 for company. */
export const taxOf = (input: WithdrawalInput, readings: WalletReadings) =>
  input.type === 'personal' && readings.month
    ? withholdingFen(input.amount_fen, readings.month.paidFen, readings.month.taxFen)
    : 0;

/** An accepted request, ready to write. */
export interface AcceptedWithdrawal {
  userId: number;
  input: WithdrawalInput;
  account: PayoutAccountRow;
  taxFen: number;
  key: string;
}

/** A written request: its id and number, and its owner's view. */
export interface CreatedWithdrawal {
  id: number;
  no: string;
  view: WalletWithdrawal;
}

/**
 * Writes accepted requests — each a withdrawal and the first step of its history (— → pending) —
 * in three statements whatever their count (ids, then the rows), answering them in the order given.
 */
export async function insertWithdrawals(
  q: Q,
  accepted: readonly AcceptedWithdrawal[],
  now: Date,
): Promise<CreatedWithdrawal[]> {
  if (accepted.length === 0) return [];
  const ids = (
    await rows<{ id: number }>(
      q,
      sql`select nextval(pg_get_serial_sequence('withdrawals', 'id'))::int as id
          from generate_series(1, ${accepted.length}::int)`,
    )
  ).map((row) => Number(row.id));
  const day = platformDay(now).replaceAll('-', '');
  const values = accepted.map((item, i) => {
    const { input, account } = item;
    const id = ids[i]!;
    return {
      id,
      no: moneyNumbers.withdrawal(day, id),
      user_id: item.userId,
      type: input.type,
      amount_fen: input.amount_fen,
      tax_fen: item.taxFen,
      net_fen: input.amount_fen - item.taxFen,
      payout_account_id: account.id,
      account_name: account.account_name,
      bank_name: account.bank_name,
      account_masked: maskAccount(account.account_number),
      invoice: input.invoice ?? null,
      invoice_number: input.invoice?.number ?? null,
      idempotency_key: item.key,
    };
  });
  // The requests and their first history steps in one statement, answered as the owner sees them.
  const created = await rows<WithdrawalViewRow>(
    q,
    sql`with created as (
          insert into withdrawals
            (id, no, user_id, type, status, amount_fen, tax_fen, net_fen, payout_account_id, account_name,
             bank_name, account_masked, invoice, invoice_number, idempotency_key)
          select r.id, r.no, r.user_id, r.type, 'pending', r.amount_fen, r.tax_fen, r.net_fen,
            r.payout_account_id, r.account_name, r.bank_name, r.account_masked, r.invoice, r.invoice_number,
            r.idempotency_key
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(id int, no text, user_id int,
            type text, amount_fen bigint, tax_fen bigint, net_fen bigint, payout_account_id int,
            account_name text, bank_name text, account_masked text, invoice jsonb, invoice_number text,
            idempotency_key text)
          returning ${WITHDRAWAL_COLUMNS}, user_id),
        step as (
          insert into withdrawal_history (withdrawal_id, from_status, to_status, message, actor_id)
          select id, null, status, '', user_id from created)
        select * from created`,
  );
  const byId = new Map(created.map((row) => [Number(row.id), row]));
  return values.map(({ id, no }) => ({ id, no, view: withdrawalView(byId.get(id)!) }));
}

const FINANCE: OperationLogModule = 'finance';

/** The operation-log row of a created request (its owner is the actor). */
export function createdEntry(
  userId: number,
  input: WithdrawalInput,
  created: CreatedWithdrawal,
  context: RequestContext,
): OperationLogEntry {
  const { id, no, view } = created;
  return {
    module: FINANCE,
    action: 'withdrawal.create',
    targetType: 'withdrawal',
    targetId: id,
    targetLabel: no,
    actorId: userId,
    summary: `申请${input.type === 'personal' ? '个人' : '企业'}提现 ${no}，金额 ${(input.amount_fen / 100).toFixed(2)} 元`,
    after: {
      no,
      type: input.type,
      amount_fen: input.amount_fen,
      tax_fen: view.tax_fen,
      account_masked: view.account.account_masked,
    },
    context,
  };
}
