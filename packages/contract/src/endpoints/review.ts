import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { idParam, timestamp, userBrief, MAX_ID } from './common.js';
import { defineReviewEndpoints } from './review-queue.js';
import {
  creatorStatement,
  HISTORY_DECISIONS,
  HISTORY_STAGES,
  MACHINE_VERDICTS,
  REVIEW_STAGES,
  VIDEO_STATUSES,
  videoDescription,
  videoSummary,
  videoTitle,
  videoTopics,
  videoVisibility,
} from './videos.js';

/** What the quick-review reasons and the operation log are about. */
export const CONTENT_KINDS = ['video', 'album'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** A step of the review history as operators see it: with who decided (null for the machine). */
export const reviewHistoryStep = z.object({
  stage: z.enum(HISTORY_STAGES),
  decision: z.enum(HISTORY_DECISIONS),
  reasons: z.array(z.string()),
  message: z.string(),
  reviewer: z.string().nullable(),
  at: timestamp,
});
export type ReviewHistoryStep = z.infer<typeof reviewHistoryStep>;

/** A video as the review side sees it: its creator, the machine verdict, the last reviewer and the lock. */
export const reviewVideo = videoSummary.extend({
  creator: userBrief,
  machine_verdict: z.enum(MACHINE_VERDICTS).nullable(),
  machine_reasons: z.array(z.string()),
  reviewer: z.string().nullable(),
  locked_by: z.string().nullable(),
  locked_until: timestamp.nullable(),
});
export type ReviewVideo = z.infer<typeof reviewVideo>;
export const reviewVideoDetail = reviewVideo.extend({ history: z.array(reviewHistoryStep) });
export type ReviewVideoDetail = z.infer<typeof reviewVideoDetail>;

/** Video review ("audit"): the machine, first and second stages of /audit/one, /two, /three. */
export const videoReviewEndpoints = defineReviewEndpoints({
  tag: 'review',
  permission: 'review:video',
  paths: { queue: '/api/audit', items: '/api/audit/videos' },
  noun: 'items',
  idMessage: '视频 id 无效',
  stages: REVIEW_STAGES,
  statuses: VIDEO_STATUSES,
  item: reviewVideo,
  detail: reviewVideoDetail,
  filters: { verdict: z.enum(MACHINE_VERDICTS, { error: '机审结果无效' }).optional() },
  edit: z.object({
    title: videoTitle,
    description: videoDescription.default(''),
    topics: videoTopics.default([]),
    visibility: videoVisibility,
  }),
  describe: {
    queueOrder: 'oldest first (suspect first at first review)',
    list: 'Every video with stage, creator, machine verdict and reviewer: filters, keyword, dates, paging',
    detail: 'One video with its full review history, reviewers named',
    edit: 'An operator corrects title, description, topics or visibility (written to the operation log)',
  },
});
export const {
  claim: claimReviewBatch,
  release: releaseReviewItems,
  decide: decideReviewItem,
  decideBatch: decideReviewBatch,
  list: reviewVideoList,
  detail: reviewVideoDetailEndpoint,
  edit: editReviewVideo,
  decision: reviewDecision,
  decisionResult,
} = videoReviewEndpoints;
export type ReviewDecisionInput = z.input<typeof reviewDecision>;

// ——— settings ———

export const reviewReason = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  text: z.string(),
  position: z.number().int(),
});
export type ReviewReason = z.infer<typeof reviewReason>;
const reasonInput = z.object({
  kind: z.enum(CONTENT_KINDS, { error: '类型无效' }),
  text: z
    .string({ error: '请填写审核理由' })
    .trim()
    .min(1, '请填写审核理由')
    .max(50, '审核理由不能超过 50 字'),
  position: z
    .number({ error: '排序无效' })
    .int('排序无效')
    .min(0, '排序无效')
    .max(9999, '排序无效')
    .default(0),
});

export const reviewReasons = defineEndpoint({
  method: 'GET',
  path: '/api/audit/reasons',
  summary: 'The quick-review reasons of videos or albums, in order',
  tag: 'review',
  access: needs('review:video', 'review:album'),
  query: z.object({ kind: z.enum(CONTENT_KINDS, { error: '类型无效' }).default('video') }),
  response: z.array(reviewReason),
});
export const createReviewReason = defineEndpoint({
  method: 'POST',
  path: '/api/audit/reasons',
  summary: 'Add a quick-review reason',
  tag: 'review',
  access: needs('review:video'),
  body: reasonInput,
  response: reviewReason,
});
export const updateReviewReason = defineEndpoint({
  method: 'PUT',
  path: '/api/audit/reasons/{id}',
  summary: 'Change a quick-review reason',
  tag: 'review',
  access: needs('review:video'),
  params: idParam,
  body: reasonInput,
  response: reviewReason,
});
export const deleteReviewReason = defineEndpoint({
  method: 'DELETE',
  path: '/api/audit/reasons/{id}',
  summary: 'Remove a quick-review reason (decisions that used it keep the text)',
  tag: 'review',
  access: needs('review:video'),
  params: idParam,
  response: z.null(),
});

const statementInput = z.object({
  content: z
    .string({ error: '请填写声明内容' })
    .trim()
    .min(1, '请填写声明内容')
    .max(100, '声明内容不能超过 100 字'),
  enabled: z.boolean({ error: '启用状态无效' }).default(true),
  position: z
    .number({ error: '排序无效' })
    .int('排序无效')
    .min(0, '排序无效')
    .max(9999, '排序无效')
    .default(0),
});

export const reviewStatements = defineEndpoint({
  method: 'GET',
  path: '/api/audit/statements',
  summary: 'Every creator declaration text, enabled or not, in order',
  tag: 'review',
  access: needs('review:video'),
  response: z.array(creatorStatement),
});
export const createReviewStatement = defineEndpoint({
  method: 'POST',
  path: '/api/audit/statements',
  summary: 'Add a creator declaration text',
  tag: 'review',
  access: needs('review:video'),
  body: statementInput,
  response: creatorStatement,
});
export const updateReviewStatement = defineEndpoint({
  method: 'PUT',
  path: '/api/audit/statements/{id}',
  summary: 'Change, enable or disable a creator declaration text',
  tag: 'review',
  access: needs('review:video'),
  params: idParam,
  body: statementInput,
  response: creatorStatement,
});
export const deleteReviewStatement = defineEndpoint({
  method: 'DELETE',
  path: '/api/audit/statements/{id}',
  summary: 'Remove a creator declaration text (videos that chose it keep none)',
  tag: 'review',
  access: needs('review:video'),
  params: idParam,
  response: z.null(),
});

export const whitelistEntry = z.object({
  user: userBrief,
  note: z.string(),
  added_by: z.string().nullable(),
  created_at: timestamp,
});
export type WhitelistEntry = z.infer<typeof whitelistEntry>;

export const machineWhitelist = defineEndpoint({
  method: 'GET',
  path: '/api/audit/whitelist',
  summary: 'Creators whose submissions skip the machine review, newest first, searchable by name',
  tag: 'review',
  access: needs('admin:system', 'review:video'),
  query: pageQuery.extend({ keyword: z.string().trim().max(50, '关键词过长').optional() }),
  response: listOf(whitelistEntry),
});
export const whitelistCandidates = defineEndpoint({
  method: 'GET',
  path: '/api/audit/whitelist/candidates',
  summary: 'Users who publish videos, by name or username, for adding to the whitelist',
  tag: 'review',
  access: needs('admin:system'),
  query: z.object({
    keyword: z.string({ error: '请输入搜索关键词' }).trim().min(1, '请输入搜索关键词').max(50, '关键词过长'),
  }),
  response: z.array(userBrief.extend({ whitelisted: z.boolean() })),
});
export const addToWhitelist = defineEndpoint({
  method: 'POST',
  path: '/api/audit/whitelist',
  summary: 'Whitelist a user: their submissions pass the machine review (reason 白名单)',
  tag: 'review',
  access: needs('admin:system'),
  body: z.object({
    user_id: id('请选择用户'),
    note: z.string({ error: '备注格式不正确' }).trim().max(100, '备注不能超过 100 字').default(''),
  }),
  response: whitelistEntry,
});
export const removeFromWhitelist = defineEndpoint({
  method: 'DELETE',
  path: '/api/audit/whitelist/{userId}',
  summary: 'Take a user off the whitelist',
  tag: 'review',
  access: needs('admin:system'),
  params: z.object({
    userId: z.coerce
      .number<number>({ error: 'userId 无效' })
      .int()
      .positive('userId 无效')
      .max(MAX_ID, 'userId 无效'),
  }),
  response: z.null(),
});
