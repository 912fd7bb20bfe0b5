import { sql } from 'drizzle-orm';
import {
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
import { createdAt } from '../../db/schema/columns.js';
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
