import { OPEN_WITHDRAWAL_STATUSES, WITHDRAWAL_STATUSES, WITHDRAWAL_TYPES } from '@creator-console/contract';
import type { WithdrawalInvoice } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';
import { ledgerTransactions } from '../ledger/schema.js';

const money = (name: string) => bigint(name, { mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const PAYOUT_ACCOUNT_STATUSES = ['active', 'invalid', 'replaced'] as const;
export const TAXPAYER_TYPES = ['general', 'small'] as const;

/**
 * Where a user's withdrawals are paid (money.md §5). Rows are never edited but for `status`,
 * `invalid_reason` and `verified_at`: re-binding inserts a new row, so a withdrawal's account is
 * the one it was made to.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type', { enum: WITHDRAWAL_TYPES }).notNull(),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    bankBranch: text('bank_branch').notNull().default(''),
    /** Full; never sent except by the audited reveal and the payout sheet. */
    accountNumber: text('account_number').notNull(),
    taxpayerType: text('taxpayer_type', { enum: TAXPAYER_TYPES }),
    status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull().default('active'),
    invalidReason: text('invalid_reason').notNull().default(''),
    /** Bind time + 24 h. */
    usableFrom: timestamp('usable_from', { withTimezone: true }).notNull(),
    /** The first successful payment to it. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_accounts_active_key')
      .on(t.userId, t.type)
      .where(sql`${t.status} = 'active'`),
    check('payout_accounts_type_check', sql`${t.type} in ('personal', 'company')`),
    check('payout_accounts_status_check', sql`${t.status} in (${inList(PAYOUT_ACCOUNT_STATUSES)})`),
  ],
);

export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: serial('id').primaryKey(),
    /** `PB` + day + 4-digit id. */
    no: text('no').notNull().unique('payout_batches_no_key'),
    type: text('type', { enum: WITHDRAWAL_TYPES }).notNull(),
    status: text('status', { enum: ['open', 'closed', 'cancelled'] })
      .notNull()
      .default('open'),
    count: integer('count').notNull(),
    totalNetFen: money('total_net_fen').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    exportJobId: integer('export_job_id'),
    createdAt: createdAt(),
  },
  (t) => [check('payout_batches_status_check', sql`${t.status} in ('open', 'closed', 'cancelled')`)],
);

/** A withdrawal (money.md §5, §7.1). Its amount is held in the user's withdrawing account while open. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    /** `TX` + day + 6-digit id. */
    no: text('no').notNull().unique('withdrawals_no_key'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type', { enum: WITHDRAWAL_TYPES }).notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    amountFen: money('amount_fen').notNull(),
    /** The estimate while open, final once paid. */
    taxFen: money('tax_fen').notNull().default(0),
    netFen: money('net_fen').notNull(),
    payoutAccountId: integer('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    accountMasked: text('account_masked').notNull(),
    invoice: jsonb('invoice').$type<WithdrawalInvoice>(),
    invoiceNumber: text('invoice_number'),
    idempotencyKey: text('idempotency_key').notNull(),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'restrict' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewReasons: text('review_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reviewMessage: text('review_message').notNull().default(''),
    batchId: integer('batch_id').references(() => payoutBatches.id),
    payerId: integer('payer_id').references(() => users.id, { onDelete: 'restrict' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    bankRef: text('bank_ref'),
    failReason: text('fail_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_user_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('withdrawals_invoice_key')
      .on(t.invoiceNumber)
      .where(sql`${t.status} in ('pending', 'approved', 'paying', 'paid')`),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    index('withdrawals_type_status_idx').on(t.type, t.status, t.createdAt),
    index('withdrawals_user_idx').on(t.userId, t.createdAt.desc()),
    index('withdrawals_batch_idx').on(t.batchId),
    check('withdrawals_amount_check', sql`${t.amountFen} > 0`),
    check('withdrawals_status_check', sql`${t.status} in (${inList(WITHDRAWAL_STATUSES)})`),
    check('withdrawals_type_check', sql`${t.type} in ('personal', 'company')`),
  ],
);
/** The statuses that hold money, for queries. */
export const OPEN_STATUSES = OPEN_WITHDRAWAL_STATUSES;

export const withdrawalHistory = pgTable(
  'withdrawal_history',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    fromStatus: text('from_status', { enum: WITHDRAWAL_STATUSES }),
    toStatus: text('to_status', { enum: WITHDRAWAL_STATUSES }).notNull(),
    message: text('message').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [index('withdrawal_history_withdrawal_idx').on(t.withdrawalId, t.id)],
);

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A wallet adjustment: proposed by one person, approved (posted) or rejected by another. */
export const walletAdjustments = pgTable(
  'wallet_adjustments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Signed, never 0. */
    amountFen: money('amount_fen').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull().default('pending'),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionMessage: text('decision_message').notNull().default(''),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_adjustments_status_idx').on(t.status, t.createdAt),
    index('wallet_adjustments_user_idx').on(t.userId, t.createdAt.desc()),
    check('wallet_adjustments_amount_check', sql`${t.amountFen} <> 0`),
    check('wallet_adjustments_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
