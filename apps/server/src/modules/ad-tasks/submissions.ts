import {
  AD_SUBMISSION_MESSAGES as M,
  adTaskPhase,
  baseReward,
  MESSAGE_TYPES,
  topicNameKey,
  type AdBindRule,
  type AdRewardRule,
  type AdSubmissionDecision,
  type AdSubmissionRow,
  type AdTaskPhase,
  type MySubmission,
} from '@creator-console/contract';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../../db/database.js';
import { activeRoleName, containing, isUniqueViolation, iso, isoOrNull, listPage } from '../../db/queries.js';
import { users } from '../../db/schema/index.js';
import { BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { rowsOf } from '../finance/reads.js';
import { ledgerTransactions } from '../ledger/schema.js';
import { moduleRecorder, type Actor } from '../operation-log/record.js';
import { videos } from '../videos/schema.js';
import {
  adGoods,
  adParticipations,
  adReceipts,
  adSettlementRuns,
  adSubmissionCounts,
  adSubmissions,
  adTaskGoods,
  adTasks,
  adTaskTopics,
} from './schema.js';

/**
 * Submissions (ad-tasks.md §5, §8): the bind rules — one function, run by the bind and shown per
 * video by my-videos —, the creator's and the staff's bind, withdrawal and review decisions.
 * Submissions are not a kind of the review engine (review-queue/queue.ts): the engine's tables carry
 * locks, quick-reason columns and a history table that `ad_submissions` does not have, and its
 * stages end in publishing; a submission's five decisions are a state machine of their own.
 */

export type Q = Database | Transaction;
export type TaskRow = typeof adTasks.$inferSelect;
type VideoRow = Pick<
  typeof videos.$inferSelect,
  'id' | 'userId' | 'title' | 'cover' | 'status' | 'visibility' | 'publishedAt' | 'plays' | 'topics'
>;

/** Submission statuses that hold the video (the partial unique index's). */
export const LIVE_SUBMISSION = ['pending_review', 'approved', 'held', 'planned', 'settled'] as const;

/** A task and whether a settlement run of it is posting: enough for `adTaskPhase`. */
export async function taskWithPhase(q: Q, id: number, now = new Date(), lock = false) {
  const query = q.select().from(adTasks).where(eq(adTasks.id, id));
  const [task] = lock ? await query.for('update') : await query;
  if (!task) return null;
  const [posting] = await q
    .select({ id: adSettlementRuns.id })
    .from(adSettlementRuns)
    .where(and(eq(adSettlementRuns.taskId, id), eq(adSettlementRuns.status, 'posting')))
    .limit(1);
  return { task, phase: phaseOf(task, Boolean(posting), now) };
}

export const phaseOf = (task: TaskRow, posting: boolean, now = new Date()): AdTaskPhase =>
  adTaskPhase(
    {
      status: task.status,
      starts_at: task.startsAt,
      ends_at: task.endsAt,
      observe_days: task.observeDays,
      posting,
    },
    now,
  );

export const taskTopics = (q: Q, taskId: number) =>
  q
    .select({ id: adTaskTopics.topicId, name: adTaskTopics.name })
    .from(adTaskTopics)
    .where(eq(adTaskTopics.taskId, taskId))
    .orderBy(asc(adTaskTopics.position), asc(adTaskTopics.topicId));

export interface BindCheck {
  rule: AdBindRule;
  ok: boolean;
  message: string;
}

/**
 * The bind rules of one video for a task, in the order the bind refuses them: published and public,
 * published within the task's window, carrying every task topic (matched by `topicNameKey`), not in
 * another live submission. A failed check's message is the bind's refusal, word for word.
 */
export function bindChecks(
  video: VideoRow,
  task: Pick<TaskRow, 'startsAt' | 'endsAt'>,
  topics: readonly { name: string }[],
  taken: boolean,
): BindCheck[] {
  const published = video.status === 'published' && video.visibility === 'public';
  const at = video.publishedAt?.getTime();
  const inWindow =
    at !== undefined &&
    task.startsAt !== null &&
    task.endsAt !== null &&
    at >= task.startsAt.getTime() &&
    at < task.endsAt.getTime();
  const carried = new Set(video.topics.map(topicNameKey));
  const missing = topics.find((topic) => !carried.has(topicNameKey(topic.name)));
  return [
    { rule: 'published_public', ok: published, message: published ? '已发布公开' : M.notPublic },
    { rule: 'published_in_window', ok: inWindow, message: inWindow ? '发布时间' : M.outsideWindow },
    {
      rule: 'topics',
      ok: !missing,
      message: missing
        ? M.missingTopic(missing.name)
        : `携带话题 ${topics.map((t) => `#${t.name}`).join(' ')}`,
    },
    { rule: 'free', ok: !taken, message: taken ? M.videoTaken : '未参与其他广告任务' },
  ];
}

/** Of these videos, those in a live submission (of any task). */
export async function takenVideos(q: Q, videoIds: readonly number[]): Promise<Set<number>> {
  if (videoIds.length === 0) return new Set();
  const rows = await q
    .select({ id: adSubmissions.videoId })
    .from(adSubmissions)
    .where(
      and(inArray(adSubmissions.videoId, [...videoIds]), inArray(adSubmissions.status, [...LIVE_SUBMISSION])),
    );
  return new Set(rows.map((r) => r.id!));
}

const creator = alias(users, 'creator');

/** The columns a submission is answered with (to a creator and to staff). */
const submissionFields = {
  row: adSubmissions,
  plays: videos.plays,
  likes: videos.likes,
  publishedAt: videos.publishedAt,
  goodsName: adGoods.name,
  receiptStatus: adReceipts.status,
  receiptClaimedConversions: adReceipts.claimedConversions,
  receiptVerifiedConversions: adReceipts.verifiedConversions,
  scalePpm: adSettlementRuns.scalePpm,
  creditedAt: ledgerTransactions.createdAt,
  creatorName: creator.name,
  creatorAvatar: creator.avatar,
  creatorRole: activeRoleName('creator'),
};
export const submissionsFrom = (q: Q) =>
  q
    .select(submissionFields)
    .from(adSubmissions)
    .innerJoin(creator, eq(creator.id, adSubmissions.userId))
    .leftJoin(videos, eq(videos.id, adSubmissions.videoId))
    .leftJoin(adGoods, eq(adGoods.id, adSubmissions.goodsId))
    .leftJoin(adReceipts, eq(adReceipts.submissionId, adSubmissions.id))
    .leftJoin(adSettlementRuns, eq(adSettlementRuns.id, adSubmissions.settlementRunId))
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.id, adSubmissions.ledgerTransactionId));
type SubmissionRead = Awaited<ReturnType<ReturnType<typeof submissionsFrom>['execute']>>[number];

export const toStaffRow = (r: SubmissionRead): AdSubmissionRow => ({
  id: r.row.id,
  task_id: r.row.taskId,
  status: r.row.status,
  reason: r.row.reason,
  video: {
    id: r.row.videoId,
    title: r.row.videoTitle,
    cover: r.row.videoCover,
    published_at: isoOrNull(r.publishedAt),
    plays: r.plays,
    likes: r.likes,
  },
  creator: { id: r.row.userId, name: r.creatorName, avatar: r.creatorAvatar, role_name: r.creatorRole },
  goods: r.row.goodsId !== null && r.goodsName !== null ? { id: r.row.goodsId, name: r.goodsName } : null,
  plays_at_bind: r.row.playsAtBind,
  receipt_status: r.receiptStatus,
  amount_fen: r.row.amountFen,
  bonus_fen: r.row.bonusFen,
  featured: r.row.featured,
  anomaly_cleared: r.row.anomalyCleared,
  bound_by_staff: r.row.boundBy !== null && r.row.boundBy !== r.row.userId,
  reviewed_at: isoOrNull(r.row.reviewedAt),
  created_at: iso(r.row.createdAt),
});

/** A creator's view of a submission; the estimate is `baseReward` on current plays (预估). */
export const toMySubmission = (r: SubmissionRead, rule: AdRewardRule | null): MySubmission => {
  const open = r.row.status === 'pending_review' || r.row.status === 'approved' || r.row.status === 'held';
  const conversions = r.receiptVerifiedConversions ?? r.receiptClaimedConversions ?? 0;
  return {
    id: r.row.id,
    task_id: r.row.taskId,
    video_id: r.row.videoId,
    video_title: r.row.videoTitle,
    video_cover: r.row.videoCover,
    goods_id: r.row.goodsId,
    status: r.row.status,
    reason: r.row.reason,
    featured: r.row.featured,
    plays_at_bind: r.row.playsAtBind,
    plays: r.plays,
    estimate_fen: open && rule ? baseReward(rule, { plays: r.plays ?? 0, conversions }) : null,
    plays_snapshot: r.row.playsSnapshot,
    conversions: r.row.conversions,
    amount_fen: r.row.amountFen,
    bonus_fen: r.row.bonusFen,
    base_fen: r.row.baseFen,
    cap_cut_fen: r.row.capCutFen,
    scale_ppm: r.scalePpm,
    credited_at: isoOrNull(r.creditedAt),
    created_at: iso(r.row.createdAt),
  };
};

export async function readSubmissions(q: Q, where: SQL | undefined) {
  return submissionsFrom(q).where(where).orderBy(asc(adSubmissions.id));
}

async function staffRow(q: Q, id: number): Promise<AdSubmissionRow> {
  const [row] = await readSubmissions(q, eq(adSubmissions.id, id));
  if (!row) throw new NotFoundError(M.missing);
  return toStaffRow(row);
}

interface BindRequest {
  taskId: number;
  videoId: number;
  goodsId: number | null | undefined;
  /** The creator binding their own video; null when staff bind for the video's author. */
  ownerId: number | null;
  actorId: number;
  /** More writes of the same transaction (the staff bind's log row). */
  also?: (tx: Transaction, id: number) => Promise<void>;
}

/**
 * Binds a video to a task, in one transaction, refusing in §8's order. The per-creator cap is kept
 * by locking the participation row (binds of one creator to one task queue there) and counting
 * after the lock; one live submission per video is the partial unique index's.
 */
export async function bind(app: FastifyInstance, request: BindRequest): Promise<{ id: number }> {
  const now = new Date();
  try {
    return await app.db.transaction(async (tx) => {
      const found = await taskWithPhase(tx, request.taskId, now);
      if (!found || found.phase === 'draft' || found.phase === 'scheduled' || found.phase === 'cancelled') {
        throw new NotFoundError(M.taskMissing);
      }
      const { task, phase } = found;
      const [video] = await tx.select().from(videos).where(eq(videos.id, request.videoId));
      const authorId = request.ownerId ?? video?.userId;
      if (request.ownerId !== null && (!video || video.userId !== request.ownerId)) {
        // Own participation first (请先参与任务 comes before any video rule), then the video.
        await participationFor(tx, task.id, request.ownerId, M.joinFirst);
        throw new NotFoundError(M.videoMissing);
      }
      if (!video || authorId === undefined) throw new NotFoundError(M.videoMissing);
      const participation = await participationFor(
        tx,
        task.id,
        authorId,
        request.ownerId === null ? M.authorNotJoined : M.joinFirst,
      );
      if (phase !== 'running') throw new BusinessRuleError(M.notRunning);

      const topics = await taskTopics(tx, task.id);
      const taken = (await takenVideos(tx, [video.id])).has(video.id);
      const failed = bindChecks(video, task, topics, taken).find((check) => !check.ok);
      if (failed) throw new BusinessRuleError(failed.message);

      const goods = await tx
        .select({ id: adTaskGoods.goodsId })
        .from(adTaskGoods)
        .where(eq(adTaskGoods.taskId, task.id));
      if (goods.length > 0 && !request.goodsId) throw new BusinessRuleError(M.pickGoods);
      if (request.goodsId && !goods.some((g) => g.id === request.goodsId)) {
        throw new BusinessRuleError(M.foreignGoods);
      }

      if (video.file) {
        const [sameContent] = await tx
          .select({ id: adSubmissions.id })
          .from(adSubmissions)
          .innerJoin(videos, eq(videos.id, adSubmissions.videoId))
          .where(
            and(
              inArray(adSubmissions.status, [...LIVE_SUBMISSION]),
              sql`${videos.file}->>'url' = ${video.file.url}`,
              sql`${videos.id} <> ${video.id}`,
            ),
          )
          .limit(1);
        if (sameContent) throw new BusinessRuleError(M.contentTaken);
      }

      // The cap: binds of this creator to this task wait here for each other.
      await tx
        .select({ id: adParticipations.id })
        .from(adParticipations)
        .where(eq(adParticipations.id, participation.id))
        .for('update');
      const [live] = await tx
        .select({ n: count() })
        .from(adSubmissions)
        .where(
          and(
            eq(adSubmissions.participationId, participation.id),
            inArray(adSubmissions.status, [...LIVE_SUBMISSION]),
          ),
        );
      if ((live?.n ?? 0) >= task.maxVideosPerCreator) {
        throw new BusinessRuleError(M.perCreatorCap(task.maxVideosPerCreator));
      }

      const approved = request.ownerId === null || !task.reviewRequired;
      const [row] = await tx
        .insert(adSubmissions)
        .values({
          taskId: task.id,
          participationId: participation.id,
          userId: authorId,
          videoId: video.id,
          videoTitle: video.title,
          videoCover: video.cover,
          goodsId: request.goodsId ?? null,
          status: approved ? 'approved' : 'pending_review',
          playsAtBind: video.plays,
          boundBy: request.actorId,
          ...(approved ? { reviewedBy: request.actorId, reviewedAt: now } : {}),
        })
        .returning({ id: adSubmissions.id });
      await tx
        .update(adTasks)
        .set({ submissionCount: sql`${adTasks.submissionCount} + 1` })
        .where(eq(adTasks.id, task.id));
      await request.also?.(tx, row!.id);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessRuleError(M.videoTaken);
    throw error;
  }
}

type Status = (typeof adSubmissions.$inferSelect)['status'];

/**
 * A task's submissions (of one status) without counting them: the counter the triggers keep
 * (migration 0016). Featured ones are ≤ 20 a task and counted from their partial index; the others
 * are the counter less those.
 */
async function countByStatus(q: Q, taskId: number, status: Status | undefined, featured: 0 | 1 | undefined) {
  const ofStatus = (column: SQL) => (status ? sql` and ${column} = ${status}` : sql``);
  const counter = sql`(select coalesce(sum(c.count), 0) from ${adSubmissionCounts} c where c.task_id = ${taskId}${ofStatus(sql`c.status`)})`;
  const featuredOnes = sql`(select count(*) from ${adSubmissions} s where s.task_id = ${taskId} and s.featured${ofStatus(sql`s.status`)})`;
  const n =
    featured === undefined ? counter : featured === 1 ? featuredOnes : sql`${counter} - ${featuredOnes}`;
  return rowsOf<{ n: number }>(await q.execute(sql`select (${n})::int as n`));
}

/** The joined participation of a user in a task, or the refusal. */
export async function participationFor(q: Q, taskId: number, userId: number, refusal: string) {
  const [participation] = await q
    .select({ id: adParticipations.id })
    .from(adParticipations)
    .where(
      and(
        eq(adParticipations.taskId, taskId),
        eq(adParticipations.userId, userId),
        eq(adParticipations.status, 'joined'),
      ),
    );
  if (!participation) throw new BusinessRuleError(refusal);
  return participation;
}

/** What each decision takes a submission from and to (§5). */
const DECISIONS: Record<
  AdSubmissionDecision,
  {
    from: readonly (typeof LIVE_SUBMISSION)[number][];
    to: 'approved' | 'rejected' | 'held' | 'invalidated';
    label: string;
  }
> = {
  approve: { from: ['pending_review'], to: 'approved', label: '通过' },
  reject: { from: ['pending_review'], to: 'rejected', label: '驳回' },
  hold: { from: ['approved'], to: 'held', label: '暂缓' },
  release: { from: ['held'], to: 'approved', label: '解除暂缓' },
  invalidate: { from: ['approved', 'held'], to: 'invalidated', label: '设为失效' },
};

/** What the creator is told of each decision (type 2 审核结果). */
const NOTICES: Record<AdSubmissionDecision, (video: string, task: string, reason: string) => string> = {
  approve: (video, task) => `你的视频「${video}」已通过广告任务「${task}」的投稿审核。`,
  reject: (video, task, reason) => `你的视频「${video}」未通过广告任务「${task}」的投稿审核：${reason}`,
  hold: (video, task, reason) => `你在广告任务「${task}」的投稿「${video}」已被暂缓：${reason}`,
  release: (video, task) => `你在广告任务「${task}」的投稿「${video}」已解除暂缓。`,
  invalidate: (video, task, reason) => `你在广告任务「${task}」的投稿「${video}」已失效：${reason}`,
};

export function submissionDecisions(app: FastifyInstance) {
  const record = moduleRecorder((q, entry) => app.operationLog.record(q, entry), 'ad_task');

  /** One decision in one transaction: the conditional update, the counter, the log row, the message. */
  async function decide(
    actor: Actor,
    id: number,
    decision: AdSubmissionDecision,
    reason: string,
  ): Promise<AdSubmissionRow> {
    const rule = DECISIONS[decision];
    return app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(adSubmissions).where(eq(adSubmissions.id, id));
      if (!before) throw new NotFoundError(M.missing);
      const now = new Date();
      const [after] = await tx
        .update(adSubmissions)
        .set({
          status: rule.to,
          reason: decision === 'approve' || decision === 'release' ? '' : reason,
          reviewedBy: actor.userId,
          reviewedAt: now,
          updatedAt: now,
          ...(decision === 'release' ? { anomalyCleared: true } : {}),
        })
        .where(and(eq(adSubmissions.id, id), inArray(adSubmissions.status, [...rule.from])))
        .returning();
      if (!after) {
        const pendingOnly = decision === 'approve' || decision === 'reject';
        throw new BusinessRuleError(
          pendingOnly && before.status !== 'pending_review' ? M.decided : M.wrongState,
        );
      }
      if (rule.to === 'rejected' || rule.to === 'invalidated') {
        await tx
          .update(adTasks)
          .set({ submissionCount: sql`greatest(${adTasks.submissionCount} - 1, 0)` })
          .where(eq(adTasks.id, after.taskId));
      }
      const [task] = await tx
        .select({ title: adTasks.title })
        .from(adTasks)
        .where(eq(adTasks.id, after.taskId));
      const taskTitle = task?.title ?? '';
      await record(tx, actor, {
        action: `submission_${decision}`,
        targetType: 'ad_submission',
        targetId: id,
        targetLabel: after.videoTitle,
        summary: `${rule.label}广告任务「${taskTitle}」的投稿「${after.videoTitle}」${reason ? `：${reason}` : ''}`,
        before: { status: before.status, reason: before.reason },
        after: { status: after.status, reason: after.reason },
      });
      await app.messages.send(
        [
          {
            userId: after.userId,
            type: MESSAGE_TYPES.review,
            title: '审核结果',
            content: NOTICES[decision](after.videoTitle, taskTitle, reason),
            link: `/spread/index?task=${after.taskId}`,
          },
        ],
        tx,
      );
      return staffRow(tx, id);
    });
  }

  return {
    decide,
    async decideMany(actor: Actor, ids: readonly number[], decision: AdSubmissionDecision, reason: string) {
      const done: number[] = [];
      const skipped: { id: number; message: string }[] = [];
      for (const id of ids) {
        try {
          await decide(actor, id, decision, reason);
          done.push(id);
        } catch (error) {
          if (error instanceof BusinessRuleError || error instanceof NotFoundError) {
            skipped.push({ id, message: error.message });
          } else throw error;
        }
      }
      return { done, skipped };
    },

    async list(
      taskId: number,
      query: {
        page: number;
        size: number;
        status?: string | undefined;
        featured?: 0 | 1 | undefined;
        q?: string | undefined;
      },
    ) {
      const [task] = await app.db.select({ id: adTasks.id }).from(adTasks).where(eq(adTasks.id, taskId));
      if (!task) throw new NotFoundError(M.taskMissing);
      const status = query.status as Status | undefined;
      // Spelled as the partial index of featured submissions is (migration 0016), so it serves them.
      const featured = sql`${adSubmissions.featured}`;
      const where = and(
        eq(adSubmissions.taskId, taskId),
        status ? eq(adSubmissions.status, status) : undefined,
        query.featured === undefined ? undefined : query.featured === 1 ? featured : sql`not ${featured}`,
        query.q
          ? or(ilike(adSubmissions.videoTitle, containing(query.q)), ilike(creator.name, containing(query.q)))
          : undefined,
      );
      // The creator is joined only when the keyword may match their name; a submission always has one.
      const matched = <T extends PgSelect>(select: T) =>
        query.q ? select.innerJoin(creator, eq(creator.id, adSubmissions.userId)) : select;
      return listPage(
        query,
        // The page's ids first (an index-only walk of (task_id, id) or (task_id, status, id) however
        // deep the page), then the joins for those ids only.
        async (limit, offset) => {
          const ids = (
            await matched(app.db.select({ id: adSubmissions.id }).from(adSubmissions).$dynamic())
              .where(where)
              .orderBy(asc(adSubmissions.id))
              .limit(limit)
              .offset(offset)
          ).map((r) => r.id);
          return ids.length === 0 ? [] : readSubmissions(app.db, inArray(adSubmissions.id, ids));
        },
        query.q
          ? // A keyword: count what it matches (fewer rows than the task has).
            matched(app.db.select({ n: count() }).from(adSubmissions).$dynamic()).where(where)
          : countByStatus(app.db, taskId, status, query.featured),
        toStaffRow,
      );
    },

    async staffBind(
      actor: Actor,
      taskId: number,
      input: { video_id: number; goods_id?: number | null | undefined; note: string },
    ) {
      const { id } = await bind(app, {
        taskId,
        videoId: input.video_id,
        goodsId: input.goods_id,
        ownerId: null,
        actorId: actor.userId,
        also: async (tx, id) => {
          const row = await staffRow(tx, id);
          await record(tx, actor, {
            action: 'submission_bind',
            targetType: 'ad_submission',
            targetId: id,
            targetLabel: row.video.title,
            summary: `为${row.creator.name}关联视频「${row.video.title}」${input.note ? `：${input.note}` : ''}`,
            after: { status: row.status, video_id: row.video.id, goods_id: row.goods?.id ?? null },
          });
        },
      });
      return staffRow(app.db, id);
    },
  };
}
