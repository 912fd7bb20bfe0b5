import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { queryId, timestamp } from './common.js';

/**
 * Settlement of ad tasks (ad-tasks.md §5, §6, §8): the preview a staff member reads, the run that
 * only `sem:settle` confirms, its posting progress and the resume of a failed run. Messages are the
 * design's, word for word.
 */

export const AD_RUN_STATUSES = ['posting', 'completed', 'failed'] as const;
export type AdRunStatus = (typeof AD_RUN_STATUSES)[number];
export const AD_RUN_STATUS_LABELS: Record<AdRunStatus, string> = {
  posting: '发放中',
  completed: '已完成',
  failed: '失败',
};

const thousands = (n: number) => n.toLocaleString('en-US');

/** Refusals (202) and not-founds of settlement, word for word (§8). */
export const AD_SETTLEMENT_MESSAGES = {
  taskMissing: '任务不存在',
  runMissing: '结算记录不存在',
  /** `date` as the console shows it (platform time, `YYYY-MM-DD HH:mm`). */
  observing: (date: string) => `数据观察期未结束（${date} 后可结算）`,
  pendingReview: (n: number) => `还有 ${n} 条投稿待审核，请先处理`,
  pendingReceipts: (n: number) => `还有 ${n} 条回执待审核，请先处理`,
  posting: '该任务正在结算中',
  nothing: '没有可结算的投稿',
  moved: '结算数据已变化，请重新预览后再确认',
  completed: '该结算已完成',
} as const;

/** Why a submission is invalidated, held or paid nothing at planning (§6 steps 2–4). */
export const AD_SETTLEMENT_REASONS = {
  videoDeleted: '视频已删除',
  notPublished: '视频未处于发布状态',
  notPublic: '视频已设为非公开',
  missingTopic: (name: string) => `视频缺少任务话题：#${name}`,
  removed: '已被移出任务',
  noReceipt: '未提交回执',
  receiptNotApproved: '回执未通过审核',
  accountDisabled: '账号已停用',
  /** `permille` of likes per play: 2 → 0.2%. */
  engagement: (permille: number) => `互动率异常（点赞率低于 ${permille / 10}%）`,
  conversion: '转化率异常',
  belowMinPlays: (minPlays: number) => `未达到起结播放量 ${thousands(minPlays)}`,
  belowFirstTier: (minPlays: number) => `未达到最低阶梯播放量 ${thousands(minPlays)}`,
  noConversions: '没有有效转化',
  tooFewPlays: '播放量不足以产生奖励',
  creatorCapReached: '已达到每人奖励上限',
  budgetExhausted: '任务预算已用完',
} as const;

/** What planning would do with a submission now. */
export const AD_SETTLEMENT_OUTCOMES = ['settle', 'hold', 'invalidate'] as const;
export type AdSettlementOutcome = (typeof AD_SETTLEMENT_OUTCOMES)[number];

/** A precondition that stops a confirmation (the preview lists them; the POST refuses with the first). */
export const AD_SETTLEMENT_BLOCKERS = [
  'observing',
  'pending_review',
  'pending_receipts',
  'posting',
  'nothing',
] as const;

export const adSettlementBlocker = z.object({
  code: z.enum(AD_SETTLEMENT_BLOCKERS),
  message: z.string(),
  /** Submissions or receipts awaiting review (0 for the others). */
  count: z.number().int(),
});
export type AdSettlementBlocker = z.infer<typeof adSettlementBlocker>;

/** One row of the preview: the itemised amount, or why the submission is held or invalidated. */
export const adSettlementItem = z.object({
  submission_id: z.number().int(),
  outcome: z.enum(AD_SETTLEMENT_OUTCOMES),
  creator: z.object({ id: z.number().int(), name: z.string() }),
  video: z.object({ id: z.number().int().nullable(), title: z.string(), cover: z.string().nullable() }),
  plays: z.number().int(),
  conversions: z.number().int(),
  featured: z.boolean(),
  base_fen: z.number().int(),
  bonus_fen: z.number().int(),
  cap_cut_fen: z.number().int(),
  /** After the cap, before budget scaling. */
  scaled_from_fen: z.number().int(),
  final_fen: z.number().int(),
  /** Why it is held or invalidated, or why it pays nothing ('' otherwise). */
  reason: z.string(),
});
export type AdSettlementItem = z.infer<typeof adSettlementItem>;

export const adSettlementSummary = z.object({
  /** Submissions the run would settle, zero amounts included. */
  items: z.number().int(),
  total_fen: z.number().int(),
  /** `budget − settled − reserved` now. */
  remaining_fen: z.number().int(),
  budget_fen: z.number().int(),
  scale_ppm: z.number().int(),
  /** Submissions it would leave held (already held, or held now by the anomaly rules). */
  held: z.number().int(),
  /** Submissions the re-check would invalidate. */
  invalidated: z.number().int(),
  /** Creators it would pay (zero amounts included). */
  creators: z.number().int(),
  settle_after: timestamp.nullable(),
  blockers: z.array(adSettlementBlocker),
});
export type AdSettlementSummary = z.infer<typeof adSettlementSummary>;

export const adSettlementPreview = z.object({
  summary: adSettlementSummary,
  items: listOf(adSettlementItem),
});
export type AdSettlementPreview = z.infer<typeof adSettlementPreview>;

export const adSettlementRun = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  status: z.enum(AD_RUN_STATUSES),
  items: z.number().int(),
  total_fen: z.number().int(),
  scale_ppm: z.number().int(),
  posted_items: z.number().int(),
  posted_fen: z.number().int(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  started_at: timestamp,
  finished_at: timestamp.nullable(),
  error: z.string().nullable(),
});
export type AdSettlementRun = z.infer<typeof adSettlementRun>;

export const adSettlementConfirm = z.object({
  preview_total_fen: z
    .number({ error: '请先预览结算' })
    .int('金额必须是以分为单位的整数')
    .min(0, '请先预览结算')
    .max(Number.MAX_SAFE_INTEGER, '请先预览结算'),
});
export type AdSettlementConfirm = z.input<typeof adSettlementConfirm>;

const taskParam = z.object({ id: queryId('id 无效') });
const runParam = z.object({ id: queryId('id 无效'), runId: queryId('id 无效') });
const tag = 'sem';
const manage = needs('sem:manage');
const settle = needs('sem:settle');

export const adSettlementPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ad-tasks/{id}/settlement-preview',
  summary: 'What a settlement of the task would pay now: summary, blockers and the itemised rows',
  tag,
  access: manage,
  params: taskParam,
  query: pageQuery,
  response: adSettlementPreview,
});

export const createAdSettlement = defineEndpoint({
  method: 'POST',
  path: '/api/ad-tasks/{id}/settlements',
  summary: 'Confirm the previewed settlement: plan it in one transaction and start posting',
  tag,
  access: settle,
  params: taskParam,
  body: adSettlementConfirm,
  response: adSettlementRun,
});

export const adSettlements = defineEndpoint({
  method: 'GET',
  path: '/api/ad-tasks/{id}/settlements',
  summary: 'The task’s settlement runs, newest first',
  tag,
  access: manage,
  params: taskParam,
  query: pageQuery,
  response: listOf(adSettlementRun),
});

export const adSettlementDetail = defineEndpoint({
  method: 'GET',
  path: '/api/ad-tasks/{id}/settlements/{runId}',
  summary: 'One settlement run (the console polls its progress)',
  tag,
  access: manage,
  params: runParam,
  response: adSettlementRun,
});

export const resumeAdSettlement = defineEndpoint({
  method: 'POST',
  path: '/api/ad-tasks/{id}/settlements/{runId}/resume',
  summary: 'Continue posting a failed or interrupted run',
  tag,
  access: settle,
  params: runParam,
  response: adSettlementRun,
});

export const adSettlementEndpoints = {
  adSettlementPreview: adSettlementPreviewEndpoint,
  createAdSettlement,
  adSettlements,
  adSettlementDetail,
  resumeAdSettlement,
};
