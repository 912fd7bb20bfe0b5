import {
  AD_SHOWCASE_MESSAGES as M,
  AD_TASK_MESSAGES,
  topicNameKey,
  type AdExampleCandidate,
  type AdTaskPhase,
} from '@creator-console/contract';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activeRoleName, containing, isoOrNull, listPage } from '../../db/queries.js';
import { users } from '../../db/schema/index.js';
import { BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { moduleRecorder, type Actor } from '../operation-log/record.js';
import { videos } from '../videos/schema.js';
import { adSubmissions, adTaskExamples } from './schema.js';
import { taskWithPhase } from './submissions.js';
import { adTaskService } from './tasks.js';

/** A topic name's key in SQL, as contract `topicNameKey` computes it (NFKC, trim, no leading #, lower). */
const topicKeySql = (column: ReturnType<typeof sql>) =>
  sql`lower(btrim(regexp_replace(btrim(normalize(${column}, NFKC)), '^[#＃]+', '')))`;

/**
 * What a task shows creators besides its rules (ad-tasks.md §4, §8, /sem/best and /sem/example):
 * its featured submissions (a flag and a position on approved, planned or settled rows; a run pays
 * the bonus to the featured items it plans, so a change reaches only what is not planned yet) and
 * its example videos (published public videos of any creator). Each save is one transaction with
 * its log row, under the task row's lock; the answer is the task's detail.
 */

/** Submission states that may be featured (§5). */
const FEATURABLE = ['approved', 'planned', 'settled'] as const;
/** Phases in which examples no longer change (the task has ended). */
const ENDED: readonly AdTaskPhase[] = ['observing', 'settleable', 'settling', 'settled', 'cancelled'];

const publishedPublic = and(eq(videos.status, 'published'), eq(videos.visibility, 'public'));

export function adShowcaseService(app: FastifyInstance) {
  const { db } = app;
  const tasks = adTaskService(app);
  const record = moduleRecorder((q, entry) => app.operationLog.record(q, entry), 'ad_task');

  return {
    async setFeatured(actor: Actor, taskId: number, ids: readonly number[]) {
      await db.transaction(async (tx) => {
        const found = await taskWithPhase(tx, taskId, new Date(), true);
        if (!found) throw new NotFoundError(AD_TASK_MESSAGES.taskMissing);
        const { task } = found;
        if (ids.length > task.featuredMax) throw new BusinessRuleError(M.featuredTooMany(task.featuredMax));
        const chosen =
          ids.length === 0
            ? []
            : await tx
                .select({ id: adSubmissions.id })
                .from(adSubmissions)
                .where(
                  and(
                    eq(adSubmissions.taskId, taskId),
                    inArray(adSubmissions.id, [...ids]),
                    inArray(adSubmissions.status, [...FEATURABLE]),
                  ),
                );
        if (chosen.length !== ids.length) throw new BusinessRuleError(M.featuredNotApproved);
        const before = await tx
          .select({ id: adSubmissions.id })
          .from(adSubmissions)
          .where(and(eq(adSubmissions.taskId, taskId), eq(adSubmissions.featured, true)))
          .orderBy(sql`${adSubmissions.featuredPosition} asc nulls last`, adSubmissions.id);
        const order = JSON.stringify(ids);
        await tx.execute(sql`
          update ad_submissions s set
            featured = o.position is not null,
            featured_position = o.position,
            updated_at = now()
          from ad_submissions t
          left join (
            select value::int as id, (ordinality - 1)::int as position
            from jsonb_array_elements_text(${order}::jsonb) with ordinality
          ) o on o.id = t.id
          where t.id = s.id and s.task_id = ${taskId} and (s.featured or o.position is not null)`);
        await record(tx, actor, {
          action: 'featured_set',
          targetType: 'ad_task',
          targetId: taskId,
          targetLabel: task.title,
          summary: `设置广告任务「${task.title}」的优秀视频 ${ids.length} 条`,
          before: { submission_ids: before.map((r) => r.id) },
          after: { submission_ids: [...ids] },
        });
      });
      return tasks.detail(taskId);
    },

    candidates(query: { page: number; size: number; q?: string | undefined; topic?: string | undefined }) {
      const key = query.topic ? topicNameKey(query.topic) : '';
      const where = and(
        publishedPublic,
        query.q ? ilike(videos.title, containing(query.q)) : undefined,
        key
          ? sql`exists (select 1 from jsonb_array_elements_text(${videos.topics}) vt(name) where ${topicKeySql(sql`vt.name`)} = ${key})`
          : undefined,
      );
      return listPage(
        query,
        (limit, offset) =>
          db
            .select({
              id: videos.id,
              title: videos.title,
              cover: videos.cover,
              plays: videos.plays,
              topics: videos.topics,
              publishedAt: videos.publishedAt,
              creatorId: users.id,
              creatorName: users.name,
              creatorAvatar: users.avatar,
              creatorRole: activeRoleName('users'),
            })
            .from(videos)
            .innerJoin(users, eq(users.id, videos.userId))
            .where(where)
            .orderBy(desc(videos.plays), desc(videos.id))
            .limit(limit)
            .offset(offset),
        db.select({ n: count() }).from(videos).where(where),
        (r): AdExampleCandidate => ({
          id: r.id,
          title: r.title,
          cover: r.cover,
          creator: {
            id: r.creatorId,
            name: r.creatorName,
            avatar: r.creatorAvatar,
            role_name: r.creatorRole,
          },
          plays: r.plays,
          topics: r.topics,
          published_at: isoOrNull(r.publishedAt),
        }),
      );
    },

    async setExamples(actor: Actor, taskId: number, ids: readonly number[]) {
      await db.transaction(async (tx) => {
        const found = await taskWithPhase(tx, taskId, new Date(), true);
        if (!found) throw new NotFoundError(AD_TASK_MESSAGES.taskMissing);
        const { task, phase } = found;
        if (ENDED.includes(phase)) throw new BusinessRuleError(M.ended);
        const usable =
          ids.length === 0
            ? []
            : await tx
                .select({ id: videos.id })
                .from(videos)
                .where(and(inArray(videos.id, [...ids]), publishedPublic))
                .for('share');
        if (usable.length !== ids.length) throw new BusinessRuleError(M.examplesNotPublic);
        const before = await tx
          .select({ id: adTaskExamples.videoId })
          .from(adTaskExamples)
          .where(eq(adTaskExamples.taskId, taskId))
          .orderBy(adTaskExamples.position);
        await tx.delete(adTaskExamples).where(eq(adTaskExamples.taskId, taskId));
        if (ids.length > 0) {
          await tx
            .insert(adTaskExamples)
            .values(ids.map((videoId, position) => ({ taskId, videoId, position })));
        }
        await record(tx, actor, {
          action: 'examples_set',
          targetType: 'ad_task',
          targetId: taskId,
          targetLabel: task.title,
          summary: `设置广告任务「${task.title}」的示例视频 ${ids.length} 条`,
          before: { video_ids: before.map((r) => r.id) },
          after: { video_ids: [...ids] },
        });
      });
      return tasks.detail(taskId);
    },
  };
}
