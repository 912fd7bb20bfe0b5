import { AD_PARTICIPATION_STATUSES, AD_SUBMISSION_STATUSES } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/schema/columns.js';
import { users } from '../../db/schema/users.js';
import { ledgerTransactions } from '../ledger/schema.js';
import { videos } from '../videos/schema.js';

/**
 * Ad tasks and growth missions (ad-tasks.md §7). Money is integer fen (`bigint`, mode number); the
 * budget is safe by construction: `settled_fen + reserved_fen <= budget_fen` is a CHECK, and the
 * counters change only by conditional single-row updates.
 */

const money = (name: string) => bigint(name, { mode: 'number' });
const actor = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const AD_TASK_STATUSES = ['draft', 'published', 'paused', 'cancelled', 'settled'] as const;
export { AD_PARTICIPATION_STATUSES, AD_SUBMISSION_STATUSES };
export const AD_RECEIPT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const AD_RUN_STATUSES = ['posting', 'completed', 'failed'] as const;

export const adTaskTypes = pgTable('ad_task_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('ad_task_types_name_key'),
  position: integer('position').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const adFields = pgTable(
  'ad_fields',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique('ad_fields_key_key'),
    label: text('label').notNull(),
    kind: text('kind', { enum: ['text', 'number', 'url', 'image', 'select'] }).notNull(),
    scope: text('scope', { enum: ['join', 'receipt'] }).notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    help: text('help').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('ad_fields_scope_idx').on(t.scope, t.position),
    check('ad_fields_key_check', sql`${t.key} ~ '^[a-z][a-z0-9_]{1,31}$'`),
    check('ad_fields_kind_check', sql`${t.kind} in ('text', 'number', 'url', 'image', 'select')`),
    check('ad_fields_scope_check', sql`${t.scope} in ('join', 'receipt')`),
  ],
);

export const adTopics = pgTable('ad_topics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** NFKC, trimmed, leading `#` removed, lower-cased (contract `topicNameKey`). */
  nameKey: text('name_key').notNull().unique('ad_topics_name_key_key'),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: actor('created_by'),
  createdAt: createdAt(),
});

export const adGoods = pgTable(
  'ad_goods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sku: text('sku').notNull().unique('ad_goods_sku_key'),
    /** `/api/files/<id>` (purpose `ad`). */
    cover: text('cover'),
    priceFen: money('price_fen').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    advertiserName: text('advertiser_name').notNull().default(''),
    status: text('status', { enum: ['on_sale', 'off_sale'] })
      .notNull()
      .default('on_sale'),
    createdBy: actor('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ad_goods_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('ad_goods_price_check', sql`${t.priceFen} >= 0`),
    check('ad_goods_status_check', sql`${t.status} in ('on_sale', 'off_sale')`),
  ],
);

/** The one row of settings (`id = 1`). */
export const adSettings = pgTable(
  'ad_settings',
  {
    id: integer('id').primaryKey(),
    rewardKinds: jsonb('reward_kinds').$type<string[]>().notNull(),
    minBudgetFen: money('min_budget_fen').notNull(),
    defaultObserveDays: integer('default_observe_days').notNull(),
    featuredMaxDefault: integer('featured_max_default').notNull(),
    engagementMinPlays: integer('engagement_min_plays').notNull(),
    minLikePermille: integer('min_like_permille').notNull(),
    maxConversionPct: integer('max_conversion_pct').notNull(),
    updatedBy: actor('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [check('ad_settings_singleton', sql`${t.id} = 1`)],
);

export const adTasks = pgTable(
  'ad_tasks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    advertiserName: text('advertiser_name').notNull().default(''),
    typeId: integer('type_id').references(() => adTaskTypes.id, { onDelete: 'restrict' }),
    cover: text('cover'),
    brief: text('brief').notNull().default(''),
    status: text('status', { enum: AD_TASK_STATUSES }).notNull().default('draft'),
    joinMode: text('join_mode', { enum: ['open', 'apply'] })
      .notNull()
      .default('open'),
    reviewRequired: boolean('review_required').notNull().default(true),
    requiredTag: text('required_tag'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    observeDays: integer('observe_days').notNull().default(7),
    maxParticipants: integer('max_participants'),
    maxVideosPerCreator: integer('max_videos_per_creator').notNull().default(1),
    /** The rule (contract `adReward`; a draft may hold a partial one). */
    reward: jsonb('reward').$type<Record<string, unknown>>(),
    rewardKind: text('reward_kind', { enum: ['fixed', 'cpm', 'cpa', 'tiered'] }),
    rewardMaxFen: money('reward_max_fen'),
    metricSource: text('metric_source', { enum: ['platform', 'receipt'] })
      .notNull()
      .default('platform'),
    receiptRequired: boolean('receipt_required').notNull().default(false),
    perCreatorCapFen: money('per_creator_cap_fen'),
    featuredBonusFen: money('featured_bonus_fen').notNull().default(0),
    featuredMax: integer('featured_max').notNull().default(6),
    /** Null only in a draft. */
    budgetFen: money('budget_fen'),
    reservedFen: money('reserved_fen').notNull().default(0),
    settledFen: money('settled_fen').notNull().default(0),
    participantCount: integer('participant_count').notNull().default(0),
    submissionCount: integer('submission_count').notNull().default(0),
    joinFieldIds: jsonb('join_field_ids').$type<number[]>().notNull().default([]),
    receiptFieldIds: jsonb('receipt_field_ids').$type<number[]>().notNull().default([]),
    pauseReason: text('pause_reason').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdBy: actor('created_by'),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ad_tasks_published_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('ad_tasks_reward_idx').on(t.status, t.rewardMaxFen.desc(), t.id.desc()),
    index('ad_tasks_ends_idx').on(t.status, t.endsAt, t.id),
    index('ad_tasks_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The staff list by reward kind: its total and its page in the default order (`created_at desc
    // nulls last, id desc`, spelled out so no sort is left) from the index alone.
    index('ad_tasks_reward_kind_idx').on(
      t.rewardKind,
      t.createdAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('ad_tasks_type_idx').on(t.typeId),
    check(
      'ad_tasks_status_check',
      sql`${t.status} in ('draft', 'published', 'paused', 'cancelled', 'settled')`,
    ),
    check('ad_tasks_join_mode_check', sql`${t.joinMode} in ('open', 'apply')`),
    check('ad_tasks_metric_source_check', sql`${t.metricSource} in ('platform', 'receipt')`),
    check('ad_tasks_reward_kind_check', sql`${t.rewardKind} in ('fixed', 'cpm', 'cpa', 'tiered')`),
    check('ad_tasks_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('ad_tasks_observe_days_check', sql`${t.observeDays} between 0 and 30`),
    check('ad_tasks_max_participants_check', sql`${t.maxParticipants} between 1 and 100000`),
    check('ad_tasks_videos_per_creator_check', sql`${t.maxVideosPerCreator} between 1 and 20`),
    check('ad_tasks_featured_check', sql`${t.featuredMax} between 0 and 20 and ${t.featuredBonusFen} >= 0`),
    check('ad_tasks_cap_check', sql`${t.perCreatorCapFen} >= 100`),
    check('ad_tasks_budget_positive', sql`${t.budgetFen} > 0`),
    check('ad_tasks_money_non_negative', sql`${t.reservedFen} >= 0 and ${t.settledFen} >= 0`),
    check('ad_tasks_budget_check', sql`${t.settledFen} + ${t.reservedFen} <= ${t.budgetFen}`),
    check('ad_tasks_counts_check', sql`${t.participantCount} >= 0 and ${t.submissionCount} >= 0`),
    check(
      'ad_tasks_published_complete',
      sql`${t.status} = 'draft' or (${t.typeId} is not null and ${t.startsAt} is not null and ${t.endsAt} is not null and ${t.reward} is not null and ${t.budgetFen} is not null)`,
    ),
  ],
);

export const adTaskTopics = pgTable(
  'ad_task_topics',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => adTasks.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => adTopics.id, { onDelete: 'restrict' }),
    /** The topic's name, snapshot at publish. */
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.topicId] }), index('ad_task_topics_topic_idx').on(t.topicId)],
);

export const adTaskGoods = pgTable(
  'ad_task_goods',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => adTasks.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => adGoods.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.goodsId] }), index('ad_task_goods_goods_idx').on(t.goodsId)],
);

export const adTaskExamples = pgTable(
  'ad_task_examples',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => adTasks.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.videoId] })],
);

export interface AdAnswer {
  field_id: number;
  key: string;
  label: string;
  value: string;
}

export const adParticipations = pgTable(
  'ad_participations',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => adTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AD_PARTICIPATION_STATUSES }).notNull(),
    answers: jsonb('answers').$type<AdAnswer[]>().notNull().default([]),
    reason: text('reason').notNull().default(''),
    decidedBy: actor('decided_by'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ad_participations_task_user_key').on(t.taskId, t.userId),
    index('ad_participations_user_idx').on(t.userId, t.status, t.updatedAt.desc()),
    index('ad_participations_task_idx').on(t.taskId, t.status, t.id),
    check(
      'ad_participations_status_check',
      sql`${t.status} in ('applied', 'joined', 'declined', 'quit', 'removed')`,
    ),
  ],
);

export const adSettlementRuns = pgTable(
  'ad_settlement_runs',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => adTasks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AD_RUN_STATUSES }).notNull().default('posting'),
    items: integer('items').notNull().default(0),
    totalFen: money('total_fen').notNull().default(0),
    scalePpm: integer('scale_ppm').notNull().default(1_000_000),
    postedItems: integer('posted_items').notNull().default(0),
    postedFen: money('posted_fen').notNull().default(0),
    createdBy: actor('created_by'),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ad_settlement_runs_posting_key')
      .on(t.taskId)
      .where(sql`${t.status} = 'posting'`),
    index('ad_settlement_runs_task_idx').on(t.taskId, t.id.desc()),
    check('ad_settlement_runs_status_check', sql`${t.status} in ('posting', 'completed', 'failed')`),
    check(
      'ad_settlement_runs_money_check',
      sql`${t.totalFen} >= 0 and ${t.postedFen} >= 0 and ${t.postedFen} <= ${t.totalFen} and ${t.scalePpm} between 0 and 1000000`,
    ),
  ],
);

export const adSubmissions = pgTable(
  'ad_submissions',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => adTasks.id, { onDelete: 'cascade' }),
    participationId: integer('participation_id')
      .notNull()
      .references(() => adParticipations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set null when the video is deleted: the history survives. */
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    videoTitle: text('video_title').notNull().default(''),
    videoCover: text('video_cover'),
    goodsId: integer('goods_id').references(() => adGoods.id, { onDelete: 'set null' }),
    status: text('status', { enum: AD_SUBMISSION_STATUSES }).notNull(),
    reason: text('reason').notNull().default(''),
    note: text('note').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    featuredPosition: integer('featured_position'),
    anomalyCleared: boolean('anomaly_cleared').notNull().default(false),
    playsAtBind: integer('plays_at_bind').notNull().default(0),
    playsSnapshot: integer('plays_snapshot'),
    conversions: integer('conversions'),
    amountFen: money('amount_fen'),
    bonusFen: money('bonus_fen'),
    /** The itemised statement (§14.2): the rule's base and what the per-creator cap cut. */
    baseFen: money('base_fen'),
    capCutFen: money('cap_cut_fen'),
    settlementRunId: integer('settlement_run_id').references(() => adSettlementRuns.id, {
      onDelete: 'set null',
    }),
    ledgerTransactionId: integer('ledger_transaction_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    boundBy: actor('bound_by'),
    reviewedBy: actor('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ad_submissions_video_key')
      .on(t.videoId)
      .where(sql`${t.status} in ('pending_review', 'approved', 'held', 'planned', 'settled')`),
    index('ad_submissions_task_idx').on(t.taskId, t.status, t.id),
    // The staff list's order whatever the status: its pages are ids read from this index alone.
    index('ad_submissions_task_order_idx').on(t.taskId, t.id),
    index('ad_submissions_user_idx').on(t.userId, t.createdAt.desc()),
    index('ad_submissions_run_idx').on(t.settlementRunId, t.id),
    index('ad_submissions_participation_idx').on(t.participationId),
    // A task's featured submissions (≤ 20): counted by the lists, read in order by the hall.
    index('ad_submissions_featured_idx')
      .on(t.taskId, t.featuredPosition)
      .where(sql`${t.featured}`),
    check(
      'ad_submissions_status_check',
      sql`${t.status} in ('pending_review', 'approved', 'rejected', 'withdrawn', 'held', 'invalidated', 'planned', 'settled')`,
    ),
    check('ad_submissions_money_check', sql`${t.amountFen} >= 0 and ${t.bonusFen} >= 0`),
    check('ad_submissions_statement_check', sql`${t.baseFen} >= 0 and ${t.capCutFen} >= 0`),
  ],
);

/**
 * How many submissions each task has in each status, kept by statement triggers on `ad_submissions`
 * (migration 0016) in the same transaction as the change: the staff lists' counts by status and the
 * submissions list's total without counting a task's 100 000 rows.
 */
export const adSubmissionCounts = pgTable(
  'ad_submission_counts',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => adTasks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AD_SUBMISSION_STATUSES }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.status] })],
);

export const adReceipts = pgTable(
  'ad_receipts',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .unique('ad_receipts_submission_key')
      .references(() => adSubmissions.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => adTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['creator', 'import'] }).notNull(),
    status: text('status', { enum: AD_RECEIPT_STATUSES }).notNull().default('pending'),
    claimedPlays: integer('claimed_plays'),
    claimedConversions: integer('claimed_conversions'),
    verifiedPlays: integer('verified_plays'),
    verifiedConversions: integer('verified_conversions'),
    link: text('link').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    answers: jsonb('answers').$type<AdAnswer[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    externalRef: text('external_ref').notNull().default(''),
    reason: text('reason').notNull().default(''),
    revision: integer('revision').notNull().default(1),
    reviewedBy: actor('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ad_receipts_task_idx').on(t.taskId, t.status, t.id),
    index('ad_receipts_status_idx').on(t.status, t.createdAt, t.id),
    index('ad_receipts_user_idx').on(t.userId, t.createdAt.desc()),
    check('ad_receipts_source_check', sql`${t.source} in ('creator', 'import')`),
    check('ad_receipts_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'ad_receipts_numbers_check',
      sql`${t.claimedPlays} >= 0 and ${t.claimedConversions} >= 0 and ${t.verifiedPlays} >= 0 and ${t.verifiedConversions} >= 0`,
    ),
  ],
);

// -----------------------------------------------------------------------------------------------
// Growth missions (platform-funded, ledger kind `mission_reward`)

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['publish_videos', 'video_plays', 'real_name', 'ad_submission'] }).notNull(),
    target: integer('target').notNull(),
    topic: text('topic'),
    period: text('period', { enum: ['once', 'weekly', 'monthly'] }).notNull(),
    rewardFen: money('reward_fen').notNull(),
    budgetFen: money('budget_fen').notNull(),
    claimedFen: money('claimed_fen').notNull().default(0),
    claimCount: integer('claim_count').notNull().default(0),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    status: text('status', { enum: ['draft', 'online', 'offline'] })
      .notNull()
      .default('draft'),
    createdBy: actor('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('missions_status_idx').on(t.status, t.startsAt),
    check(
      'missions_kind_check',
      sql`${t.kind} in ('publish_videos', 'video_plays', 'real_name', 'ad_submission')`,
    ),
    check('missions_period_check', sql`${t.period} in ('once', 'weekly', 'monthly')`),
    check('missions_status_check', sql`${t.status} in ('draft', 'online', 'offline')`),
    check('missions_target_check', sql`${t.target} >= 1`),
    check('missions_reward_check', sql`${t.rewardFen} between 1 and 10000`),
    check('missions_budget_check', sql`${t.claimedFen} >= 0 and ${t.claimedFen} <= ${t.budgetFen}`),
    check('missions_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const missionClaims = pgTable(
  'mission_claims',
  {
    id: serial('id').primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `once`, `2026-W23` or `2026-06`. */
    periodKey: text('period_key').notNull(),
    amountFen: money('amount_fen').notNull(),
    ledgerTransactionId: integer('ledger_transaction_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mission_claims_period_key').on(t.missionId, t.userId, t.periodKey),
    index('mission_claims_user_idx').on(t.userId, t.createdAt.desc()),
    check('mission_claims_amount_check', sql`${t.amountFen} > 0`),
  ],
);

/** The one row of mission settings (`id = 1`). */
export const missionSettings = pgTable(
  'mission_settings',
  {
    id: integer('id').primaryKey(),
    monthlyBudgetFen: money('monthly_budget_fen').notNull(),
    perUserMonthlyCapFen: money('per_user_monthly_cap_fen').notNull(),
    enabledKinds: jsonb('enabled_kinds').$type<string[]>().notNull(),
    updatedBy: actor('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mission_settings_singleton', sql`${t.id} = 1`),
    check('mission_settings_money_check', sql`${t.monthlyBudgetFen} >= 0 and ${t.perUserMonthlyCapFen} >= 1`),
  ],
);

/** What the platform paid in growth rewards per month (`YYYY-MM`, Asia/Shanghai). */
export const missionMonthTotals = pgTable(
  'mission_month_totals',
  {
    month: text('month').primaryKey(),
    claimedFen: money('claimed_fen').notNull().default(0),
  },
  (t) => [check('mission_month_totals_check', sql`${t.claimedFen} >= 0`)],
);
