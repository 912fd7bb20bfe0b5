import {
  REVIEW_STAGE_LABELS,
  REVIEW_STAGE_STATUS,
  type MachineVerdict,
  type ReviewStage,
  type ReviewVideo,
  type ReviewVideoDetail,
  type VideoStatus,
} from '@creator-console/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { videos } from '../../db/schema/index.js';
import type { ReviewKind } from '../review-queue/queue.js';
import { historyOf, selectReviewVideos, toReviewVideo, videoHistory } from './video-rows.js';

export type VideoReviewFilters = { verdict?: MachineVerdict | undefined };

const scheduled = sql`${videos.scheduledAt} > now()`;

/**
 * Video review ("audit") as a kind of the review engine: three stages, the machine's block
 * confirmed or overridden by an operator, suspect items first at first review, and a second-stage
 * approval that publishes the video, or schedules it when its publish time is still ahead.
 */
export const videoReview: ReviewKind<
  ReviewStage,
  VideoStatus,
  ReviewVideo,
  ReviewVideoDetail,
  VideoReviewFilters
> = {
  table: videos,
  history: videoHistory,
  stages: {
    machine: {
      status: REVIEW_STAGE_STATUS.machine,
      label: REVIEW_STAGE_LABELS.machine,
      approve: { status: 'first_review' },
    },
    first: {
      status: REVIEW_STAGE_STATUS.first,
      label: REVIEW_STAGE_LABELS.first,
      approve: { status: 'second_review' },
      first: sql`${videos.machineVerdict} = 'suspect'`,
    },
    second: {
      status: REVIEW_STAGE_STATUS.second,
      label: REVIEW_STAGE_LABELS.second,
      approve: {
        status: sql<VideoStatus>`case when ${scheduled} then 'scheduled' else 'published' end`,
        publishedAt: sql`case when ${scheduled} then null else now() end`,
      },
    },
  },
  rejected: 'rejected',
  reasonKind: 'video',
  logModule: 'video',
  missing: '视频不存在',
  noun: '视频',
  editLink: (id) => `/video/edit?id=${id}`,
  approvedNotice: ({ title, status }) =>
    status === 'published'
      ? { content: `您的视频《${title}》已通过审核并发布。`, link: '/video/index' }
      : status === 'scheduled'
        ? { content: `您的视频《${title}》已通过审核，将在设定的时间定时发布。`, link: '/video/index' }
        : null,
  items: async (q, ids) =>
    (await selectReviewVideos(q).where(inArray(videos.id, [...ids]))).map(toReviewVideo),
  async details(q, ids) {
    // One after the other: `q` may be a transaction, whose queries share one connection.
    const rows = await selectReviewVideos(q).where(inArray(videos.id, [...ids]));
    const history = await historyOf(q, ids);
    return rows.map((row) => ({ ...toReviewVideo(row), history: history.get(row.video.id) ?? [] }));
  },
  filters: ({ verdict }) => (verdict ? [eq(videos.machineVerdict, verdict)] : []),
};
