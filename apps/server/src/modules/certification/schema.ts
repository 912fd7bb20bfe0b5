import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';

const categoryTypes = ['identity', 'interest'] as const;
const applicationTypes = ['personal', 'enterprise', 'mcn', 'identity', 'interest'] as const;

/** Categories of the identity and interest certifications (e.g. 美食, 汽车). */
export const certificationCategories = pgTable(
  'certification_categories',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: categoryTypes }).notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('certification_categories_type_name').on(t.type, t.name)],
);

/** A certification item of a category (e.g. 美食博主), with the conditions to meet. */
export const certificationItems = pgTable(
  'certification_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => certificationCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    conditions: jsonb('conditions').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** A disabled item is hidden from applicants; its applications stay reviewable and valid. */
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [unique('certification_items_category_name').on(t.categoryId, t.name)],
);

/**
 * Applications (contract CERTIFICATION_TYPES, CERT_STATUS). `fields` holds the submitted form as
 * validated by the contract; `item_id` the certification item of identity and interest ones.
 */
export const certificationApplications = pgTable(
  'certification_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: applicationTypes }).notNull(),
    /** 1 pending, 2 approved, 3 rejected. */
    status: integer('status').notNull().default(1),
    fields: jsonb('fields').$type<Record<string, string | number | string[]>>().notNull(),
    itemId: integer('item_id').references(() => certificationItems.id, { onDelete: 'restrict' }),
    /** The reviewer's message to the applicant. */
    message: text('message').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('certification_applications_user_idx').on(t.userId, t.type, t.createdAt),
    index('certification_applications_status_idx').on(t.status, t.createdAt),
    // One application under review per user and type, even under concurrent requests.
    uniqueIndex('certification_applications_one_pending')
      .on(t.userId, t.type)
      .where(sql`${t.status} = 1`),
  ],
);

/** Every state an application went through: submitted, re-submitted, approved, rejected. */
export const certificationHistory = pgTable(
  'certification_history',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => certificationApplications.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    message: text('message').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('certification_history_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * The basic conditions of each certification type (/certification/rule), checked on submission in
 * this order: open, real name first, enterprise first (MCN), fans, recent posts, account age, the
 * cooldown after a rejection. The migration creates the five rows open and without thresholds.
 */
export const certificationRules = pgTable(
  'certification_rules',
  {
    type: text('type', { enum: applicationTypes }).primaryKey(),
    open: boolean('open').notNull().default(true),
    requireRealName: boolean('require_real_name').notNull().default(false),
    requireEnterprise: boolean('require_enterprise').notNull().default(false),
    minFans: integer('min_fans').notNull().default(0),
    postsWindowDays: integer('posts_window_days').notNull().default(30),
    minPosts: integer('min_posts').notNull().default(0),
    minAccountDays: integer('min_account_days').notNull().default(0),
    reapplyCooldownDays: integer('reapply_cooldown_days').notNull().default(0),
    notice: text('notice').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'certification_rules_type_check',
      sql`${t.type} in ('personal', 'enterprise', 'mcn', 'identity', 'interest')`,
    ),
    check('certification_rules_min_fans_check', sql`${t.minFans} between 0 and 100000000`),
    check('certification_rules_posts_window_check', sql`${t.postsWindowDays} between 1 and 365`),
    check('certification_rules_min_posts_check', sql`${t.minPosts} between 0 and 1000`),
    check('certification_rules_account_days_check', sql`${t.minAccountDays} between 0 and 3650`),
    check('certification_rules_cooldown_check', sql`${t.reapplyCooldownDays} between 0 and 30`),
    check('certification_rules_notice_check', sql`char_length(${t.notice}) <= 500`),
  ],
);
