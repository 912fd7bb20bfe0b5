// PROVISIONAL: the money foundation's schema replaces this file (money.md §5).
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

const fen = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const playletPartners = pgTable('playlet_partners', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  type: text('type', { enum: ['personal', 'company'] }).notNull(),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

export const playletDramas = pgTable('playlet_dramas', {
  id: serial('id').primaryKey(),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => playletPartners.id),
  title: text('title').notNull(),
  episodes: integer('episodes').notNull(),
  synopsis: text('synopsis').notNull().default(''),
  filingTier: text('filing_tier', { enum: ['key', 'ordinary', 'other'] }).notNull(),
  filingNo: text('filing_no').notNull(),
  rightsFiles: jsonb('rights_files').$type<string[]>().notNull().default([]),
  legalStatus: text('legal_status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  legalReviewerId: integer('legal_reviewer_id').references(() => users.id),
  legalMessage: text('legal_message').notNull().default(''),
  legalReviewedAt: timestamp('legal_reviewed_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

export const playletContracts = pgTable(
  'playlet_contracts',
  {
    id: serial('id').primaryKey(),
    no: text('no').notNull().unique(),
    dramaId: integer('drama_id')
      .notNull()
      .references(() => playletDramas.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => playletPartners.id),
    shareBps: integer('share_bps').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['draft', 'active', 'terminated'] })
      .notNull()
      .default('draft'),
    signedFile: text('signed_file'),
    createdBy: integer('created_by').references(() => users.id),
    activatedBy: integer('activated_by').references(() => users.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    terminatedReason: text('terminated_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('playlet_contracts_live_drama')
      .on(t.dramaId)
      .where(sql`status in ('draft','active')`),
  ],
);

export const playletStatements = pgTable(
  'playlet_statements',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => playletContracts.id),
    period: char('period', { length: 7 }).notNull(),
    paidFen: fen('paid_fen'),
    adFen: fen('ad_fen'),
    sponsorFen: fen('sponsor_fen'),
    deductionFen: fen('deduction_fen'),
    netFen: fen('net_fen'),
    shareFen: fen('share_fen'),
    status: text('status', { enum: ['draft', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('draft'),
    preparedBy: integer('prepared_by').references(() => users.id),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewMessage: text('review_message').notNull().default(''),
    transactionId: integer('transaction_id'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [unique('playlet_statements_contract_period').on(t.contractId, t.period)],
);
