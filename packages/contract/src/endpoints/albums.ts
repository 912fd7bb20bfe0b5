import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { idParam, isoDate, timestamp, userBrief } from './common.js';
import { reviewHistoryStep } from './review.js';
import { defineReviewEndpoints, REVIEW_DECISIONS } from './review-queue.js';
import {
  storedFileReference,
  videoDescription,
  videoHistoryStep,
  videoTitle,
  videoVisibility,
  VIDEO_VISIBILITIES,
} from './videos.js';

/**
 * An album's life: a draft, submitted into first review, then second review, then published;
 * rejected at either stage. Albums have no machine stage (nothing to check but the text and the
 * images, which people look at anyway), so these are the video statuses without `machine_review`
 * and `scheduled`.
 */
export const ALBUM_STATUSES = ['draft', 'first_review', 'second_review', 'published', 'rejected'] as const;
export type AlbumStatus = (typeof ALBUM_STATUSES)[number];
export const ALBUM_STATUS_LABELS: Record<AlbumStatus, string> = {
  draft: '草稿',
  first_review: '初审中',
  second_review: '复审中',
  published: '已发布',
  rejected: '未通过',
};
/** The statuses an album is "in review" in: its creator can neither edit nor delete it. */
export const ALBUM_IN_REVIEW: readonly AlbumStatus[] = ['first_review', 'second_review'];

/** The stages of the album workbench (/films/two, /films/three), and the status of each. */
export const ALBUM_REVIEW_STAGES = ['first', 'second'] as const;
export type AlbumReviewStage = (typeof ALBUM_REVIEW_STAGES)[number];
export const ALBUM_STAGE_STATUS: Record<AlbumReviewStage, AlbumStatus> = {
  first: 'first_review',
  second: 'second_review',
};
/** The stages of an album's history: the creator's submission and the reviewers' decisions. */
export const ALBUM_HISTORY_STAGES = ['submit', ...ALBUM_REVIEW_STAGES] as const;
export const ALBUM_HISTORY_DECISIONS = ['submitted', ...REVIEW_DECISIONS] as const;

export const ALBUM_LIMITS = {
  /** Images per album. */
  imagesMax: 35,
} as const;

/**
 * The album form. Images are stored files (`POST /api/files?purpose=album`) in display order. The
 * cover is one of them or another uploaded image; without one the first image is the cover.
 * `submit: true` sends it to first review and needs at least one image; a draft needs only a title.
 */
export const albumInput = z
  .object({
    title: videoTitle,
    description: videoDescription.default(''),
    images: z
      .array(storedFileReference, { error: '图片列表无效' })
      .max(ALBUM_LIMITS.imagesMax, `每个图集最多 ${ALBUM_LIMITS.imagesMax} 张图片`)
      .refine((images) => new Set(images).size === images.length, '图片不能重复')
      .default([]),
    cover: storedFileReference.nullable().default(null),
    visibility: videoVisibility.default('public'),
    submit: z.boolean({ error: 'submit 只能为 true 或 false' }).default(false),
  })
  .superRefine((input, ctx) => {
    if (input.submit && input.images.length === 0) {
      ctx.addIssue({ code: 'custom', message: '请至少上传 1 张图片', path: ['images'] });
    }
  });
export type AlbumInput = z.input<typeof albumInput>;

export const albumHistoryStep = videoHistoryStep.extend({
  stage: z.enum(ALBUM_HISTORY_STAGES),
  decision: z.enum(ALBUM_HISTORY_DECISIONS),
});
export type AlbumHistoryStep = z.infer<typeof albumHistoryStep>;

export const albumSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The chosen cover, else the first image; null for an album without images. */
  cover: z.string().nullable(),
  image_count: z.number().int(),
  visibility: z.enum(VIDEO_VISIBILITIES),
  status: z.enum(ALBUM_STATUSES),
  /** Why the last review rejected it (rejected albums): the quick reasons and the reviewer's message. */
  review_reasons: z.array(z.string()),
  review_message: z.string(),
  published_at: timestamp.nullable(),
  submitted_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AlbumSummary = z.infer<typeof albumSummary>;

export const albumDetail = albumSummary.extend({
  /** The file references in display order. */
  images: z.array(z.string()),
  /** The cover exactly as chosen (null: the first image is used). */
  chosen_cover: z.string().nullable(),
  history: z.array(albumHistoryStep),
});
export type AlbumDetail = z.infer<typeof albumDetail>;

const dateRange = { start_date: isoDate.optional(), end_date: isoDate.optional() };
const ordered = (q: { start_date?: string | undefined; end_date?: string | undefined }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;
const albumStatus = z.enum(ALBUM_STATUSES, { error: '状态无效' });

export const myAlbumsQuery = pageQuery
  .extend({
    keyword: z.string().trim().max(50, '关键词过长').optional(),
    status: albumStatus.optional(),
    ...dateRange,
  })
  .refine(ordered, { message: '开始日期不能晚于结束日期', path: ['end_date'] });

export const myAlbums = defineEndpoint({
  method: 'GET',
  path: '/api/my-albums',
  summary: "The caller's albums, newest first: search by title, filter by status and date, page",
  tag: 'albums',
  access: needs('video:publish'),
  query: myAlbumsQuery,
  response: listOf(albumSummary),
});

export const myAlbumDetail = defineEndpoint({
  method: 'GET',
  path: '/api/my-albums/{id}',
  summary: 'One of the caller’s albums with its images in order and its review history',
  tag: 'albums',
  access: needs('video:publish'),
  params: idParam,
  response: albumDetail,
});

export const createAlbum = defineEndpoint({
  method: 'POST',
  path: '/api/my-albums',
  summary: 'Save an album as a draft, or submit it to first review (`submit: true`)',
  tag: 'albums',
  access: needs('video:publish'),
  body: albumInput,
  response: albumDetail,
});

export const updateAlbum = defineEndpoint({
  method: 'PUT',
  path: '/api/my-albums/{id}',
  summary:
    'Edit an own draft or rejected album (title, images and their order, cover, visibility); `submit: true` (re)submits it',
  tag: 'albums',
  access: needs('video:publish'),
  params: idParam,
  body: albumInput,
  response: albumDetail,
});

export const deleteAlbum = defineEndpoint({
  method: 'DELETE',
  path: '/api/my-albums/{id}',
  summary: 'Delete an own album; not while it is in review',
  tag: 'albums',
  access: needs('video:publish'),
  params: idParam,
  response: z.null(),
});

// ——— album review (/films/*) ———

/** An album as the review side sees it: its creator, the last reviewer and the lock. */
export const reviewAlbum = albumSummary.extend({
  creator: userBrief,
  reviewer: z.string().nullable(),
  locked_by: z.string().nullable(),
  locked_until: timestamp.nullable(),
});
export type ReviewAlbum = z.infer<typeof reviewAlbum>;
export const reviewAlbumDetail = reviewAlbum.extend({
  images: z.array(z.string()),
  chosen_cover: z.string().nullable(),
  history: z.array(
    reviewHistoryStep.extend({
      stage: z.enum(ALBUM_HISTORY_STAGES),
      decision: z.enum(ALBUM_HISTORY_DECISIONS),
    }),
  ),
});
export type ReviewAlbumDetail = z.infer<typeof reviewAlbumDetail>;

/** Album review ("films"): the first and second stages of /films/two and /films/three. */
export const albumReviewEndpoints = defineReviewEndpoints({
  tag: 'album-review',
  permission: 'review:album',
  paths: { queue: '/api/audit/albums', items: '/api/audit/albums' },
  noun: 'albums',
  idMessage: '图集 id 无效',
  stages: ALBUM_REVIEW_STAGES,
  statuses: ALBUM_STATUSES,
  item: reviewAlbum,
  detail: reviewAlbumDetail,
  filters: {},
  edit: z.object({
    title: videoTitle,
    description: videoDescription.default(''),
    visibility: videoVisibility,
  }),
  describe: {
    queueOrder: 'oldest submission first',
    list: 'Every album with stage, creator and reviewer (/films/index): filters, keyword, dates, paging',
    detail: 'One album with its images and its full review history, reviewers named',
    edit: 'An operator corrects title, description or visibility (/films/edit; written to the operation log)',
  },
});
export const {
  claim: claimAlbumBatch,
  release: releaseAlbumItems,
  decide: decideAlbumItem,
  decideBatch: decideAlbumBatch,
  list: reviewAlbumList,
  detail: reviewAlbumDetailEndpoint,
  edit: editReviewAlbum,
  decision: albumDecision,
  decisionResult: albumDecisionResult,
} = albumReviewEndpoints;
export type AlbumDecisionInput = z.input<typeof albumDecision>;
