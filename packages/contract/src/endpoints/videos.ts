import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { idParam, isoDate, timestamp, MAX_ID } from './common.js';

/**
 * A video's life: a draft, submitted into machine review, then first and second review by people,
 * then published (or scheduled for its publish time); rejected at any review stage.
 */
export const VIDEO_STATUSES = [
  'draft',
  'machine_review',
  'first_review',
  'second_review',
  'published',
  'scheduled',
  'rejected',
] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
export const VIDEO_STATUS_LABELS: Record<VideoStatus, string> = {
  draft: '草稿',
  machine_review: '机审中',
  first_review: '初审中',
  second_review: '复审中',
  published: '已发布',
  scheduled: '定时发布',
  rejected: '未通过',
};
/** The statuses a video is "in review" in: it can be neither edited nor deleted by its creator. */
export const VIDEO_IN_REVIEW: readonly VideoStatus[] = ['machine_review', 'first_review', 'second_review'];

export const VIDEO_VISIBILITIES = ['public', 'fans', 'private'] as const;
export type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number];
export const VIDEO_VISIBILITY_LABELS: Record<VideoVisibility, string> = {
  public: '公开',
  fans: '粉丝可见',
  private: '仅自己可见',
};

/** The machine pre-review's verdict: pass and suspect go on to first review, block waits for an operator. */
export const MACHINE_VERDICTS = ['pass', 'suspect', 'block'] as const;
export type MachineVerdict = (typeof MACHINE_VERDICTS)[number];
export const MACHINE_VERDICT_LABELS: Record<MachineVerdict, string> = {
  pass: '通过',
  suspect: '疑似违规',
  block: '拦截',
};

/** The stages of the review workbench (/audit/one, /audit/two, /audit/three), and the status of each. */
export const REVIEW_STAGES = ['machine', 'first', 'second'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];
export const REVIEW_STAGE_LABELS: Record<ReviewStage, string> = {
  machine: '机审',
  first: '初审',
  second: '复审',
};
export const REVIEW_STAGE_STATUS: Record<ReviewStage, VideoStatus> = {
  machine: 'machine_review',
  first: 'first_review',
  second: 'second_review',
};

/** A step of a video's review history: the creator's submission, the machine verdict, a reviewer's decision. */
export const HISTORY_STAGES = ['submit', ...REVIEW_STAGES] as const;
export const HISTORY_DECISIONS = ['submitted', 'pass', 'suspect', 'block', 'approve', 'reject'] as const;
export type HistoryDecision = (typeof HISTORY_DECISIONS)[number];
export const HISTORY_DECISION_LABELS: Record<HistoryDecision, string> = {
  submitted: '提交审核',
  pass: '机审通过',
  suspect: '机审疑似违规',
  block: '机审拦截',
  approve: '审核通过',
  reject: '审核驳回',
};

/** Douyin's limits for the publish form. */
export const VIDEO_LIMITS = {
  titleMax: 55,
  descriptionMax: 1000,
  topicsMax: 5,
  topicMax: 20,
  /** A scheduled publish time is at most this many days ahead. */
  scheduleDaysMax: 14,
  /** Ids per bulk action. */
  bulkMax: 50,
} as const;

const DAY_MS = 86_400_000;

/**
 * A stored file as other records reference it: `/api/files/<uuid>`, the `url` the upload calls
 * answer (contract files.ts).
 */
export const storedFileReference = z
  .string({ error: '文件引用无效' })
  .trim()
  .regex(/^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, '文件引用无效');

/**
 * The uploaded video as the publish form declares it: the reference and what the browser knows of
 * the file. The machine review checks the declaration (type, size, duration).
 */
export const videoFile = z.object({
  url: storedFileReference,
  mime: z.string({ error: '请填写文件类型' }).trim().max(100, '文件类型无效'),
  size: z
    .number({ error: '文件大小无效' })
    .int('文件大小无效')
    .min(0, '文件大小无效')
    .max(Number.MAX_SAFE_INTEGER),
  /** Seconds, when the browser could read it. */
  duration: z.number({ error: '视频时长无效' }).min(0, '视频时长无效').max(86_400, '视频时长无效').optional(),
});
export type VideoFile = z.infer<typeof videoFile>;

const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const videoTitle = z
  .string({ error: '请填写标题' })
  .trim()
  .min(1, '请填写标题')
  .max(VIDEO_LIMITS.titleMax, `标题不能超过 ${VIDEO_LIMITS.titleMax} 字`);
export const videoDescription = z
  .string({ error: '简介格式不正确' })
  .trim()
  .max(VIDEO_LIMITS.descriptionMax, `简介不能超过 ${VIDEO_LIMITS.descriptionMax} 字`);
export const videoTopics = z
  .array(
    z
      .string({ error: '话题格式不正确' })
      .trim()
      .transform((topic) => topic.replace(/^#+/, '').trim())
      .pipe(
        z
          .string()
          .min(1, '话题不能为空')
          .max(VIDEO_LIMITS.topicMax, `每个话题不能超过 ${VIDEO_LIMITS.topicMax} 字`),
      ),
    { error: '话题格式不正确' },
  )
  .max(VIDEO_LIMITS.topicsMax, `最多添加 ${VIDEO_LIMITS.topicsMax} 个话题`)
  .refine((topics) => new Set(topics).size === topics.length, '话题不能重复');
export const videoVisibility = z.enum(VIDEO_VISIBILITIES, { error: '可见范围无效' });

/**
 * A scheduled publish time: an ISO 8601 instant in the future and at most 14 days ahead. Checked
 * against the clock of whoever validates (the form, then the server again).
 */
export const scheduledAt = z
  .string({ error: '定时发布时间无效' })
  .trim()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
    '定时发布时间无效',
  )
  .refine((value) => Date.parse(value) > Date.now(), '定时发布时间必须晚于当前时间')
  .refine(
    (value) => Date.parse(value) <= Date.now() + VIDEO_LIMITS.scheduleDaysMax * DAY_MS,
    `定时发布时间不能超过 ${VIDEO_LIMITS.scheduleDaysMax} 天`,
  );

/**
 * The publish form. `submit: true` sends it to review, which needs the video file and a creator
 * declaration; `submit: false` saves a draft (only the title is required).
 */
export const videoInput = z
  .object({
    title: videoTitle,
    description: videoDescription.default(''),
    topics: videoTopics.default([]),
    cover: storedFileReference.nullable().default(null),
    file: videoFile.nullable().default(null),
    visibility: videoVisibility.default('public'),
    scheduled_at: scheduledAt.nullable().default(null),
    statement_id: id('请选择创作声明').nullable().default(null),
    submit: z.boolean({ error: 'submit 只能为 true 或 false' }).default(false),
  })
  .superRefine((input, ctx) => {
    if (!input.submit) return;
    if (!input.file) ctx.addIssue({ code: 'custom', message: '请上传视频', path: ['file'] });
    if (input.statement_id === null) {
      ctx.addIssue({ code: 'custom', message: '提交审核前请选择创作声明', path: ['statement_id'] });
    }
  });
export type VideoInput = z.input<typeof videoInput>;

/** A step of the review history as the creator sees it: never who reviewed. */
export const videoHistoryStep = z.object({
  stage: z.enum(HISTORY_STAGES),
  decision: z.enum(HISTORY_DECISIONS),
  reasons: z.array(z.string()),
  message: z.string(),
  at: timestamp,
});
export type VideoHistoryStep = z.infer<typeof videoHistoryStep>;

export const videoSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  topics: z.array(z.string()),
  cover: z.string().nullable(),
  file: videoFile.nullable(),
  visibility: z.enum(VIDEO_VISIBILITIES),
  status: z.enum(VIDEO_STATUSES),
  statement_id: z.number().int().nullable(),
  /** Why the last review rejected it (rejected videos): the quick reasons and the reviewer's message. */
  review_reasons: z.array(z.string()),
  review_message: z.string(),
  plays: z.number().int(),
  likes: z.number().int(),
  scheduled_at: timestamp.nullable(),
  published_at: timestamp.nullable(),
  submitted_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type VideoSummary = z.infer<typeof videoSummary>;

export const videoDetail = videoSummary.extend({ history: z.array(videoHistoryStep) });
export type VideoDetail = z.infer<typeof videoDetail>;

export const VIDEO_SORTS = ['created_at', 'published_at', 'plays'] as const;

/** A date range on when videos were created, both ends included (platform calendar days). */
const dateRange = z.object({ start_date: isoDate.optional(), end_date: isoDate.optional() });
const orderedRange = <T extends { start_date?: string | undefined; end_date?: string | undefined }>(q: T) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;

export const myVideosQuery = pageQuery
  .extend({
    keyword: z.string().trim().max(50, '关键词过长').optional(),
    status: z.enum(VIDEO_STATUSES, { error: '状态无效' }).optional(),
    visibility: videoVisibility.optional(),
    sort: z.enum(VIDEO_SORTS, { error: '排序字段无效' }).default('created_at'),
    order: z.enum(['asc', 'desc'], { error: '排序方向无效' }).default('desc'),
  })
  .extend(dateRange.shape)
  .refine(orderedRange, { message: '开始日期不能晚于结束日期', path: ['end_date'] });

export const myVideos = defineEndpoint({
  method: 'GET',
  path: '/api/my-videos',
  summary: "The caller's content library: search by title, filter by status, visibility and date, sort, page",
  tag: 'videos',
  access: needs('video:publish'),
  query: myVideosQuery,
  response: listOf(videoSummary),
});

export const myVideoDetail = defineEndpoint({
  method: 'GET',
  path: '/api/my-videos/{id}',
  summary: 'One of the caller’s videos with its review history (stages, decisions, reasons, messages)',
  tag: 'videos',
  access: needs('video:publish'),
  params: idParam,
  response: videoDetail,
});

export const createVideo = defineEndpoint({
  method: 'POST',
  path: '/api/my-videos',
  summary: 'Save a draft, or submit for review (`submit: true`): the machine review runs at once',
  tag: 'videos',
  access: needs('video:publish'),
  body: videoInput,
  response: videoDetail,
});

export const updateVideo = defineEndpoint({
  method: 'PUT',
  path: '/api/my-videos/{id}',
  summary: 'Edit an own draft or rejected video; `submit: true` (re)submits it, else it is kept as a draft',
  tag: 'videos',
  access: needs('video:publish'),
  params: idParam,
  body: videoInput,
  response: videoDetail,
});

export const deleteVideo = defineEndpoint({
  method: 'DELETE',
  path: '/api/my-videos/{id}',
  summary: 'Delete an own video; not while it is in review',
  tag: 'videos',
  access: needs('video:publish'),
  params: idParam,
  response: z.null(),
});

export const VIDEO_BULK_ACTIONS = ['delete', 'submit', 'visibility'] as const;

export const bulkVideos = defineEndpoint({
  method: 'POST',
  path: '/api/my-videos/bulk',
  summary:
    'One action on several own videos: delete, submit drafts, or change visibility. Each id is done or skipped with a reason; 207 when some were skipped',
  tag: 'videos',
  access: needs('video:publish'),
  body: z
    .object({
      action: z.enum(VIDEO_BULK_ACTIONS, { error: '批量操作无效' }),
      ids: z
        .array(id('视频 id 无效'), { error: '请选择视频' })
        .min(1, '请选择视频')
        .max(VIDEO_LIMITS.bulkMax, `一次最多操作 ${VIDEO_LIMITS.bulkMax} 个视频`),
      visibility: videoVisibility.optional(),
    })
    .refine((body) => body.action !== 'visibility' || body.visibility !== undefined, {
      message: '请选择可见范围',
      path: ['visibility'],
    }),
  response: z.object({
    done: z.array(z.number().int()),
    skipped: z.array(z.object({ id: z.number().int(), message: z.string() })),
  }),
});

/** A creator declaration the publish form offers (/audit/statement configures them). */
export const creatorStatement = z.object({
  id: z.number().int(),
  content: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
});
export type CreatorStatement = z.infer<typeof creatorStatement>;

export const videoStatements = defineEndpoint({
  method: 'GET',
  path: '/api/video-statements',
  summary: 'The enabled creator declarations for the publish form, in order',
  tag: 'videos',
  access: needs('video:publish'),
  response: z.array(creatorStatement),
});
