import {
  AD_SUBMISSION_MESSAGES,
  adAnswers,
  adTaskSettleAfter,
  SPREAD_MESSAGES as M,
  type AdParticipation,
  type AdRewardRule,
  type HallSort,
  type HallTask,
  type HallTaskDetail,
  type HallType,
  type McnAdTask,
  type MyAdTask,
  type MyAdTaskTab,
  type UserBrief,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activeRoleName, containing, isUniqueViolation, iso, listPage } from '../../db/queries.js';
import { adminTags, mcnCreators, userAdminTags, users } from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { videos } from '../videos/schema.js';
import {
  adFields,
  adGoods,
  adParticipations,
  adSettlementRuns,
  adSubmissions,
  adTaskExamples,
  adTaskGoods,
  adTasks,
  adTaskTypes,
} from './schema.js';
import { bindCandidates, type CandidateQuery } from './bind-candidates.js';
import {
  bind,
  phaseOf,
  readSubmissions,
  taskTopics,
  taskWithPhase,
  toMySubmission,
  type Q,
  type TaskRow,
} from './submissions.js';

/**
 * The creators' side of ad tasks (ad-tasks.md §8, /spread): the hall of running tasks, a task's
 * detail by the §8 visibility rules, join and quit, my videos with their bind checks, my tasks.
 */

type Page = { page: number; size: number };

/** Running now: published and inside the window (adTaskPhase's `running`, as SQL). */
const running = (now: Date) =>
  and(eq(adTasks.status, 'published'), sql`${adTasks.startsAt} <= ${now}`, sql`${adTasks.endsAt} > ${now}`);

const HALL_ORDER: Record<HallSort, SQL[]> = {
  newest: [desc(adTasks.publishedAt), desc(adTasks.id)],
  reward: [desc(adTasks.rewardMaxFen), desc(adTasks.id)],
  ending: [asc(adTasks.endsAt), asc(adTasks.id)],
};

/** Phases in which a task's detail is shown read-only to those who take part (§8). */
const READ_ONLY_PHASES = new Set(['paused', 'observing', 'settleable', 'settling', 'settled']);

/** A signed address (10 minutes) of a stored file reference; null without one. */
const SIGNED_TTL_MS = 10 * 60_000;
const FILE_REFERENCE = /^\/api\/files\/([0-9a-f-]{36})$/;
export const signedAddress = (app: FastifyInstance, reference: string | null): string | null => {
  const id = reference ? FILE_REFERENCE.exec(reference)?.[1] : undefined;
  return id ? app.files.signedPath(id, SIGNED_TTL_MS).url : null;
};

/** The caller's tag names: a task restricted to a tag the caller lacks is `locked`. */
const tagsOf = async (q: Q, userId: number) =>
  new Set(
    (
      await q
        .select({ name: adminTags.name })
        .from(userAdminTags)
        .innerJoin(adminTags, eq(adminTags.id, userAdminTags.tagId))
        .where(eq(userAdminTags.userId, userId))
    ).map((r) => r.name),
  );

const toParticipation = (row: typeof adParticipations.$inferSelect): AdParticipation => ({
  id: row.id,
  task_id: row.taskId,
  status: row.status,
  answers: row.answers,
  reason: row.reason,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** Which of my-ad-tasks' tabs a participation of a task is in (§10 /spread/mine), as SQL. */
function tabCondition(tab: MyAdTaskTab, now: Date): SQL {
  const open = inArray(adTasks.status, ['published', 'paused']);
  switch (tab) {
    case 'active':
      return and(eq(adParticipations.status, 'joined'), open, sql`${adTasks.endsAt} > ${now}`)!;
    case 'applied':
      return and(eq(adParticipations.status, 'applied'), open)!;
    case 'settling':
      return and(eq(adParticipations.status, 'joined'), open, sql`${adTasks.endsAt} <= ${now}`)!;
    case 'settled':
      return and(eq(adParticipations.status, 'joined'), eq(adTasks.status, 'settled'))!;
    case 'closed':
      return or(
        inArray(adParticipations.status, ['quit', 'declined', 'removed']),
        eq(adTasks.status, 'cancelled'),
      )!;
  }
}

export function hall(app: FastifyInstance) {
  const { db } = app;
  const signed = (reference: string | null) => signedAddress(app, reference);

  const hallFields = (userId: number) => ({
    task: adTasks,
    typeName: adTaskTypes.name,
    myStatus: adParticipations.status,
    tagged: sql<boolean>`${adTasks.requiredTag} is null or exists (select 1 from ${userAdminTags} uat inner join ${adminTags} at on at.id = uat.tag_id where uat.user_id = ${userId} and at.name = ${adTasks.requiredTag})`,
  });
  const hallFrom = (userId: number) =>
    db
      .select(hallFields(userId))
      .from(adTasks)
      .leftJoin(adTaskTypes, eq(adTaskTypes.id, adTasks.typeId))
      .leftJoin(
        adParticipations,
        and(eq(adParticipations.taskId, adTasks.id), eq(adParticipations.userId, userId)),
      );
  type HallRead = {
    task: TaskRow;
    typeName: string | null;
    myStatus: AdParticipation['status'] | null;
    tagged: boolean;
  };
  const toHallTask = (r: HallRead): HallTask => ({
    id: r.task.id,
    title: r.task.title,
    advertiser_name: r.task.advertiserName,
    type: r.task.typeId !== null && r.typeName !== null ? { id: r.task.typeId, name: r.typeName } : null,
    cover: r.task.cover,
    reward: r.task.reward as AdRewardRule,
    reward_kind: r.task.rewardKind!,
    reward_max_fen: r.task.rewardMaxFen ?? 0,
    starts_at: iso(r.task.startsAt!),
    ends_at: iso(r.task.endsAt!),
    budget_fen: r.task.budgetFen ?? 0,
    participant_count: r.task.participantCount,
    max_participants: r.task.maxParticipants,
    required_tag: r.task.requiredTag,
    locked: !r.tagged,
    my_status: r.myStatus,
  });

  async function videoBriefs(q: Q, ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await q
      .select({
        id: videos.id,
        title: videos.title,
        plays: videos.plays,
        cover: videos.cover,
        file: videos.file,
        creatorId: users.id,
        creatorName: users.name,
        creatorAvatar: users.avatar,
        creatorRole: activeRoleName('users'),
      })
      .from(videos)
      .innerJoin(users, eq(users.id, videos.userId))
      .where(inArray(videos.id, [...ids]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const creator: UserBrief = {
        id: r.creatorId,
        name: r.creatorName,
        avatar: r.creatorAvatar,
        role_name: r.creatorRole,
      };
      return [
        {
          id: r.id,
          title: r.title,
          creator,
          plays: r.plays,
          cover_url: signed(r.cover),
          play_url: signed(r.file?.url ?? null),
        },
      ];
    });
  }

  /** My rows of a page of participations, with submissions, estimates and receipt needs. */
  async function myRows(
    rows: { participation: typeof adParticipations.$inferSelect; task: TaskRow; posting: boolean }[],
    now: Date,
  ): Promise<MyAdTask[]> {
    if (rows.length === 0) return [];
    const submissions = await readSubmissions(
      db,
      or(
        ...rows.map((r) =>
          and(eq(adSubmissions.taskId, r.task.id), eq(adSubmissions.userId, r.participation.userId)),
        ),
      ),
    );
    return rows.map(({ participation, task, posting }) => {
      const rule = (task.reward as AdRewardRule | null) ?? null;
      const mine = submissions.filter(
        (s) => s.row.taskId === task.id && s.row.userId === participation.userId,
      );
      const items = mine.map((s) => toMySubmission(s, rule));
      const byStatus: Record<string, number> = {};
      for (const item of items) byStatus[item.status] = (byStatus[item.status] ?? 0) + 1;
      const open = mine.filter((s) => ['pending_review', 'approved', 'held'].includes(s.row.status));
      return {
        task: {
          id: task.id,
          title: task.title,
          advertiser_name: task.advertiserName,
          cover: task.cover,
          reward: rule as AdRewardRule,
          ends_at: iso(task.endsAt!),
          settle_after: iso(adTaskSettleAfter(task.endsAt!, task.observeDays)),
          receipt_required: task.receiptRequired,
          metric_source: task.metricSource,
        },
        phase: phaseOf(task, posting, now),
        my_status: participation.status,
        submissions_by_status: byStatus,
        estimate_fen: items.reduce((sum, item) => sum + (item.estimate_fen ?? 0), 0),
        settled_fen: items
          .filter((item) => item.status === 'settled')
          .reduce((sum, item) => sum + (item.amount_fen ?? 0), 0),
        receipts_needed: task.receiptRequired
          ? open.filter((s) => s.receiptStatus === null || s.receiptStatus === 'rejected').length
          : 0,
        receipts_pending: mine.filter((s) => s.receiptStatus === 'pending').length,
        submissions: items,
      };
    });
  }

  async function tasksOf(userIds: SQL, tab: MyAdTaskTab, page: Page) {
    const now = new Date();
    const where = and(userIds, tabCondition(tab, now));
    const posting = sql<boolean>`exists (select 1 from ${adSettlementRuns} r where r.task_id = ${adTasks.id} and r.status = 'posting')`;
    const result = await listPage(
      page,
      (limit, offset) =>
        db
          .select({ participation: adParticipations, task: adTasks, posting })
          .from(adParticipations)
          .innerJoin(adTasks, eq(adTasks.id, adParticipations.taskId))
          .where(where)
          .orderBy(desc(adParticipations.updatedAt), desc(adParticipations.id))
          .limit(limit)
          .offset(offset),
      db
        .select({ n: count() })
        .from(adParticipations)
        .innerJoin(adTasks, eq(adTasks.id, adParticipations.taskId))
        .where(where),
      (r) => r,
    );
    return { rows: result.data, total: result.total, data: await myRows(result.data, now) };
  }

  return {
    list(
      userId: number,
      query: Page & {
        type_id?: number | undefined;
        reward_kind?: TaskRow['rewardKind'] | undefined;
        q?: string | undefined;
        sort: HallSort;
      },
    ) {
      const where = hallWhere(new Date(), query);
      return listPage(
        query,
        (limit, offset) =>
          hallFrom(userId)
            .where(where)
            .orderBy(...HALL_ORDER[query.sort])
            .limit(limit)
            .offset(offset),
        db.select({ n: count() }).from(adTasks).where(where),
        (r) => toHallTask(r as HallRead),
      );
    },

    async detail(userId: number, id: number): Promise<HallTaskDetail> {
      const now = new Date();
      const found = await taskWithPhase(db, id, now);
      if (!found) throw new NotFoundError(M.taskMissing);
      const { task, phase } = found;
      const [participation] = await db
        .select()
        .from(adParticipations)
        .where(and(eq(adParticipations.taskId, id), eq(adParticipations.userId, userId)));
      const submissions = await readSubmissions(
        db,
        and(eq(adSubmissions.taskId, id), eq(adSubmissions.userId, userId)),
      );
      const takesPart = participation?.status === 'joined' || submissions.length > 0;
      const visible = phase === 'running' || (READ_ONLY_PHASES.has(phase) && takesPart);
      if (!visible) throw new NotFoundError(M.taskMissing);

      const [[head], topics, goods, fields, examples, featured] = await Promise.all([
        hallFrom(userId).where(eq(adTasks.id, id)),
        taskTopics(db, id),
        db
          .select({
            id: adGoods.id,
            name: adGoods.name,
            price_fen: adGoods.priceFen,
            link_url: adGoods.linkUrl,
            cover: adGoods.cover,
          })
          .from(adTaskGoods)
          .innerJoin(adGoods, eq(adGoods.id, adTaskGoods.goodsId))
          .where(eq(adTaskGoods.taskId, id))
          .orderBy(asc(adTaskGoods.position), asc(adGoods.id)),
        task.joinFieldIds.length > 0
          ? db.select().from(adFields).where(inArray(adFields.id, task.joinFieldIds))
          : Promise.resolve([]),
        db
          .select({ id: adTaskExamples.videoId })
          .from(adTaskExamples)
          .where(eq(adTaskExamples.taskId, id))
          .orderBy(asc(adTaskExamples.position)),
        db
          .select({ id: adSubmissions.videoId })
          .from(adSubmissions)
          .where(
            and(
              eq(adSubmissions.taskId, id),
              eq(adSubmissions.featured, true),
              inArray(adSubmissions.status, ['approved', 'planned', 'settled']),
            ),
          )
          .orderBy(asc(adSubmissions.featuredPosition), asc(adSubmissions.id)),
      ]);
      const rule = task.reward as AdRewardRule;
      const order = new Map(task.joinFieldIds.map((fieldId, i) => [fieldId, i]));
      return {
        ...toHallTask(head as HallRead),
        brief: task.brief,
        phase,
        read_only: phase !== 'running',
        observe_days: task.observeDays,
        settle_after: iso(adTaskSettleAfter(task.endsAt!, task.observeDays)),
        join_mode: task.joinMode,
        review_required: task.reviewRequired,
        max_videos_per_creator: task.maxVideosPerCreator,
        metric_source: task.metricSource,
        receipt_required: task.receiptRequired,
        featured_bonus_fen: task.featuredBonusFen,
        topics,
        goods: goods.map(({ cover, ...g }) => ({ ...g, image_url: signed(cover) })),
        join_fields: fields
          .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
          .map((f) => ({
            id: f.id,
            key: f.key,
            label: f.label,
            kind: f.kind,
            required: f.required,
            options: f.options,
            help: f.help,
          })),
        examples: await videoBriefs(
          db,
          examples.map((e) => e.id),
        ),
        featured: await videoBriefs(
          db,
          featured.flatMap((f) => (f.id === null ? [] : [f.id])),
        ),
        participation: participation ? toParticipation(participation) : null,
        submissions: submissions.map((s) => toMySubmission(s, rule)),
      };
    },

    async join(userId: number, id: number, answers: Record<string, string>): Promise<AdParticipation> {
      const now = new Date();
      try {
        return await db.transaction(async (tx) => {
          const found = await taskWithPhase(tx, id, now);
          if (!found || ['draft', 'scheduled', 'cancelled'].includes(found.phase)) {
            throw new NotFoundError(M.taskMissing);
          }
          const { task, phase } = found;
          if (phase !== 'running') throw new BusinessRuleError(M.notRunning);
          const [before] = await tx
            .select()
            .from(adParticipations)
            .where(and(eq(adParticipations.taskId, id), eq(adParticipations.userId, userId)))
            .for('update');
          if (before?.status === 'joined' || before?.status === 'applied') {
            throw new BusinessRuleError(M.alreadyJoined);
          }
          if (before?.status === 'removed') throw new BusinessRuleError(M.removed);
          if (before?.status === 'declined') throw new BusinessRuleError(M.declined);
          if (task.requiredTag !== null && !(await tagsOf(tx, userId)).has(task.requiredTag)) {
            throw new BusinessRuleError(M.tagOnly(task.requiredTag));
          }
          const fields =
            task.joinFieldIds.length > 0
              ? await tx.select().from(adFields).where(inArray(adFields.id, task.joinFieldIds))
              : [];
          const parsed = adAnswers(fields).safeParse(answers);
          if (!parsed.success) {
            throw new BadRequestError(
              parsed.error.issues[0]?.message ?? '回答格式不正确',
              parsed.error.issues.map((issue) => ({
                path: ['answers', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
                message: issue.message,
              })),
            );
          }
          const [counted] = await tx
            .update(adTasks)
            .set({ participantCount: sql`${adTasks.participantCount} + 1` })
            .where(
              and(
                eq(adTasks.id, id),
                sql`(${adTasks.maxParticipants} is null or ${adTasks.participantCount} < ${adTasks.maxParticipants})`,
              ),
            )
            .returning({ id: adTasks.id });
          if (!counted) throw new BusinessRuleError(M.full);
          const values = {
            status: task.joinMode === 'open' ? ('joined' as const) : ('applied' as const),
            answers: fields
              .filter((f) => parsed.data[f.key] !== undefined)
              .map((f) => ({ field_id: f.id, key: f.key, label: f.label, value: parsed.data[f.key]! })),
            reason: '',
            decidedBy: null,
            decidedAt: null,
            updatedAt: now,
          };
          const [row] = before
            ? await tx
                .update(adParticipations)
                .set(values)
                .where(eq(adParticipations.id, before.id))
                .returning()
            : await tx
                .insert(adParticipations)
                .values({ taskId: id, userId, ...values })
                .returning();
          return toParticipation(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new BusinessRuleError(M.alreadyJoined);
        throw error;
      }
    },

    quit: (userId: number, id: number): Promise<AdParticipation> =>
      db.transaction(async (tx) => {
        const [task] = await tx.select({ id: adTasks.id }).from(adTasks).where(eq(adTasks.id, id));
        if (!task) throw new NotFoundError(M.taskMissing);
        const [before] = await tx
          .select()
          .from(adParticipations)
          .where(and(eq(adParticipations.taskId, id), eq(adParticipations.userId, userId)))
          .for('update');
        if (!before || (before.status !== 'joined' && before.status !== 'applied')) {
          throw new BusinessRuleError(M.notJoined);
        }
        const [kept] = await tx
          .select({ n: count() })
          .from(adSubmissions)
          .where(
            and(
              eq(adSubmissions.participationId, before.id),
              inArray(adSubmissions.status, ['approved', 'held', 'planned', 'settled']),
            ),
          );
        if ((kept?.n ?? 0) > 0) throw new BusinessRuleError(M.cannotQuit);
        const withdrawn = await tx
          .update(adSubmissions)
          .set({ status: 'withdrawn', updatedAt: new Date() })
          .where(
            and(eq(adSubmissions.participationId, before.id), eq(adSubmissions.status, 'pending_review')),
          )
          .returning({ id: adSubmissions.id });
        await tx
          .update(adTasks)
          .set({
            participantCount: sql`greatest(${adTasks.participantCount} - 1, 0)`,
            submissionCount: sql`greatest(${adTasks.submissionCount} - ${withdrawn.length}, 0)`,
          })
          .where(eq(adTasks.id, id));
        const [row] = await tx
          .update(adParticipations)
          .set({ status: 'quit', updatedAt: new Date() })
          .where(eq(adParticipations.id, before.id))
          .returning();
        return toParticipation(row!);
      }),

    async myVideos(userId: number, id: number, query: CandidateQuery) {
      const found = await taskWithPhase(db, id);
      if (!found) throw new NotFoundError(M.taskMissing);
      const { task, phase } = found;
      const [participation] = await db
        .select({ status: adParticipations.status })
        .from(adParticipations)
        .where(and(eq(adParticipations.taskId, id), eq(adParticipations.userId, userId)));
      if (phase !== 'running' && !(READ_ONLY_PHASES.has(phase) && participation?.status === 'joined')) {
        throw new NotFoundError(M.taskMissing);
      }
      return bindCandidates(db, task, userId, query);
    },

    async bind(
      userId: number,
      id: number,
      input: { video_id: number; goods_id?: number | null | undefined },
    ) {
      const { id: submissionId } = await bind(app, {
        taskId: id,
        videoId: input.video_id,
        goodsId: input.goods_id,
        ownerId: userId,
        actorId: userId,
      });
      const [task] = await db.select({ reward: adTasks.reward }).from(adTasks).where(eq(adTasks.id, id));
      const [row] = await readSubmissions(db, eq(adSubmissions.id, submissionId));
      return toMySubmission(row!, task?.reward as AdRewardRule);
    },

    withdraw: (userId: number, id: number) =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(adSubmissions)
          .where(and(eq(adSubmissions.id, id), eq(adSubmissions.userId, userId)))
          .for('update');
        if (!before) throw new NotFoundError(AD_SUBMISSION_MESSAGES.missing);
        if (before.status === 'planned' || before.status === 'settled') {
          throw new BusinessRuleError(AD_SUBMISSION_MESSAGES.planned);
        }
        if (before.status !== 'pending_review' && before.status !== 'approved') {
          throw new BusinessRuleError(AD_SUBMISSION_MESSAGES.cannotWithdraw);
        }
        await tx
          .update(adSubmissions)
          .set({ status: 'withdrawn', updatedAt: new Date() })
          .where(eq(adSubmissions.id, id));
        await tx
          .update(adTasks)
          .set({ submissionCount: sql`greatest(${adTasks.submissionCount} - 1, 0)` })
          .where(eq(adTasks.id, before.taskId));
        return null;
      }),

    async myTasks(userId: number, query: Page & { tab: MyAdTaskTab }) {
      const { data, total } = await tasksOf(eq(adParticipations.userId, userId), query.tab, query);
      return { data, total };
    },

    async mcnTasks(mcnId: number, query: Page & { tab: MyAdTaskTab; user_id?: number | undefined }) {
      const linked = and(
        inArray(
          adParticipations.userId,
          db
            .select({ id: mcnCreators.creatorUserId })
            .from(mcnCreators)
            .where(eq(mcnCreators.mcnUserId, mcnId)),
        ),
        query.user_id === undefined ? undefined : eq(adParticipations.userId, query.user_id),
      )!;
      const { rows, data, total } = await tasksOf(linked, query.tab, query);
      const ids = [...new Set(rows.map((r) => r.participation.userId))];
      const people =
        ids.length === 0
          ? []
          : await db
              .select({
                id: users.id,
                name: users.name,
                avatar: users.avatar,
                role_name: activeRoleName('users'),
              })
              .from(users)
              .where(inArray(users.id, ids));
      const byId = new Map(people.map((p) => [p.id, p]));
      return {
        total,
        data: data.map((row, i): McnAdTask => ({
          ...row,
          creator: byId.get(rows[i]!.participation.userId)!,
        })),
      };
    },

    /**
     * The hall's type tabs: the enabled types in the catalogue's order, each with the running tasks
     * of it the hall lists (`hallWhere`, so the count is the list's total under that tab); types
     * with none are included (count 0) and the console decides what to show. One statement.
     */
    types(): Promise<HallType[]> {
      return db
        .select({ id: adTaskTypes.id, name: adTaskTypes.name, count: count(adTasks.id) })
        .from(adTaskTypes)
        .leftJoin(adTasks, and(eq(adTasks.typeId, adTaskTypes.id), hallWhere(new Date(), {})))
        .where(eq(adTaskTypes.enabled, true))
        .groupBy(adTaskTypes.id)
        .orderBy(asc(adTaskTypes.position), asc(adTaskTypes.id));
    },
  };
}

export type Hall = ReturnType<typeof hall>;

/**
 * Which tasks the hall lists (ad-tasks.md §8: only phase running; tasks restricted to a tag are
 * listed too, `locked`), narrowed by the list's filters. The list and the type tabs' counts share it.
 */
function hallWhere(
  now: Date,
  filters: {
    type_id?: number | undefined;
    reward_kind?: TaskRow['rewardKind'] | undefined;
    q?: string | undefined;
  },
) {
  return and(
    running(now),
    filters.type_id ? eq(adTasks.typeId, filters.type_id) : undefined,
    filters.reward_kind ? eq(adTasks.rewardKind, filters.reward_kind) : undefined,
    filters.q
      ? or(ilike(adTasks.title, containing(filters.q)), ilike(adTasks.advertiserName, containing(filters.q)))
      : undefined,
  );
}
