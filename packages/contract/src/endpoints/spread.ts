import { z } from 'zod';
import { AD_REWARD_KINDS, AD_TASK_PHASES } from '../ad-tasks/index.js';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { adBindInput, bindCandidateQuery, myTaskVideo } from './ad-submissions.js';
import {
  AD_FIELD_KINDS,
  AD_JOIN_MODES,
  AD_METRIC_SOURCES,
  AD_PARTICIPATION_STATUSES,
  AD_SUBMISSION_STATUSES,
  adReward,
} from './ad-tasks.js';
import { idParam, queryId, timestamp, userBrief } from './common.js';

/**
 * Ad tasks, creator side (ad-tasks.md §8, /spread): the hall of running tasks, join and quit, the
 * check of own videos, bind and withdraw, my tasks, and an MCN's view of its creators' tasks.
 */

export const HALL_SORTS = ['newest', 'reward', 'ending'] as const;
export type HallSort = (typeof HALL_SORTS)[number];
export const MY_AD_TASK_TABS = ['active', 'applied', 'settling', 'settled', 'closed'] as const;
export type MyAdTaskTab = (typeof MY_AD_TASK_TABS)[number];

/** Refusals of join and quit (§8), word for word. */
export const SPREAD_MESSAGES = {
  taskMissing: '任务不存在',
  notRunning: '任务未在进行中',
  alreadyJoined: '你已参与此任务',
  removed: '你已被移出此任务，无法再次参与',
  declined: '你的报名未通过，无法再次报名',
  tagOnly: (tag: string) => `此任务仅限「${tag}」参与`,
  full: '参与人数已满',
  notJoined: '你未参与此任务',
  cannotQuit: '已有通过审核的投稿，不能退出',
} as const;

const typeBrief = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A running task as the hall card shows it. */
export const hallTask = z.object({
  id: z.number().int(),
  title: z.string(),
  advertiser_name: z.string(),
  type: typeBrief,
  cover: z.string().nullable(),
  reward: adReward,
  reward_kind: z.enum(AD_REWARD_KINDS),
  reward_max_fen: z.number().int(),
  starts_at: timestamp,
  ends_at: timestamp,
  budget_fen: z.number().int(),
  participant_count: z.number().int(),
  max_participants: z.number().int().nullable(),
  required_tag: z.string().nullable(),
  /** The task is restricted to an admin tag the caller does not carry. */
  locked: z.boolean(),
  my_status: z.enum(AD_PARTICIPATION_STATUSES).nullable(),
});
export type HallTask = z.infer<typeof hallTask>;

export const adParticipation = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  status: z.enum(AD_PARTICIPATION_STATUSES),
  answers: z.array(
    z.object({ field_id: z.number().int(), key: z.string(), label: z.string(), value: z.string() }),
  ),
  reason: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdParticipation = z.infer<typeof adParticipation>;

/** One of my submissions, with its statement once settled. */
export const mySubmission = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  video_id: z.number().int().nullable(),
  video_title: z.string(),
  video_cover: z.string().nullable(),
  goods_id: z.number().int().nullable(),
  status: z.enum(AD_SUBMISSION_STATUSES),
  reason: z.string(),
  featured: z.boolean(),
  plays_at_bind: z.number().int(),
  /** Current plays of the video (null once it is gone). */
  plays: z.number().int().nullable(),
  /** 预估: `baseReward` on current plays, before caps and budget scaling; null once settled. */
  estimate_fen: z.number().int().nullable(),
  plays_snapshot: z.number().int().nullable(),
  conversions: z.number().int().nullable(),
  amount_fen: z.number().int().nullable(),
  bonus_fen: z.number().int().nullable(),
  /** The statement (§14.2), once planned: the rule's amount, what the per-creator cap cut, the run's 发放比例. */
  base_fen: z.number().int().nullable(),
  cap_cut_fen: z.number().int().nullable(),
  scale_ppm: z.number().int().nullable(),
  /** When the reward reached the wallet (the ledger transaction's time). */
  credited_at: timestamp.nullable(),
  created_at: timestamp,
});
export type MySubmission = z.infer<typeof mySubmission>;

const videoBrief = z.object({
  id: z.number().int(),
  title: z.string(),
  creator: userBrief,
  plays: z.number().int(),
  /** Signed, valid 10 minutes; null without a file. */
  cover_url: z.string().nullable(),
  play_url: z.string().nullable(),
});

export const hallTaskDetail = hallTask.extend({
  brief: z.string(),
  phase: z.enum(AD_TASK_PHASES),
  /** Paused, observing, settling or settled: shown to those who take part, read-only. */
  read_only: z.boolean(),
  observe_days: z.number().int(),
  settle_after: timestamp,
  join_mode: z.enum(AD_JOIN_MODES),
  review_required: z.boolean(),
  max_videos_per_creator: z.number().int(),
  metric_source: z.enum(AD_METRIC_SOURCES),
  receipt_required: z.boolean(),
  featured_bonus_fen: z.number().int(),
  topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
  goods: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price_fen: z.number().int(),
      link_url: z.string(),
      image_url: z.string().nullable(),
    }),
  ),
  join_fields: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      label: z.string(),
      kind: z.enum(AD_FIELD_KINDS),
      required: z.boolean(),
      options: z.array(z.string()),
      help: z.string(),
    }),
  ),
  examples: z.array(videoBrief),
  featured: z.array(videoBrief),
  participation: adParticipation.nullable(),
  submissions: z.array(mySubmission),
});
export type HallTaskDetail = z.infer<typeof hallTaskDetail>;

export const hallQuery = pageQuery.extend({
  type_id: queryId('类型无效').optional(),
  reward_kind: z.enum(AD_REWARD_KINDS, { error: '奖励方式无效' }).optional(),
  q: z.string().trim().max(50, '关键词过长').optional(),
  sort: z.enum(HALL_SORTS, { error: '排序无效' }).default('newest'),
});

export const joinInput = z.object({
  /** `{[field key]: value}`, checked against the task's join fields (`adAnswers`). */
  answers: z
    .record(z.string(), z.string({ error: '回答格式不正确' }), { error: '回答格式不正确' })
    .default({}),
});
export type JoinInput = z.input<typeof joinInput>;

/** One row of /spread/mine. */
export const myAdTask = z.object({
  task: z.object({
    id: z.number().int(),
    title: z.string(),
    advertiser_name: z.string(),
    cover: z.string().nullable(),
    reward: adReward,
    ends_at: timestamp,
    settle_after: timestamp,
    receipt_required: z.boolean(),
    metric_source: z.enum(AD_METRIC_SOURCES),
  }),
  phase: z.enum(AD_TASK_PHASES),
  my_status: z.enum(AD_PARTICIPATION_STATUSES),
  submissions_by_status: z.record(z.string(), z.number().int()),
  /** 预估 of the unsettled approved and pending submissions (before caps and budget scaling). */
  estimate_fen: z.number().int(),
  settled_fen: z.number().int(),
  /** Submissions that still need a receipt, and receipts waiting for review. */
  receipts_needed: z.number().int(),
  receipts_pending: z.number().int(),
  /** The per-submission statement (settled ones carry their amounts). */
  submissions: z.array(mySubmission),
});
export type MyAdTask = z.infer<typeof myAdTask>;

export const mcnAdTask = myAdTask.extend({ creator: userBrief });
export type McnAdTask = z.infer<typeof mcnAdTask>;

const tabQuery = pageQuery.extend({ tab: z.enum(MY_AD_TASK_TABS, { error: '参数无效' }).default('active') });

const join = needs('spread:join');
const tag = 'spread';

export const adHall = defineEndpoint({
  method: 'GET',
  path: '/api/ad-hall',
  summary: 'Running ad tasks, by type, reward kind and keyword; newest, highest reward or ending first',
  tag,
  access: join,
  query: hallQuery,
  response: listOf(hallTask),
});
/** A tab of the hall: an enabled task type and how many running tasks of it the caller would see. */
export const hallType = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type HallType = z.infer<typeof hallType>;

export const adHallTypes = defineEndpoint({
  method: 'GET',
  path: '/api/ad-hall/types',
  summary: "The hall's type tabs: enabled task types in the catalogue's order, each with its running tasks",
  tag,
  access: join,
  response: z.array(hallType),
});
export const adHallTask = defineEndpoint({
  method: 'GET',
  path: '/api/ad-hall/{id}',
  summary: 'A task as creators see it (running to all; later phases read-only to those who take part)',
  tag,
  access: join,
  params: idParam,
  response: hallTaskDetail,
});
export const joinAdTask = defineEndpoint({
  method: 'POST',
  path: '/api/ad-hall/{id}/join',
  summary: 'Join a running task (open) or apply to it (apply), answering its join fields',
  tag,
  access: join,
  params: idParam,
  body: joinInput,
  response: adParticipation,
});
export const quitAdTask = defineEndpoint({
  method: 'POST',
  path: '/api/ad-hall/{id}/quit',
  summary: 'Quit a task: pending submissions are withdrawn',
  tag,
  access: join,
  params: idParam,
  response: adParticipation,
});
export const myTaskVideos = defineEndpoint({
  method: 'GET',
  path: '/api/ad-hall/{id}/my-videos',
  summary: 'My videos, newest first, by keyword (title), each with the bind checks it passes or fails',
  tag,
  access: join,
  params: idParam,
  query: bindCandidateQuery,
  response: listOf(myTaskVideo),
});
export const bindAdSubmission = defineEndpoint({
  method: 'POST',
  path: '/api/ad-hall/{id}/submissions',
  summary: 'Bind one of my published public videos to a task I joined',
  tag,
  access: join,
  params: idParam,
  body: adBindInput,
  response: mySubmission,
});
export const withdrawAdSubmission = defineEndpoint({
  method: 'DELETE',
  path: '/api/my-ad-submissions/{id}',
  summary: 'Withdraw my submission (pending or approved, before settlement)',
  tag,
  access: join,
  params: idParam,
  response: z.null(),
});
export const myAdTasks = defineEndpoint({
  method: 'GET',
  path: '/api/my-ad-tasks',
  summary: 'My ad tasks by tab, with submissions, estimates and statements',
  tag,
  access: join,
  query: tabQuery,
  response: listOf(myAdTask),
});
export const mcnAdTasks = defineEndpoint({
  method: 'GET',
  path: '/api/mcn-ad-tasks',
  summary: "The ad tasks of the MCN's linked creators (read-only)",
  tag,
  access: needs('mcn:manage'),
  query: tabQuery.extend({ user_id: queryId('创作者无效').optional() }),
  response: listOf(mcnAdTask),
});

export const spreadEndpoints = {
  adHall,
  adHallTypes,
  adHallTask,
  joinAdTask,
  quitAdTask,
  myTaskVideos,
  bindAdSubmission,
  withdrawAdSubmission,
  myAdTasks,
  mcnAdTasks,
};
