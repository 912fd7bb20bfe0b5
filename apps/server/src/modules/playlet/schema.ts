import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';
import { ledgerTransactions } from '../ledger/schema.js';

const money = (name: string) => bigint(name, { mode: 'number' });

/** Short-drama cooperation (money.md §5, §7.2): partners, their dramas, contracts and statements. */
export const playletPartners = pgTable(
  'playlet_partners',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique('playlet_partners_user_key')
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type', { enum: ['personal', 'company'] }).notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('playlet_partners_type_check', sql`${t.type} in ('personal', 'company')`),
    check('playlet_partners_status_check', sql`${t.status} in ('active', 'suspended')`),
  ],
);

export const FILING_TIERS = ['key', 'ordinary', 'other'] as const;
export const LEGAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const playletDramas = pgTable(
  'playlet_dramas',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => playletPartners.id),
    title: text('title').notNull(),
    episodes: integer('episodes').notNull(),
    synopsis: text('synopsis').notNull().default(''),
    filingTier: text('filing_tier', { enum: FILING_TIERS }).notNull(),
    filingNo: text('filing_no').notNull(),
    /** `/api/files/<id>` references (purpose `playlet`). */
    rightsFiles: jsonb('rights_files').$type<string[]>().notNull(),
    legalStatus: text('legal_status', { enum: LEGAL_STATUSES }).notNull().default('pending'),
    legalReviewerId: integer('legal_reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    legalMessage: text('legal_message').notNull().default(''),
    legalReviewedAt: timestamp('legal_reviewed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('playlet_dramas_partner_idx').on(t.partnerId),
    index('playlet_dramas_legal_idx').on(t.legalStatus, t.createdAt),
    check('playlet_dramas_tier_check', sql`${t.filingTier} in ('key', 'ordinary', 'other')`),
    check('playlet_dramas_legal_check', sql`${t.legalStatus} in ('pending', 'approved', 'rejected')`),
  ],
);

export const CONTRACT_STATUSES = ['draft', 'active', 'terminated'] as const;

export const playletContracts = pgTable(
  'playlet_contracts',
  {
    id: serial('id').primaryKey(),
    /** `HT-<year>-<4-digit id>`. */
    no: text('no').notNull().unique('playlet_contracts_no_key'),
    dramaId: integer('drama_id')
      .notNull()
      .references(() => playletDramas.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => playletPartners.id),
    /** The partner's share in basis points (5000 = 50 %). */
    shareBps: integer('share_bps').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('draft'),
    signedFile: text('signed_file'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    activatedBy: integer('activated_by').references(() => users.id, { onDelete: 'set null' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    terminatedReason: text('terminated_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('playlet_contracts_live_key')
      .on(t.dramaId)
      .where(sql`${t.status} in ('draft', 'active')`),
    index('playlet_contracts_partner_idx').on(t.partnerId),
    check('playlet_contracts_share_check', sql`${t.shareBps} between 0 and 10000`),
    check('playlet_contracts_term_check', sql`${t.endDate} >= ${t.startDate}`),
    check('playlet_contracts_status_check', sql`${t.status} in ('draft', 'active', 'terminated')`),
  ],
);

export const STATEMENT_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;

export const playletStatements = pgTable(
  'playlet_statements',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => playletContracts.id),
    /** `YYYY-MM`. */
    period: char('period', { length: 7 }).notNull(),
    paidFen: money('paid_fen').notNull(),
    adFen: money('ad_fen').notNull(),
    sponsorFen: money('sponsor_fen').notNull(),
    deductionFen: money('deduction_fen').notNull(),
    netFen: money('net_fen').notNull(),
    shareFen: money('share_fen').notNull(),
    status: text('status', { enum: STATEMENT_STATUSES }).notNull().default('draft'),
    preparedBy: integer('prepared_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'restrict' }),
    reviewMessage: text('review_message').notNull().default(''),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('playlet_statements_period_key').on(t.contractId, t.period),
    index('playlet_statements_status_idx').on(t.status, t.createdAt),
    check(
      'playlet_statements_amounts_check',
      sql`${t.paidFen} >= 0 and ${t.adFen} >= 0 and ${t.sponsorFen} >= 0 and ${t.deductionFen} >= 0 and ${t.netFen} >= 0 and ${t.shareFen} >= 0`,
    ),
    check(
      'playlet_statements_status_check',
      sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`,
    ),
  ],
);
