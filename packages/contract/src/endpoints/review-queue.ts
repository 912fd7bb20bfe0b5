import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs, type Permission } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { idParam, isoDate, queryId, MAX_ID } from './common.js';

/** Items handed out per claim, and how long a claim locks them to its reviewer. */
export const REVIEW_BATCH_MAX = 20;
export const REVIEW_LOCK_MINUTES = 10;
/** The 202 messages of a decision that cannot be taken. */
export const REVIEW_REFUSALS = {
  lockedByOther: '该内容正由其他审核员处理',
  alreadyDecided: '该内容已被处理',
  notClaimed: '请先领取该内容再审核',
} as const;

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

type Values = readonly [string, ...string[]];

/** What makes one kind of content reviewable: its item schemas, stages, permission and paths. */
export interface ReviewKindSpec<
  Stages extends Values,
  Statuses extends Values,
  Queue extends string,
  Items extends string,
  Item extends z.ZodType,
  Detail extends z.ZodType,
  Filters extends z.ZodRawShape,
  Edit extends z.ZodType,
  Tag extends string = string,
> {
  /** The OpenAPI tag: clients group endpoints by it (`api.review`, `api.albumReview`). */
  tag: Tag;
  permission: Permission;
  /** `queue`: claim, release and batch decisions; `items`: the list, one item, its decision. */
  paths: { queue: Queue; items: Items };
  /** What the items are called in the summaries ("videos", "albums"). */
  noun: string;
  /** The message of an invalid item id in a claim release or a batch. */
  idMessage: string;
  /** The workbench's stages, in order. */
  stages: Stages;
  /** Every status an item can have (a decision answers the new one, the list filters by it). */
  statuses: Statuses;
  item: Item;
  /** One item as the workbench and the detail page show it (with its history). */
  detail: Detail;
  /** List filters of this kind beside status, creator, reviewer, keyword and dates. */
  filters: Filters;
  /** What an operator may correct. */
  edit: Edit;
  /** How the claim orders the queue, and what the list, detail and edit pages are (summaries). */
  describe: { queueOrder: string; list: string; detail: string; edit: string };
}

const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

const reasons = z
  .array(z.string({ error: '审核理由无效' }).trim().min(1, '审核理由无效').max(50, '审核理由无效'), {
    error: '审核理由无效',
  })
  .max(10, '最多选择 10 个审核理由')
  .default([]);
const message = z
  .string({ error: '审核意见格式不正确' })
  .trim()
  .max(500, '审核意见不能超过 500 字')
  .default('');
/** A rejection tells the creator why: a quick reason or a message. */
const explained = (d: { decision: ReviewDecision; reasons: string[]; message: string }) =>
  d.decision === 'approve' || d.reasons.length > 0 || d.message.length > 0;
const unexplained = { message: '驳回时请选择审核理由或填写审核意见', path: ['message'] };

const dateRange = { start_date: isoDate.optional(), end_date: isoDate.optional() };
type DateRange = { start_date?: string | undefined; end_date?: string | undefined };
const ordered = (q: DateRange) => !q.start_date || !q.end_date || q.start_date <= q.end_date;

/**
 * Declares the review endpoints of one kind of content: claim a batch (locked to the caller),
 * release, decide one (202 when another reviewer holds it or it was decided), decide several (207
 * with the skipped ones), the operators' list, one item, and an operator's correction.
 */
export function defineReviewEndpoints<
  const Stages extends Values,
  const Statuses extends Values,
  const Queue extends string,
  const Items extends string,
  Item extends z.ZodType,
  Detail extends z.ZodType,
  Filters extends z.ZodRawShape,
  Edit extends z.ZodType,
  const Tag extends string,
>(kind: ReviewKindSpec<Stages, Statuses, Queue, Items, Item, Detail, Filters, Edit, Tag>) {
  const { tag, noun, paths, describe } = kind;
  const access = needs(kind.permission);
  const stage = z.enum(kind.stages, { error: '审核阶段无效' });
  const decisionFields = z.object({
    stage,
    decision: z.enum(REVIEW_DECISIONS, { error: '请选择审核结果' }),
    reasons,
    message,
  });
  const decision = decisionFields.refine(explained, unexplained);
  const decisionResult = z.object({ id: z.number().int(), status: z.enum(kind.statuses) });

  return {
    /** A decision: approve, or reject with quick reasons and/or a message for the creator. */
    decision,
    decisionResult,

    claim: defineEndpoint({
      method: 'POST',
      path: `${paths.queue}/claim` as const,
      summary: `Hand out up to ${REVIEW_BATCH_MAX} ${noun} of a stage, ${describe.queueOrder}, locked to the caller for ${REVIEW_LOCK_MINUTES} minutes; the caller's open items come again`,
      tag,
      access,
      body: z.object({
        stage,
        size: z
          .number({ error: '领取数量无效' })
          .int('领取数量无效')
          .min(1, '领取数量无效')
          .max(REVIEW_BATCH_MAX, `一次最多领取 ${REVIEW_BATCH_MAX} 条`)
          .default(10),
      }),
      response: z.array(kind.detail),
    }),

    release: defineEndpoint({
      method: 'POST',
      path: `${paths.queue}/release` as const,
      summary: `Give back the caller's claimed ${noun} (the listed ones, or all)`,
      tag,
      access,
      body: z.object({
        ids: z
          .array(id(kind.idMessage), { error: kind.idMessage })
          .max(100, '一次最多释放 100 条')
          .optional(),
      }),
      response: z.object({ released: z.number().int() }),
    }),

    decide: defineEndpoint({
      method: 'POST',
      path: `${paths.items}/{id}/decision` as const,
      summary:
        'Decide one claimed item at its stage; 202 when another reviewer holds it or it was already decided',
      tag,
      access,
      params: idParam,
      body: decision,
      response: decisionResult,
    }),

    decideBatch: defineEndpoint({
      method: 'POST',
      path: `${paths.queue}/decisions` as const,
      summary: `The same decision on several claimed ${noun}; each is decided or skipped with the reason (207)`,
      tag,
      access,
      body: decisionFields
        .extend({
          ids: z
            .array(id(kind.idMessage), { error: '请选择内容' })
            .min(1, '请选择内容')
            .max(REVIEW_BATCH_MAX, `一次最多处理 ${REVIEW_BATCH_MAX} 条`),
        })
        .refine(explained, unexplained),
      response: z.object({
        decided: z.array(decisionResult),
        skipped: z.array(z.object({ id: z.number().int(), message: z.string() })),
      }),
    }),

    list: defineEndpoint({
      method: 'GET',
      path: paths.items,
      summary: describe.list,
      tag,
      access,
      query: pageQuery
        .extend({
          status: z.enum(kind.statuses, { error: '状态无效' }).optional(),
          ...kind.filters,
          creator_id: queryId('创作者 id 无效').optional(),
          reviewer_id: queryId('审核员 id 无效').optional(),
          /** Title, or the creator's name or username. */
          keyword: z.string().trim().max(50, '关键词过长').optional(),
          ...dateRange,
        })
        .refine((q) => ordered(q as DateRange), { message: '开始日期不能晚于结束日期', path: ['end_date'] }),
      response: listOf(kind.item),
    }),

    detail: defineEndpoint({
      method: 'GET',
      path: `${paths.items}/{id}` as const,
      summary: describe.detail,
      tag,
      access,
      params: idParam,
      response: kind.detail,
    }),

    edit: defineEndpoint({
      method: 'PUT',
      path: `${paths.items}/{id}` as const,
      summary: describe.edit,
      tag,
      access,
      params: idParam,
      body: kind.edit,
      response: kind.detail,
    }),
  };
}
