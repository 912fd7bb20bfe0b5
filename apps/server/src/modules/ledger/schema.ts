import { LEDGER_TRANSACTION_KINDS, type LedgerTransactionKind } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

/** The accounts of the ledger (money.md §5): two per user, one per system purpose. */
export const LEDGER_ACCOUNT_KINDS = [
  'wallet',
  'withdrawing',
  'sys_task_rewards',
  'sys_mission_rewards',
  'sys_playlet_share',
  'sys_adjustments',
  'sys_tax_withheld',
  'sys_payouts',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export const USER_ACCOUNT_KINDS = ['wallet', 'withdrawing'] as const satisfies readonly LedgerAccountKind[];
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
export type SystemAccountKind = Exclude<LedgerAccountKind, UserAccountKind>;

/** What a transaction is: the contract's list (money.md §5); `(kind, source_type, source_id)` is unique. */
export { LEDGER_TRANSACTION_KINDS, type LedgerTransactionKind };

const money = (name: string) => bigint(name, { mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * An account. A user account's `balance_fen` caches the sum of its entries (updated in the posting's
 * transaction, `version` counting them); system accounts keep 0 and no version, so no platform-wide
 * row becomes a hot lock — their balance is summed from entries when needed.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    balanceFen: money('balance_fen').notNull().default(0),
    version: integer('version').notNull().default(0),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    frozenReason: text('frozen_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_kind_user_key').on(t.kind, t.userId),
    uniqueIndex('ledger_accounts_system_key')
      .on(t.kind)
      .where(sql`${t.userId} is null`),
    check('ledger_accounts_kind_check', sql`${t.kind} in (${inList(LEDGER_ACCOUNT_KINDS)})`),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.kind} in ('wallet', 'withdrawing')) = (${t.userId} is not null)`,
    ),
    check(
      'ledger_accounts_non_negative',
      sql`${t.kind} not in ('wallet', 'withdrawing') or ${t.balanceFen} >= 0`,
    ),
  ],
);

/** A transaction: append-only (a trigger refuses UPDATE and DELETE), its entries sum to zero. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    /** Shown to users (≤ 60). */
    title: text('title').notNull(),
    reversesId: integer('reverses_id')
      .unique('ledger_transactions_reverses_key')
      .references((): AnyPgColumn => ledgerTransactions.id),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_source_key').on(t.kind, t.sourceType, t.sourceId),
    index('ledger_transactions_source_idx').on(t.sourceType, t.sourceId),
    check('ledger_transactions_kind_check', sql`${t.kind} in (${inList(LEDGER_TRANSACTION_KINDS)})`),
    check('ledger_transactions_title_check', sql`char_length(${t.title}) <= 60`),
  ],
);

/** One leg of a transaction; `user_id` and `kind` are the account's, copied for filtering. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    amountFen: money('amount_fen').notNull(),
    /** The account's balance after this entry (user accounts only): a statement line by line. */
    balanceAfterFen: money('balance_after_fen'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id.desc()),
    index('ledger_entries_user_idx').on(t.userId, t.id.desc()),
    index('ledger_entries_kind_idx').on(t.kind, t.id.desc()),
    index('ledger_entries_created_idx').on(t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_check', sql`${t.amountFen} <> 0`),
  ],
);

/**
 * The stored answers of idempotent requests (money.md §3): written in the transaction of the
 * request's effect, so a key is either unused or holds the answer of what happened.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `METHOD /path/template`. */
    endpoint: text('endpoint').notNull(),
    /** SHA-256 of method, path and the canonical JSON of the parsed params and body. */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
