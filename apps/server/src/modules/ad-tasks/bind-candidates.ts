import { AD_SUBMISSION_MESSAGES as M, type MyTaskVideo } from '@creator-console/contract';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { containing, isoOrNull, listPage } from '../../db/queries.js';
import { BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { videos } from '../videos/schema.js';
import { adSubmissions } from './schema.js';
import {
  bindChecks,
  LIVE_SUBMISSION,
  participationFor,
  takenVideos,
  taskTopics,
  taskWithPhase,
  type BindCheck,
  type Q,
  type TaskRow,
} from './submissions.js';

/**
 * Bind candidates (ad-tasks.md §8, §10): one author's videos for a task, newest first, each with the
 * checks the bind runs — the creator's 我的视频 (`myTaskVideos`, hall.ts) and the staff bind's
 * picker (`adParticipantVideos`, /sem/bind 手动关联视频) read this one list.
 */

export interface CandidateQuery {
  page: number;
  size: number;
  q?: string | undefined;
}

/** The per-creator cap as a check: failed on every video once the author's live submissions reach it. */
const capCheck = (live: number, cap: number): BindCheck =>
  live >= cap
    ? { rule: 'cap', ok: false, message: M.perCreatorCap(cap) }
    : { rule: 'cap', ok: true, message: `已投稿 ${live}/${cap} 条` };

/** A page of `userId`'s videos for `task`, newest first, with the bind checks of each. */
export async function bindCandidates(
  q: Q,
  task: TaskRow,
  userId: number,
  query: CandidateQuery,
): Promise<{ total: number; data: MyTaskVideo[] }> {
  const topics = await taskTopics(q, task.id);
  const [live] = await q
    .select({ n: count() })
    .from(adSubmissions)
    .where(
      and(
        eq(adSubmissions.taskId, task.id),
        eq(adSubmissions.userId, userId),
        inArray(adSubmissions.status, [...LIVE_SUBMISSION]),
      ),
    );
  const cap = capCheck(live?.n ?? 0, task.maxVideosPerCreator);
  const where = and(
    eq(videos.userId, userId),
    query.q ? ilike(videos.title, containing(query.q)) : undefined,
  );
  const result = await listPage(
    query,
    (limit, offset) =>
      q
        .select({
          id: videos.id,
          userId: videos.userId,
          title: videos.title,
          cover: videos.cover,
          status: videos.status,
          visibility: videos.visibility,
          publishedAt: videos.publishedAt,
          plays: videos.plays,
          topics: videos.topics,
        })
        .from(videos)
        .where(where)
        .orderBy(sql`${videos.publishedAt} desc nulls last`, desc(videos.id))
        .limit(limit)
        .offset(offset),
    q.select({ n: count() }).from(videos).where(where),
    (r) => r,
  );
  const taken = await takenVideos(
    q,
    result.data.map((v) => v.id),
  );
  return {
    total: result.total,
    data: result.data.map((video): MyTaskVideo => {
      const checks = [...bindChecks(video, task, topics, taken.has(video.id)), cap];
      return {
        id: video.id,
        title: video.title,
        cover: video.cover,
        status: video.status,
        visibility: video.visibility,
        published_at: isoOrNull(video.publishedAt),
        plays: video.plays,
        topics: video.topics,
        checks,
        bindable: checks.every((check) => check.ok),
      };
    }),
  };
}

/**
 * The staff bind's picker: a joined participant's videos with the bind checks. An unknown task is
 * 404 任务不存在; a user who is not a joined participant of it is 404 with the staff bind's own
 * refusal, 该视频作者未参与此任务.
 */
export async function participantVideos(
  app: FastifyInstance,
  taskId: number,
  userId: number,
  query: CandidateQuery,
) {
  const found = await taskWithPhase(app.db, taskId);
  if (!found) throw new NotFoundError(M.taskMissing);
  await participationFor(app.db, taskId, userId, M.authorNotJoined).catch((failure: unknown) => {
    throw failure instanceof BusinessRuleError ? new NotFoundError(failure.message) : failure;
  });
  return bindCandidates(app.db, found.task, userId, query);
}
