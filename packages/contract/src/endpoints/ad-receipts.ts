import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import {
  adReason,
  adReceiptFields,
  adReceiptInput,
  AD_FIELD_KINDS,
  AD_METRIC_SOURCES,
  adReward,
} from './ad-tasks.js';
import { idParam, MAX_ID, queryId, timestamp, userBrief } from './common.js';
import { mySubmission } from './spread.js';

/**
 * Receipts of ad submissions (ad-tasks.md §4, §5, §8; the spec's "survey"): third-party evidence a
 * creator files for one submission, the staff's review with verified numbers, and the import of a
 * vendor's sheet. Messages are the design's, word for word.
 */

export const AD_RECEIPT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdReceiptStatus = (typeof AD_RECEIPT_STATUSES)[number];
export const AD_RECEIPT_STATUS_LABELS: Record<AdReceiptStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};
export const AD_RECEIPT_SOURCES = ['creator', 'import'] as const;
export type AdReceiptSource = (typeof AD_RECEIPT_SOURCES)[number];
export const AD_RECEIPT_SOURCE_LABELS: Record<AdReceiptSource, string> = {
  creator: '创作者提交',
  import: '导入',
};

/** Refusals (202), not-founds and per-row import skips, word for word (§8). */
export const AD_RECEIPT_MESSAGES = {
  missing: '记录不存在',
  taskMissing: '任务不存在',
  notRequired: '此任务无需提交回执',
  exists: '该投稿已提交回执',
  submissionNotApproved: '投稿未通过审核，不能提交回执',
  closed: '回执提交已截止',
  approvedFinal: '回执已审核通过，不能修改',
  plannedEdit: '投稿已进入结算，回执不能修改',
  decided: '该回执已被处理',
  plannedReview: '投稿已进入结算，回执不能再审核',
  verifiedPlays: '请填写核定播放量',
  verifiedConversions: '请填写核定转化数',
  importSubmissionMissing: '投稿不存在',
  importForeign: '投稿不属于此任务',
  importApproved: '回执已审核',
  importPlanned: '投稿已进入结算',
} as const;

export const AD_RECEIPT_IMPORT_MAX = 5_000;

const count = z
  .number({ error: '数量必须是整数' })
  .int('数量必须是整数')
  .min(0, '数量不能为负数')
  .max(MAX_ID, '数量必须是整数');

/** A receipt as its creator and the staff read it. */
export const adReceipt = z.object({
  id: z.number().int(),
  submission_id: z.number().int(),
  task: z.object({ id: z.number().int(), title: z.string() }),
  user: userBrief,
  video: z.object({
    id: z.number().int().nullable(),
    title: z.string(),
    cover: z.string().nullable(),
    /** The platform's plays now, beside the claim (null once the video is gone). */
    plays: z.number().int().nullable(),
  }),
  submission_status: z.string(),
  source: z.enum(AD_RECEIPT_SOURCES),
  status: z.enum(AD_RECEIPT_STATUSES),
  claimed_plays: z.number().int().nullable(),
  claimed_conversions: z.number().int().nullable(),
  verified_plays: z.number().int().nullable(),
  verified_conversions: z.number().int().nullable(),
  link: z.string(),
  /** Stored file references, and the same images as signed addresses valid 10 minutes. */
  images: z.array(z.string()),
  image_urls: z.array(z.string()),
  answers: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  note: z.string(),
  external_ref: z.string(),
  reason: z.string(),
  revision: z.number().int(),
  /** Accepted until the task's settle_after. */
  deadline: timestamp,
  /** The creator may still change it: pending or rejected, before the deadline, not yet planned. */
  editable: z.boolean(),
  reviewed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdReceipt = z.infer<typeof adReceipt>;

/** What the receipt form shows above its fields: the submission, the task's rule and fields. */
export const adReceiptForm = z.object({
  submission: mySubmission,
  task: z.object({
    id: z.number().int(),
    title: z.string(),
    reward: adReward,
    metric_source: z.enum(AD_METRIC_SOURCES),
    receipt_required: z.boolean(),
    settle_after: timestamp,
    receipt_fields: z.array(
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
  }),
  /** The receipt already filed for it, if any. */
  receipt: adReceipt.nullable(),
});
export type AdReceiptForm = z.infer<typeof adReceiptForm>;

const statusQuery = z.enum(AD_RECEIPT_STATUSES, { error: '状态无效' }).optional();

export const myAdReceiptQuery = pageQuery.extend({
  task_id: queryId('任务无效').optional(),
  status: statusQuery,
});
/** My submissions of a task that still lack a receipt (pending review, approved or held). */
export const receiptDueQuery = pageQuery.extend({ task_id: queryId('任务无效').optional() });

export const adReceiptListQuery = pageQuery.extend({
  task_id: queryId('任务无效').optional(),
  status: statusQuery,
  source: z.enum(AD_RECEIPT_SOURCES, { error: '来源无效' }).optional(),
  q: z.string().trim().max(50, '关键词过长').optional(),
});

/** Approve with the verified numbers (those the task's rule reads are required), or reject with a reason. */
export const adReceiptDecisionInput = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('approve'),
      verified_plays: count.nullable().optional(),
      verified_conversions: count.nullable().optional(),
    }),
    z.object({ decision: z.literal('reject'), reason: adReason }),
  ],
  { error: '操作无效' },
);
export type AdReceiptDecisionInput = z.input<typeof adReceiptDecisionInput>;

export const adReceiptImportInput = z.object({
  task_id: z
    .number({ error: '请选择任务' })
    .int('请选择任务')
    .positive('请选择任务')
    .max(MAX_ID, '请选择任务'),
  rows: z
    .array(
      z.object({
        submission_id: z
          .number({ error: '投稿编号无效' })
          .int('投稿编号无效')
          .positive('投稿编号无效')
          .max(MAX_ID, '投稿编号无效'),
        plays: count.nullable().optional(),
        conversions: count.nullable().optional(),
        ref: z.string({ error: '参考号不能超过 64 字' }).trim().max(64, '参考号不能超过 64 字').default(''),
      }),
      { error: '请导入数据' },
    )
    .min(1, '请导入数据')
    .max(AD_RECEIPT_IMPORT_MAX, `一次最多导入 ${AD_RECEIPT_IMPORT_MAX} 行`),
});
export type AdReceiptImportInput = z.input<typeof adReceiptImportInput>;

export const adReceiptImportResult = z.object({
  created: z.number().int(),
  approved: z.number().int(),
  /** `row` is the 1-based index in `rows`. */
  skipped: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type AdReceiptImportResult = z.infer<typeof adReceiptImportResult>;

const join = needs('spread:join');
const manage = needs('sem:manage');

export const myAdReceipts = defineEndpoint({
  method: 'GET',
  path: '/api/my-ad-receipts',
  summary: 'My receipts, newest first, by task and status',
  tag: 'spread',
  access: join,
  query: myAdReceiptQuery,
  response: listOf(adReceipt),
});
export const myAdReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/my-ad-receipts/{id}',
  summary: 'One of my receipts',
  tag: 'spread',
  access: join,
  params: idParam,
  response: adReceipt,
});
export const myReceiptDue = defineEndpoint({
  method: 'GET',
  path: '/api/my-ad-receipt-due',
  summary: 'My submissions of receipt-taking tasks that still lack a receipt',
  tag: 'spread',
  access: join,
  query: receiptDueQuery,
  response: listOf(mySubmission),
});
export const myReceiptForm = defineEndpoint({
  method: 'GET',
  path: '/api/my-ad-submissions/{id}/receipt-form',
  summary:
    "What the receipt form of one of my submissions shows: the submission, the task's rule and fields, the receipt",
  tag: 'spread',
  access: join,
  params: idParam,
  response: adReceiptForm,
});
export const createMyAdReceipt = defineEndpoint({
  method: 'POST',
  path: '/api/my-ad-receipts',
  summary: 'File a receipt for one of my submissions (until the task can be settled)',
  tag: 'spread',
  access: join,
  body: adReceiptInput,
  response: adReceipt,
});
export const updateMyAdReceipt = defineEndpoint({
  method: 'PUT',
  path: '/api/my-ad-receipts/{id}',
  summary: 'Revise a pending or rejected receipt (back to pending, revision + 1)',
  tag: 'spread',
  access: join,
  params: idParam,
  body: adReceiptFields,
  response: adReceipt,
});
export const adReceiptList = defineEndpoint({
  method: 'GET',
  path: '/api/ad-receipts',
  summary: 'Receipts by task, status, source and keyword (creator, video title)',
  tag: 'sem',
  access: manage,
  query: adReceiptListQuery,
  response: listOf(adReceipt),
});
export const decideAdReceipt = defineEndpoint({
  method: 'POST',
  path: '/api/ad-receipts/{id}/decision',
  summary:
    'Approve a receipt with the verified numbers, or reject it with a reason (the creator is notified)',
  tag: 'sem',
  access: manage,
  params: idParam,
  body: adReceiptDecisionInput,
  response: adReceipt,
});
export const importAdReceipts = defineEndpoint({
  method: 'POST',
  path: '/api/ad-receipts/import',
  summary:
    "Import a vendor's figures: each row creates or approves its submission's receipt (207 when any is skipped)",
  tag: 'sem',
  access: manage,
  body: adReceiptImportInput,
  response: adReceiptImportResult,
});

export const adReceiptEndpoints = {
  myAdReceipts,
  myAdReceipt,
  myReceiptDue,
  myReceiptForm,
  createMyAdReceipt,
  updateMyAdReceipt,
  adReceiptList,
  decideAdReceipt,
  importAdReceipts,
};
