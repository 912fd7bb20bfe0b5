import type {
  ReviewHistoryStep,
  ReviewVideo,
  VideoHistoryStep,
  VideoSummary,
} from '@creator-console/contract';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { activeRoleName, iso, isoOrNull } from '../../db/queries.js';
import {
  machineReviewTerms,
  machineReviewWhitelist,
  users,
  videoReviews,
  videos,
} from '../../db/schema/index.js';
import { recordOperations } from '../operation-log/record.js';
import { historyOf as reviewHistoryOf, type HistoryTable } from '../review-queue/history.js';
import { runMachineReview, type MachineOutcome } from './machine-checker.js';

/** Shared by the creators' and the reviewers' repositories: rows, mappings, the submission step. */

export type VideoRow = typeof videos.$inferSelect;

export const toVideoSummary = (row: VideoRow): VideoSummary => ({
  id: row.id,
  title: row.title,
  description: row.description,
  topics: row.topics,
  cover: row.cover,
  file: row.file ?? null,
  visibility: row.visibility,
  status: row.status,
  statement_id: row.statementId,
  review_reasons: row.reviewReasons,
  review_message: row.reviewMessage,
  plays: row.plays,
  likes: row.likes,
  scheduled_at: isoOrNull(row.scheduledAt),
  published_at: isoOrNull(row.publishedAt),
  submitted_at: isoOrNull(row.submittedAt),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

const creator = alias(users, 'creator');
const reviewer = alias(users, 'reviewer');
const locker = alias(users, 'locker');

/** Videos with their creator, last reviewer and lock holder, for the review side. */
export const selectReviewVideos = (q: Database) =>
  q
    .select({
      video: videos,
      creatorName: creator.name,
      creatorAvatar: creator.avatar,
      creatorRole: activeRoleName('creator'),
      reviewer: reviewer.name,
      locker: locker.name,
    })
    .from(videos)
    .innerJoin(creator, eq(creator.id, videos.userId))
    .leftJoin(reviewer, eq(reviewer.id, videos.reviewerId))
    .leftJoin(locker, eq(locker.id, videos.lockedBy));
export const reviewCreator = creator;

type ReviewRow = Awaited<ReturnType<typeof selectReviewVideos>>[number];

export const toReviewVideo = ({ video, ...row }: ReviewRow): ReviewVideo => ({
  ...toVideoSummary(video),
  creator: { id: video.userId, name: row.creatorName, avatar: row.creatorAvatar, role_name: row.creatorRole },
  machine_verdict: video.machineVerdict,
  machine_reasons: video.machineReasons,
  reviewer: row.reviewer,
  // A lock that ran out holds nothing.
  locked_by: video.lockedUntil && video.lockedUntil > new Date() ? row.locker : null,
  locked_until: video.lockedUntil && video.lockedUntil > new Date() ? iso(video.lockedUntil) : null,
});

/** The review history of videos: submissions, machine verdicts, reviewers' decisions. */
export const videoHistory: HistoryTable = { table: videoReviews, itemKey: 'videoId' };

/** The review history of videos, oldest step first, by video id; with who acted (null: the machine). */
export const historyOf = (q: Database, ids: readonly number[]) =>
  reviewHistoryOf<ReviewHistoryStep>(q, videoHistory, ids);

/** The history as the creator sees it: without who reviewed. */
export const creatorHistory = (steps: readonly ReviewHistoryStep[]): VideoHistoryStep[] =>
  steps.map(({ reviewer: _reviewer, ...step }) => step);

/**
 * Submits a video for review inside the caller's transaction: the machine review runs on it (the
 * blocklist and whitelist are read in the same transaction), the status follows the verdict
 * (pass and suspect → first review, block → stays in machine review for an operator), and the
 * submission and the verdict are written to the history.
 */
export async function submitForReview(
  tx: Database,
  video: Pick<VideoRow, 'id' | 'userId' | 'title' | 'description' | 'topics' | 'file'>,
  actorId: number,
): Promise<MachineOutcome & { status: VideoRow['status'] }> {
  // One after the other: a transaction's queries share one connection.
  const terms = await tx
    .select({
      term: machineReviewTerms.term,
      level: machineReviewTerms.level,
      category: machineReviewTerms.category,
    })
    .from(machineReviewTerms);
  const listed = await tx
    .select({ userId: machineReviewWhitelist.userId })
    .from(machineReviewWhitelist)
    .where(eq(machineReviewWhitelist.userId, video.userId));
  const outcome = runMachineReview(
    {
      userId: video.userId,
      title: video.title,
      description: video.description,
      topics: video.topics,
      file: video.file ?? null,
    },
    { terms, whitelisted: listed.length > 0 },
  );
  const status = outcome.verdict === 'block' ? 'machine_review' : 'first_review';
  await tx
    .update(videos)
    .set({
      status,
      machineVerdict: outcome.verdict,
      machineReasons: outcome.reasons,
      reviewReasons: [],
      reviewMessage: '',
      reviewerId: null,
      lockedBy: null,
      lockedUntil: null,
      publishedAt: null,
      submittedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(videos.id, video.id));
  await tx.insert(videoReviews).values([
    { videoId: video.id, stage: 'submit', decision: 'submitted', actorId },
    {
      videoId: video.id,
      stage: 'machine',
      decision: outcome.verdict,
      reasons: outcome.reasons,
      actorId: null,
    },
  ]);
  await recordOperations(tx, [
    {
      module: 'video',
      action: 'submit',
      targetType: 'video',
      targetId: video.id,
      actorId,
      detail: { title: video.title },
    },
    {
      module: 'video',
      action: 'machine_review',
      targetType: 'video',
      targetId: video.id,
      actorId: null,
      detail: { verdict: outcome.verdict, reasons: outcome.reasons, status },
    },
  ]);
  return { ...outcome, status };
}
