import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { AD_SUBMISSION_STATUSES, adReason, type AdSubmissionStatus } from './ad-tasks.js';
import { flag, idParam, MAX_ID, queryId, timestamp, userBrief } from './common.js';

/**
 * Ad submissions, staff side (ad-tasks.md §8, /sem/bind): the task's submissions, the staff bind
 * and the review decisions. Messages are the design's, word for word.
 */

export const AD_SUBMISSION_STATUS_LABELS: Record<AdSubmissionStatus, string> = {
  pending_review: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  withdrawn: '已撤回',
  held: '暂缓',
  invalidated: '已失效',
  planned: '结算中',
  settled: '已结算',
};

export const AD_SUBMISSION_DECISIONS = ['approve', 'reject', 'hold', 'release', 'invalidate'] as const;
export type AdSubmissionDecision = (typeof AD_SUBMISSION_DECISIONS)[number];

/** Refusals and not-founds of binds and decisions (§8), word for word. */
export const AD_SUBMISSION_MESSAGES = {
  missing: '记录不存在',
  taskMissing: '任务不存在',
  videoMissing: '视频不存在',
  joinFirst: '请先参与任务',
  notRunning: '任务未在进行中',
  notPublic: '只能关联已发布的公开视频',
  outsideWindow: '视频发布时间不在任务时间内',
  missingTopic: (name: string) => `视频缺少任务话题：#${name}`,
  pickGoods: '请选择要挂载的商品',
  foreignGoods: '所选商品不属于此任务',
  videoTaken: '该视频已参与广告任务',
  contentTaken: '该视频内容已被其他投稿使用',
  perCreatorCap: (n: number) => `每人最多投稿 ${n} 条`,
  authorNotJoined: '该视频作者未参与此任务',
  decided: '该投稿已被处理',
  wrongState: '当前状态不能执行此操作',
  planned: '投稿已进入结算，不能撤回',
  cannotWithdraw: '当前状态不能撤回',
} as const;

/** Quick reasons of a rejection (/sem/bind). */
export const AD_SUBMISSION_REJECT_REASONS = [
  '内容与任务要求不符',
  '未按要求展示商品',
  '视频质量不达标',
  '疑似搬运',
] as const;

export const BATCH_DECISION_MAX = 50;

const statusEnum = z.enum(AD_SUBMISSION_STATUSES, { error: '状态无效' });

/**
 * The bind rules a video is checked against, in the order the bind refuses them; `cap` is the
 * author's per-creator cap (每人投稿上限), failed on every video once the author has reached it.
 */
export const AD_BIND_RULES = ['published_public', 'published_in_window', 'topics', 'free', 'cap'] as const;
export type AdBindRule = (typeof AD_BIND_RULES)[number];

/**
 * One video of its author and each bind rule it passes or fails (the very checks the bind runs):
 * the creator's own videos (`myTaskVideos`) and a participant's as staff see them
 * (`adParticipantVideos`).
 */
export const myTaskVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  status: z.string(),
  visibility: z.string(),
  published_at: timestamp.nullable(),
  plays: z.number().int(),
  topics: z.array(z.string()),
  checks: z.array(z.object({ rule: z.enum(AD_BIND_RULES), ok: z.boolean(), message: z.string() })),
  bindable: z.boolean(),
});
export type MyTaskVideo = z.infer<typeof myTaskVideo>;

/** A video list of one author for a task: newest first, by keyword (title). */
export const bindCandidateQuery = pageQuery.extend({
  q: z.string().trim().max(50, '关键词过长').optional(),
});

/** One submission as the staff list shows it. */
export const adSubmissionRow = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  status: statusEnum,
  reason: z.string(),
  video: z.object({
    id: z.number().int().nullable(),
    title: z.string(),
    cover: z.string().nullable(),
    published_at: timestamp.nullable(),
    /** Plays and likes now (the snapshot's video may be gone: null). */
    plays: z.number().int().nullable(),
    likes: z.number().int().nullable(),
  }),
  creator: userBrief,
  goods: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  plays_at_bind: z.number().int(),
  receipt_status: z.enum(['pending', 'approved', 'rejected']).nullable(),
  amount_fen: z.number().int().nullable(),
  bonus_fen: z.number().int().nullable(),
  featured: z.boolean(),
  anomaly_cleared: z.boolean(),
  bound_by_staff: z.boolean(),
  reviewed_at: timestamp.nullable(),
  created_at: timestamp,
});
export type AdSubmissionRow = z.infer<typeof adSubmissionRow>;

export const adSubmissionListQuery = pageQuery.extend({
  status: statusEnum.optional(),
  featured: z.coerce.number<number>({ error: '参数无效' }).pipe(flag).optional(),
  q: z.string().trim().max(50, '关键词过长').optional(),
});

const videoId = z
  .number({ error: '请选择视频' })
  .int('请选择视频')
  .positive('请选择视频')
  .max(MAX_ID, '请选择视频');
const goodsId = z
  .number({ error: '请选择要挂载的商品' })
  .int('请选择要挂载的商品')
  .positive('请选择要挂载的商品')
  .max(MAX_ID, '请选择要挂载的商品');

/** A bind: the video and, when the task has goods, the goods it mounts. */
export const adBindInput = z.object({ video_id: videoId, goods_id: goodsId.nullable().optional() });
export type AdBindInput = z.input<typeof adBindInput>;

export const adStaffBindInput = adBindInput.extend({
  note: z.string({ error: '备注不能超过 200 字' }).trim().max(200, '备注不能超过 200 字').default(''),
});
export type AdStaffBindInput = z.input<typeof adStaffBindInput>;

const needsReason = (decision: AdSubmissionDecision) => decision !== 'approve' && decision !== 'release';

const decisionFields = {
  decision: z.enum(AD_SUBMISSION_DECISIONS, { error: '操作无效' }),
  reason: z.string({ error: '请填写原因' }).trim().max(200, '原因不能超过 200 字').default(''),
};
const reasonRule = (input: { decision: AdSubmissionDecision; reason: string }, ctx: z.RefinementCtx) => {
  if (needsReason(input.decision) && !adReason.safeParse(input.reason).success) {
    ctx.addIssue({ code: 'custom', message: '请填写原因', path: ['reason'] });
  }
};

/** A decision: approve, reject, hold, release, invalidate; a reason except for approve and release. */
export const adSubmissionDecisionInput = z.object(decisionFields).superRefine(reasonRule);
export type AdSubmissionDecisionInput = z.input<typeof adSubmissionDecisionInput>;

export const adSubmissionBatchInput = z
  .object({
    ...decisionFields,
    ids: z
      .array(z.number({ error: 'id 无效' }).int('id 无效').positive('id 无效').max(MAX_ID, 'id 无效'), {
        error: '请选择投稿',
      })
      .min(1, '请选择投稿')
      .max(BATCH_DECISION_MAX, `一次最多处理 ${BATCH_DECISION_MAX} 条`)
      .refine((ids) => new Set(ids).size === ids.length, '投稿不能重复'),
  })
  .superRefine(reasonRule);
export type AdSubmissionBatchInput = z.input<typeof adSubmissionBatchInput>;

export const adSubmissionBatchResult = z.object({
  done: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type AdSubmissionBatchResult = z.infer<typeof adSubmissionBatchResult>;

const manage = needs('sem:manage');
const tag = 'sem';

export const adTaskSubmissions = defineEndpoint({
  method: 'GET',
  path: '/api/ad-tasks/{id}/submissions',
  summary: "A task's submissions, oldest first, by status, featured and keyword (video title, creator)",
  tag,
  access: manage,
  params: idParam,
  query: adSubmissionListQuery,
  response: listOf(adSubmissionRow),
});
export const staffBindSubmission = defineEndpoint({
  method: 'POST',
  path: '/api/ad-tasks/{id}/submissions',
  summary: "Bind a participant's video for them (approved at once); the creator's bind rules apply",
  tag,
  access: manage,
  params: idParam,
  body: adStaffBindInput,
  response: adSubmissionRow,
});
export const adParticipantVideos = defineEndpoint({
  method: 'GET',
  path: '/api/ad-tasks/{id}/participants/{userId}/videos',
  summary:
    "A joined participant's videos, newest first, by keyword, each with the bind checks (the staff bind's picker)",
  tag,
  access: manage,
  params: z.object({ id: queryId('id 无效'), userId: queryId('id 无效') }),
  query: bindCandidateQuery,
  response: listOf(myTaskVideo),
});
export const decideAdSubmission = defineEndpoint({
  method: 'POST',
  path: '/api/ad-submissions/{id}/decision',
  summary: 'Approve, reject, hold, release or invalidate a submission (the creator is notified)',
  tag,
  access: manage,
  params: idParam,
  body: adSubmissionDecisionInput,
  response: adSubmissionRow,
});
export const decideAdSubmissions = defineEndpoint({
  method: 'POST',
  path: '/api/ad-submissions/decisions',
  summary: 'One decision on up to 50 submissions: 207 with the skipped ones and why',
  tag,
  access: manage,
  body: adSubmissionBatchInput,
  response: adSubmissionBatchResult,
});

export const adSubmissionEndpoints = {
  adTaskSubmissions,
  staffBindSubmission,
  adParticipantVideos,
  decideAdSubmission,
  decideAdSubmissions,
};
