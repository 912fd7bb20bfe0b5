import {
  AD_PARTICIPATION_STATUSES,
  AD_SUBMISSION_STATUSES,
  AD_TASK_EDITABLE_WHEN_STARTED,
  AD_TASK_INPUT_FIELDS,
  AD_TASK_MESSAGES as M,
  AD_TASK_REFUSALS as R,
  adTaskPhase,
  adTaskProblems,
  adTaskSettleAfter,
  completeReward,
  MESSAGE_TYPES,
  rewardMaxFen,
  type AdParticipant,
  type AdParticipantCounts,
  type AdSubmissionCounts,
  type AdTaskDetail,
  type AdTaskPhase,
  type AdTaskRow,
  type ParsedAdTaskInput,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../../db/database.js';
import { activeRoleName, containing, iso, isoOrNull, listPage, withinDays } from '../../db/queries.js';
import { adminTags, users } from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, NotFoundError, type Issue } from '../../http/errors.js';
import { moduleRecorder, snapshot, type Actor } from '../operation-log/record.js';
import { videos } from '../videos/schema.js';
import {
  adFields,
  adGoods,
  adParticipations,
  adSettlementRuns,
  adSubmissionCounts,
  adSubmissions,
  adTaskExamples,
  adTaskGoods,
  adTasks,
  adTaskTopics,
  adTaskTypes,
  adTopics,
} from './schema.js';

/**
 * Ad tasks, staff side (ad-tasks.md §5, §8): the list with its derived phases, the form (create,
 * read, optimistic-lock edit), the transitions and the participants' decisions. Every write is one
 * transaction with its operation-log row (module `ad_task`) and its messages.
 */

type Q = Database | Transaction;
type TaskRow = typeof adTasks.$inferSelect;
/** The form as the contract parses it (the update's `version` aside). */
type Form = Omit<ParsedAdTaskInput, 'publish'>;

export interface TaskListQuery {
  page: number;
  size: number;
  q?: string | undefined;
  phase?: AdTaskPhase | undefined;
  type_id?: number | undefined;
  reward_kind?: 'fixed' | 'cpm' | 'cpa' | 'tiered' | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  sort: 'created_at' | 'starts_at' | 'ends_at' | 'budget_fen';
  order: 'asc' | 'desc';
}

const TASK_LOGGED = [
  'title',
  'advertiserName',
  'typeId',
  'cover',
  'brief',
  'status',
  'joinMode',
  'reviewRequired',
  'requiredTag',
  'startsAt',
  'endsAt',
  'observeDays',
  'maxParticipants',
  'maxVideosPerCreator',
  'reward',
  'metricSource',
  'receiptRequired',
  'perCreatorCapFen',
  'featuredBonusFen',
  'featuredMax',
  'budgetFen',
  'joinFieldIds',
  'receiptFieldIds',
  'pauseReason',
  'cancelReason',
  'version',
] as const;

/** Submissions a cancellation or a removal invalidates: bound, not yet planned. */
const UNPLANNED = ['pending_review', 'approved', 'held'] as const;
const ENDED: readonly AdTaskPhase[] = ['observing', 'settleable', 'settling', 'settled', 'cancelled'];
const STARTED: readonly AdTaskPhase[] = ['running', 'paused'];

const postingRun = sql<boolean>`exists (select 1 from ${adSettlementRuns} r where r.task_id = ${adTasks.id} and r.status = 'posting')`;
const participantsByStatus = sql<Record<
  string,
  number
> | null>`(select jsonb_object_agg(x.status, x.n) from (select p.status, count(*)::int as n from ${adParticipations} p where p.task_id = ${adTasks.id} group by p.status) x)`;
/** From the counter the triggers keep (migration 0016): ≤ 8 rows a task, however many submissions. */
const submissionsByStatus = sql<Record<
  string,
  number
> | null>`(select jsonb_object_agg(c.status, c.count) from ${adSubmissionCounts} c where c.task_id = ${adTasks.id})`;

/**
 * Featured submissions as the hall shows them (approved, planned or settled), read from the partial
 * index of featured ones (migration 0016), and example videos.
 */
const featuredCount = sql<number>`(select count(*)::int from ${adSubmissions} s where s.task_id = ${adTasks.id} and s.featured and s.status in ('approved', 'planned', 'settled'))`;
const exampleCount = sql<number>`(select count(*)::int from ${adTaskExamples} e where e.task_id = ${adTasks.id})`;

/** A task with its type, whether a run is posting, and its counts by status (list and detail). */
const taskColumns = {
  row: adTasks,
  posting: postingRun,
  type: { id: adTaskTypes.id, name: adTaskTypes.name },
  participants: participantsByStatus,
  submissions: submissionsByStatus,
};

const countsOf = <S extends string>(statuses: readonly S[], found: Record<string, number> | null) =>
  Object.fromEntries(statuses.map((s) => [s, Number(found?.[s] ?? 0)])) as Record<S, number>;

const phaseOf = (row: TaskRow, posting: boolean, now = new Date()) =>
  adTaskPhase(
    {
      status: row.status,
      starts_at: row.startsAt,
      ends_at: row.endsAt,
      observe_days: row.observeDays,
      posting,
    },
    now,
  );

/** SQL conditions of a derived phase at `now` (§5 table), mirroring `adTaskPhase`. */
function phaseCondition(phase: AdTaskPhase, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const live = sql`${adTasks.status} in ('published', 'paused') and not ${postingRun}`;
  const settleAfter = sql`${adTasks.endsAt} + ${adTasks.observeDays} * interval '1 day'`;
  switch (phase) {
    case 'draft':
    case 'cancelled':
    case 'settled':
      return sql`${adTasks.status} = ${phase}`;
    case 'scheduled':
      return sql`${adTasks.status} = 'published' and not ${postingRun} and ${adTasks.startsAt} > ${at} and ${adTasks.endsAt} > ${at}`;
    case 'running':
      return sql`${adTasks.status} = 'published' and not ${postingRun} and ${adTasks.startsAt} <= ${at} and ${adTasks.endsAt} > ${at}`;
    case 'paused':
      return sql`${adTasks.status} = 'paused' and not ${postingRun} and ${adTasks.endsAt} > ${at}`;
    case 'observing':
      return sql`${live} and ${adTasks.endsAt} <= ${at} and ${settleAfter} > ${at}`;
    case 'settleable':
      return sql`${live} and ${settleAfter} <= ${at}`;
    case 'settling':
      return sql`${adTasks.status} in ('published', 'paused') and ${postingRun}`;
  }
}

/** A value in one spelling: keys sorted, instants as epoch milliseconds. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, inner]) => inner !== undefined)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    }
    return v;
  });
}
const instantOf = (value: string | null) => (value === null ? null : Date.parse(value));

/** The form of a stored task, under the input's names. */
function formOf(row: TaskRow, topicIds: number[], goodsIds: number[]): Form {
  return {
    title: row.title,
    advertiser_name: row.advertiserName,
    type_id: row.typeId,
    cover: row.cover,
    brief: row.brief,
    join_mode: row.joinMode,
    review_required: row.reviewRequired,
    required_tag: row.requiredTag,
    starts_at: isoOrNull(row.startsAt),
    ends_at: isoOrNull(row.endsAt),
    observe_days: row.observeDays,
    max_participants: row.maxParticipants,
    max_videos_per_creator: row.maxVideosPerCreator,
    topic_ids: topicIds,
    goods_ids: goodsIds,
    join_field_ids: row.joinFieldIds,
    receipt_field_ids: row.receiptFieldIds,
    reward: row.reward as Form['reward'],
    metric_source: row.metricSource,
    receipt_required: row.receiptRequired,
    per_creator_cap_fen: row.perCreatorCapFen,
    featured_bonus_fen: row.featuredBonusFen,
    featured_max: row.featuredMax,
    budget_fen: row.budgetFen,
  };
}

const sameField = (field: keyof Form, a: Form, b: Form) =>
  field === 'starts_at' || field === 'ends_at'
    ? instantOf(a[field]) === instantOf(b[field])
    : canonical(a[field]) === canonical(b[field]);

/** The row's columns from the form; cpa forces receipts (§6). */
function valuesOf(form: Form) {
  const complete = completeReward(form.reward);
  return {
    title: form.title,
    advertiserName: form.advertiser_name,
    typeId: form.type_id,
    cover: form.cover,
    brief: form.brief,
    joinMode: form.join_mode,
    reviewRequired: form.review_required,
    requiredTag: form.required_tag,
    startsAt: form.starts_at === null ? null : new Date(form.starts_at),
    endsAt: form.ends_at === null ? null : new Date(form.ends_at),
    observeDays: form.observe_days,
    maxParticipants: form.max_participants,
    maxVideosPerCreator: form.max_videos_per_creator,
    reward: form.reward as Record<string, unknown> | null,
    rewardKind: form.reward?.kind ?? null,
    rewardMaxFen: complete ? rewardMaxFen(complete) : null,
    metricSource: form.metric_source,
    receiptRequired: form.reward?.kind === 'cpa' ? true : form.receipt_required,
    perCreatorCapFen: form.per_creator_cap_fen,
    featuredBonusFen: form.featured_bonus_fen,
    featuredMax: form.featured_max,
    budgetFen: form.budget_fen,
    joinFieldIds: form.join_field_ids,
    receiptFieldIds: form.receipt_field_ids,
  };
}

const badInput = (issues: Issue[]) => new BadRequestError(issues[0]!.message, issues);

export function adTaskService(app: FastifyInstance) {
  const { db } = app;
  const record = moduleRecorder((q, entry) => app.operationLog.record(q, entry), 'ad_task');
  const send = (q: Q, rows: Parameters<typeof app.messages.send>[0]) =>
    rows.length === 0 ? Promise.resolve() : app.messages.send(rows, q as Database);

  async function lockedTask(tx: Q, id: number) {
    const [found] = await tx
      .select({ row: adTasks, posting: postingRun })
      .from(adTasks)
      .where(eq(adTasks.id, id))
      .for('update');
    if (!found) throw new NotFoundError(M.taskMissing);
    return { row: found.row, posting: Boolean(found.posting) };
  }

  async function listsOf(q: Q, id: number) {
    const topics = await q
      .select({ id: adTaskTopics.topicId, name: adTaskTopics.name })
      .from(adTaskTopics)
      .where(eq(adTaskTopics.taskId, id))
      .orderBy(asc(adTaskTopics.position), asc(adTaskTopics.topicId));
    const goods = await q
      .select({
        id: adGoods.id,
        name: adGoods.name,
        sku: adGoods.sku,
        cover: adGoods.cover,
        price_fen: adGoods.priceFen,
        status: adGoods.status,
      })
      .from(adTaskGoods)
      .innerJoin(adGoods, eq(adGoods.id, adTaskGoods.goodsId))
      .where(eq(adTaskGoods.taskId, id))
      .orderBy(asc(adTaskGoods.position), asc(adTaskGoods.goodsId));
    return { topics, goods };
  }

  async function detail(q: Q, id: number, now = new Date()): Promise<AdTaskDetail> {
    const [found] = await q
      .select(taskColumns)
      .from(adTasks)
      .leftJoin(adTaskTypes, eq(adTaskTypes.id, adTasks.typeId))
      .where(eq(adTasks.id, id));
    if (!found) throw new NotFoundError(M.taskMissing);
    const { row } = found;
    const { topics, goods } = await listsOf(q, id);
    const fieldIds = [...row.joinFieldIds, ...row.receiptFieldIds];
    const fields =
      fieldIds.length === 0
        ? []
        : await q
            .select({
              id: adFields.id,
              key: adFields.key,
              label: adFields.label,
              kind: adFields.kind,
              required: adFields.required,
              options: adFields.options,
            })
            .from(adFields)
            .where(inArray(adFields.id, fieldIds));
    const fieldById = new Map(fields.map((f) => [f.id, f]));
    const pick = (ids: number[]) => ids.flatMap((fid) => fieldById.get(fid) ?? []);
    const examples = await q
      .select({
        video_id: adTaskExamples.videoId,
        title: videos.title,
        cover: sql<string>`coalesce(${videos.cover}, '')`,
        position: adTaskExamples.position,
      })
      .from(adTaskExamples)
      .innerJoin(videos, eq(videos.id, adTaskExamples.videoId))
      .where(eq(adTaskExamples.taskId, id))
      .orderBy(asc(adTaskExamples.position), asc(adTaskExamples.videoId));
    const featured = await q
      .select({
        submission_id: adSubmissions.id,
        video_title: adSubmissions.videoTitle,
        user_id: adSubmissions.userId,
        position: adSubmissions.featuredPosition,
      })
      .from(adSubmissions)
      .where(
        and(
          eq(adSubmissions.taskId, id),
          eq(adSubmissions.featured, true),
          inArray(adSubmissions.status, ['approved', 'planned', 'settled']),
        ),
      )
      .orderBy(sql`${adSubmissions.featuredPosition} asc nulls last`, asc(adSubmissions.id));

    const posting = Boolean(found.posting);
    const phase = phaseOf(row, posting, now);
    const form = formOf(
      row,
      topics.map((t) => t.id),
      goods.map((g) => g.id),
    );
    const lockedFields: string[] = ENDED.includes(phase)
      ? [...AD_TASK_INPUT_FIELDS]
      : STARTED.includes(phase)
        ? AD_TASK_INPUT_FIELDS.filter(
            (f) => !(AD_TASK_EDITABLE_WHEN_STARTED as readonly string[]).includes(f),
          )
        : [];
    return {
      id: row.id,
      ...form,
      version: row.version,
      status: row.status,
      phase,
      settle_after: row.endsAt ? iso(adTaskSettleAfter(row.endsAt, row.observeDays)) : null,
      locked_fields: lockedFields,
      type: found.type,
      topics,
      goods,
      join_fields: pick(row.joinFieldIds),
      receipt_fields: pick(row.receiptFieldIds),
      examples,
      featured,
      figures: {
        reserved_fen: row.reservedFen,
        settled_fen: row.settledFen,
        remaining_fen: Math.max(0, (row.budgetFen ?? 0) - row.settledFen - row.reservedFen),
        participant_count: row.participantCount,
        submission_count: row.submissionCount,
        participants: countsOf(AD_PARTICIPATION_STATUSES, found.participants) as AdParticipantCounts,
        submissions: countsOf(AD_SUBMISSION_STATUSES, found.submissions) as AdSubmissionCounts,
      },
      pause_reason: row.pauseReason,
      cancel_reason: row.cancelReason,
      created_by: row.createdBy,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      published_at: isoOrNull(row.publishedAt),
    };
  }

  /**
   * What the form names must exist and be usable. `checkAll`: every topic, goods, type and reward
   * kind (create, publish); otherwise only what the save adds or changes, so a task whose topic was
   * disabled since can still be edited. Bad input answers 400 with issues, unusable choices 202.
   */
  async function checkReferences(
    tx: Q,
    actor: Actor,
    form: Form,
    before: Form | null,
    { checkAll, publishing }: { checkAll: boolean; publishing: boolean },
  ) {
    const settings = await app.adTasks.settings(tx);
    const issues: Issue[] = [];
    if (form.required_tag !== null && (checkAll || form.required_tag !== before?.required_tag)) {
      const [tag] = await tx
        .select({ id: adminTags.id })
        .from(adminTags)
        .where(eq(adminTags.name, form.required_tag));
      if (!tag) issues.push({ path: ['required_tag'], message: M.tagMissing });
    }
    if (form.budget_fen !== null && form.budget_fen < settings.min_budget_fen) {
      issues.push({ path: ['budget_fen'], message: M.budgetBelowMin(settings.min_budget_fen) });
    }
    for (const [name, scope] of [
      ['join_field_ids', 'join'],
      ['receipt_field_ids', 'receipt'],
    ] as const) {
      const ids = form[name];
      if (ids.length === 0) continue;
      const found = await tx
        .select({ id: adFields.id })
        .from(adFields)
        .where(and(inArray(adFields.id, ids), eq(adFields.scope, scope)));
      const known = new Set(found.map((f) => f.id));
      ids.forEach((fid, i) => {
        if (!known.has(fid)) issues.push({ path: [name, i], message: '字段无效' });
      });
    }
    if (issues.length > 0) throw badInput(issues);
    if (form.cover !== null && form.cover !== before?.cover) {
      await app.files.requireOwned(tx as Database, actor.userId, [
        { path: ['cover'], reference: form.cover, purposes: ['ad'] },
      ]);
    }

    const added = (ids: number[], kept: number[] | undefined) =>
      checkAll || !kept ? ids : ids.filter((x) => !kept.includes(x));
    const topicIds = added(form.topic_ids, before?.topic_ids);
    if (topicIds.length > 0) {
      const [usable] = await tx
        .select({ n: count() })
        .from(adTopics)
        .where(and(inArray(adTopics.id, topicIds), eq(adTopics.enabled, true)));
      if ((usable?.n ?? 0) !== topicIds.length) throw new BusinessRuleError(R.topicsUnavailable);
    }
    const goodsIds = added(form.goods_ids, before?.goods_ids);
    if (goodsIds.length > 0) {
      const [usable] = await tx
        .select({ n: count() })
        .from(adGoods)
        .where(and(inArray(adGoods.id, goodsIds), eq(adGoods.status, 'on_sale')));
      if ((usable?.n ?? 0) !== goodsIds.length) throw new BusinessRuleError(R.goodsUnavailable);
    }
    if (form.type_id !== null && (checkAll || form.type_id !== before?.type_id)) {
      const [type] = await tx
        .select({ id: adTaskTypes.id })
        .from(adTaskTypes)
        .where(and(eq(adTaskTypes.id, form.type_id), eq(adTaskTypes.enabled, true)));
      if (!type) throw new BusinessRuleError(R.typeDisabled);
    }
    if (form.reward && (checkAll || form.reward.kind !== before?.reward?.kind)) {
      if (!settings.reward_kinds.includes(form.reward.kind))
        throw new BusinessRuleError(R.rewardKindDisabled);
    }
    if (publishing) {
      const rule = completeReward(form.reward);
      if (rule && form.budget_fen !== null && form.budget_fen < rewardMaxFen(rule)) {
        throw new BusinessRuleError(R.budgetTooSmall);
      }
    }
  }

  /** Everything publishing needs (§9), as 400 issues, then the refusals of §8. */
  async function checkPublishable(tx: Q, actor: Actor, form: Form, before: Form | null, now: Date) {
    const problems = adTaskProblems(form, true);
    if (problems.length > 0) throw badInput(problems);
    await checkReferences(tx, actor, form, before, { checkAll: true, publishing: true });
    if (Date.parse(form.starts_at!) <= now.getTime()) throw new BusinessRuleError(R.startPassed);
  }

  async function writeLists(tx: Q, taskId: number, form: Form, before: Form | null) {
    if (!before || canonical(before.topic_ids) !== canonical(form.topic_ids)) {
      await tx.delete(adTaskTopics).where(eq(adTaskTopics.taskId, taskId));
      if (form.topic_ids.length > 0) {
        const names = await tx
          .select({ id: adTopics.id, name: adTopics.name })
          .from(adTopics)
          .where(inArray(adTopics.id, form.topic_ids));
        const nameOf = new Map(names.map((t) => [t.id, t.name]));
        await tx.insert(adTaskTopics).values(
          form.topic_ids.map((topicId, position) => ({
            taskId,
            topicId,
            name: nameOf.get(topicId) ?? '',
            position,
          })),
        );
      }
    }
    if (!before || canonical(before.goods_ids) !== canonical(form.goods_ids)) {
      await tx.delete(adTaskGoods).where(eq(adTaskGoods.taskId, taskId));
      if (form.goods_ids.length > 0) {
        await tx
          .insert(adTaskGoods)
          .values(form.goods_ids.map((goodsId, position) => ({ taskId, goodsId, position })));
      }
    }
  }

  /** Publishing's own writes: status, time, and the topic names as they are now. */
  async function markPublished(tx: Q, taskId: number, now: Date) {
    await tx
      .update(adTasks)
      .set({ status: 'published', publishedAt: now, version: sql`${adTasks.version} + 1`, updatedAt: now })
      .where(eq(adTasks.id, taskId));
    await tx.execute(
      sql`update ${adTaskTopics} set name = t.name from ${adTopics} t where t.id = ${adTaskTopics.topicId} and ${adTaskTopics.taskId} = ${taskId}`,
    );
  }

  async function formOfTask(tx: Q, row: TaskRow): Promise<Form> {
    const { topics, goods } = await listsOf(tx, row.id);
    return formOf(
      row,
      topics.map((t) => t.id),
      goods.map((g) => g.id),
    );
  }

  /** A transition of one task: locked, checked by `apply`, bumped, logged, all in one transaction. */
  function transition(
    actor: Actor,
    id: number,
    action: string,
    apply: (
      tx: Q,
      task: { row: TaskRow; posting: boolean; phase: AdTaskPhase },
      now: Date,
    ) => Promise<{ set: Partial<typeof adTasks.$inferInsert>; summary: string }>,
  ) {
    return db.transaction(async (tx) => {
      const now = new Date();
      const { row, posting } = await lockedTask(tx, id);
      const { set, summary } = await apply(tx, { row, posting, phase: phaseOf(row, posting, now) }, now);
      const [after] = await tx
        .update(adTasks)
        .set({ ...set, version: sql`${adTasks.version} + 1`, updatedAt: now })
        .where(eq(adTasks.id, id))
        .returning();
      await record(tx, actor, {
        action,
        targetType: 'ad_task',
        targetId: id,
        targetLabel: row.title,
        summary,
        before: snapshot(row, TASK_LOGGED),
        after: snapshot(after!, TASK_LOGGED),
      });
      return detail(tx, id, now);
    });
  }

  // -------------------------------------------------------------------------------------------
  // Participants

  const participantColumns = {
    row: adParticipations,
    name: users.name,
    avatar: users.avatar,
    roleName: activeRoleName('users'),
    submissions: sql<Record<
      string,
      number
    > | null>`(select jsonb_object_agg(x.status, x.n) from (select s.status, count(*)::int as n from ${adSubmissions} s where s.participation_id = ${adParticipations.id} group by s.status) x)`,
  };
  type ParticipantRow = {
    row: typeof adParticipations.$inferSelect;
    name: string;
    avatar: string;
    roleName: string;
    submissions: Record<string, number> | null;
  };
  const toParticipant = (r: ParticipantRow): AdParticipant => ({
    id: r.row.id,
    task_id: r.row.taskId,
    user: { id: r.row.userId, name: r.name, avatar: r.avatar, role_name: r.roleName },
    status: r.row.status,
    answers: r.row.answers,
    reason: r.row.reason,
    submissions: countsOf(AD_SUBMISSION_STATUSES, r.submissions) as AdSubmissionCounts,
    decided_by: r.row.decidedBy,
    decided_at: isoOrNull(r.row.decidedAt),
    created_at: iso(r.row.createdAt),
    updated_at: iso(r.row.updatedAt),
  });
  async function participantById(q: Q, id: number) {
    const [found] = await q
      .select(participantColumns)
      .from(adParticipations)
      .innerJoin(users, eq(users.id, adParticipations.userId))
      .where(eq(adParticipations.id, id));
    if (!found) throw new NotFoundError(R.participationMissing);
    return toParticipant(found);
  }

  return {
    list(query: TaskListQuery) {
      const now = new Date();
      const where = and(
        query.q
          ? or(ilike(adTasks.title, containing(query.q)), ilike(adTasks.advertiserName, containing(query.q)))
          : undefined,
        query.phase ? phaseCondition(query.phase, now) : undefined,
        query.type_id === undefined ? undefined : eq(adTasks.typeId, query.type_id),
        query.reward_kind ? eq(adTasks.rewardKind, query.reward_kind) : undefined,
        ...withinDays(adTasks.createdAt, query),
      );
      const column = {
        created_at: adTasks.createdAt,
        starts_at: adTasks.startsAt,
        ends_at: adTasks.endsAt,
        budget_fen: adTasks.budgetFen,
      }[query.sort];
      const order =
        query.order === 'asc'
          ? [sql`${column} asc nulls last`, asc(adTasks.id)]
          : [sql`${column} desc nulls last`, desc(adTasks.id)];
      return listPage(
        query,
        // The page's ids first (the filter and order on ad_tasks alone), then the counts of those
        // ids only: a count per row over every match before the limit cost a second at 10 000.
        async (limit, offset) => {
          const ids = (
            await db
              .select({ id: adTasks.id })
              .from(adTasks)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset)
          ).map((r) => r.id);
          if (ids.length === 0) return [];
          const found = await db
            .select({ ...taskColumns, featuredCount, exampleCount })
            .from(adTasks)
            .leftJoin(adTaskTypes, eq(adTaskTypes.id, adTasks.typeId))
            .where(inArray(adTasks.id, ids));
          const byId = new Map(found.map((r) => [r.row.id, r]));
          return ids.flatMap((id) => byId.get(id) ?? []);
        },
        db.select({ n: count() }).from(adTasks).where(where),
        ({ row, posting, type, participants, submissions, ...counted }): AdTaskRow => ({
          id: row.id,
          title: row.title,
          advertiser_name: row.advertiserName,
          type,
          cover: row.cover,
          status: row.status,
          phase: phaseOf(row, Boolean(posting), now),
          reward: row.reward as AdTaskRow['reward'],
          reward_kind: row.rewardKind,
          reward_max_fen: row.rewardMaxFen,
          starts_at: isoOrNull(row.startsAt),
          ends_at: isoOrNull(row.endsAt),
          settle_after: row.endsAt ? iso(adTaskSettleAfter(row.endsAt, row.observeDays)) : null,
          max_participants: row.maxParticipants,
          participant_count: row.participantCount,
          submission_count: row.submissionCount,
          participants: countsOf(AD_PARTICIPATION_STATUSES, participants) as AdParticipantCounts,
          submissions: countsOf(AD_SUBMISSION_STATUSES, submissions) as AdSubmissionCounts,
          budget_fen: row.budgetFen,
          reserved_fen: row.reservedFen,
          settled_fen: row.settledFen,
          featured_count: Number(counted.featuredCount),
          featured_max: row.featuredMax,
          featured_bonus_fen: row.featuredBonusFen,
          example_count: Number(counted.exampleCount),
          created_at: iso(row.createdAt),
          published_at: isoOrNull(row.publishedAt),
        }),
      );
    },

    detail: (id: number) => detail(db, id),

    create: (actor: Actor, input: ParsedAdTaskInput) =>
      db.transaction(async (tx) => {
        const now = new Date();
        const { publish, ...form } = input;
        if (publish) await checkPublishable(tx, actor, form, null, now);
        else await checkReferences(tx, actor, form, null, { checkAll: true, publishing: false });
        const [row] = await tx
          .insert(adTasks)
          .values({ ...valuesOf(form), createdBy: actor.userId })
          .returning();
        await writeLists(tx, row!.id, form, null);
        await record(tx, actor, {
          action: 'task_create',
          targetType: 'ad_task',
          targetId: row!.id,
          targetLabel: row!.title,
          summary: `新建广告任务 ${row!.title}`,
          after: snapshot(row!, TASK_LOGGED),
        });
        if (publish) {
          await markPublished(tx, row!.id, now);
          await record(tx, actor, {
            action: 'task_publish',
            targetType: 'ad_task',
            targetId: row!.id,
            targetLabel: row!.title,
            summary: `发布广告任务 ${row!.title}`,
          });
        }
        return detail(tx, row!.id, now);
      }),

    update: (actor: Actor, id: number, input: Form & { version: number }) =>
      db.transaction(async (tx) => {
        const now = new Date();
        const { version, ...form } = input;
        const { row, posting } = await lockedTask(tx, id);
        if (row.version !== version) throw new BusinessRuleError(R.stale);
        const phase = phaseOf(row, posting, now);
        if (ENDED.includes(phase)) throw new BusinessRuleError(R.ended);
        const before = await formOfTask(tx, row);
        if (STARTED.includes(phase)) {
          const locked = AD_TASK_INPUT_FIELDS.filter(
            (f) => !(AD_TASK_EDITABLE_WHEN_STARTED as readonly string[]).includes(f),
          );
          if (locked.some((field) => !sameField(field, before, form))) throw new BusinessRuleError(R.started);
          if (form.ends_at === null || Date.parse(form.ends_at) < row.endsAt!.getTime()) {
            throw new BusinessRuleError(R.started);
          }
          if (form.budget_fen === null || form.budget_fen < row.settledFen + row.reservedFen) {
            throw new BusinessRuleError(R.budgetBelowUsed);
          }
          if (form.budget_fen < row.budgetFen!) throw new BusinessRuleError(R.started);
        }
        if (row.status !== 'draft') {
          const problems = adTaskProblems(form, true);
          if (problems.length > 0) throw badInput(problems);
        }
        // A scheduled task keeps a start in the future: moving it into the past would start it unseen.
        if (phase === 'scheduled' && !sameField('starts_at', before, form)) {
          if (Date.parse(form.starts_at!) <= now.getTime()) throw new BusinessRuleError(R.startPassed);
        }
        await checkReferences(tx, actor, form, before, {
          checkAll: false,
          publishing: row.status !== 'draft',
        });
        const [after] = await tx
          .update(adTasks)
          .set({ ...valuesOf(form), version: sql`${adTasks.version} + 1`, updatedAt: now })
          .where(and(eq(adTasks.id, id), eq(adTasks.version, version)))
          .returning();
        if (!after) throw new BusinessRuleError(R.stale);
        await writeLists(tx, id, form, before);
        await record(tx, actor, {
          action: 'task_update',
          targetType: 'ad_task',
          targetId: id,
          targetLabel: after.title,
          summary: `编辑广告任务 ${after.title}`,
          before: { ...snapshot(row, TASK_LOGGED), topicIds: before.topic_ids, goodsIds: before.goods_ids },
          after: { ...snapshot(after, TASK_LOGGED), topicIds: form.topic_ids, goodsIds: form.goods_ids },
        });
        return detail(tx, id, now);
      }),

    publish: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        const now = new Date();
        const { row } = await lockedTask(tx, id);
        if (row.status !== 'draft') throw new BusinessRuleError(R.publishDraftOnly);
        const form = await formOfTask(tx, row);
        await checkPublishable(tx, actor, form, null, now);
        await markPublished(tx, id, now);
        await record(tx, actor, {
          action: 'task_publish',
          targetType: 'ad_task',
          targetId: id,
          targetLabel: row.title,
          summary: `发布广告任务 ${row.title}`,
          before: snapshot(row, TASK_LOGGED),
        });
        return detail(tx, id, now);
      }),

    pause: (actor: Actor, id: number, reason: string) =>
      transition(actor, id, 'task_pause', async (_tx, { row, phase }) => {
        if (phase !== 'running') throw new BusinessRuleError(R.pauseRunningOnly);
        return {
          set: { status: 'paused', pauseReason: reason },
          summary: `暂停广告任务 ${row.title}（原因：${reason}）`,
        };
      }),

    resume: (actor: Actor, id: number) =>
      transition(actor, id, 'task_resume', async (_tx, { row, posting }, now) => {
        if (row.status !== 'paused' || posting) throw new BusinessRuleError(R.resumePausedOnly);
        if (row.endsAt!.getTime() <= now.getTime()) throw new BusinessRuleError(R.resumeEnded);
        return { set: { status: 'published', pauseReason: '' }, summary: `恢复广告任务 ${row.title}` };
      }),

    cancel: (actor: Actor, id: number, reason: string) =>
      transition(actor, id, 'task_cancel', async (tx, { row, posting }, now) => {
        if (row.status === 'settled') throw new BusinessRuleError(R.cancelSettled);
        if (row.status === 'draft' || row.status === 'cancelled')
          throw new BusinessRuleError(R.cancelNotAllowed);
        if (posting) throw new BusinessRuleError(R.settling);
        const [run] = await tx
          .select({ id: adSettlementRuns.id })
          .from(adSettlementRuns)
          .where(eq(adSettlementRuns.taskId, id))
          .limit(1);
        if (row.settledFen > 0 || row.reservedFen > 0 || run) throw new BusinessRuleError(R.cancelSettled);

        const declined = await tx
          .update(adParticipations)
          .set({
            status: 'declined',
            reason: R.cancelledReason,
            decidedBy: actor.userId,
            decidedAt: now,
            updatedAt: now,
          })
          .where(
            and(eq(adParticipations.taskId, id), inArray(adParticipations.status, ['applied', 'joined'])),
          )
          .returning({ userId: adParticipations.userId });
        const invalidated = await tx
          .update(adSubmissions)
          .set({
            status: 'invalidated',
            reason: R.cancelledReason,
            reviewedBy: actor.userId,
            reviewedAt: now,
            updatedAt: now,
          })
          .where(and(eq(adSubmissions.taskId, id), inArray(adSubmissions.status, [...UNPLANNED])))
          .returning({ userId: adSubmissions.userId });
        const told = [...new Set([...declined, ...invalidated].map((r) => r.userId))];
        await send(
          tx,
          told.map((userId) => ({
            userId,
            type: MESSAGE_TYPES.system,
            title: '广告任务已取消',
            content: `你参与的广告任务「${row.title}」已取消（原因：${reason}），尚未结算的投稿已失效。`,
            link: '/spread/mine',
          })),
        );
        return {
          set: { status: 'cancelled', cancelReason: reason, participantCount: 0 },
          summary: `取消广告任务 ${row.title}（原因：${reason}）`,
        };
      }),

    remove: (actor: Actor, id: number) =>
      db.transaction(async (tx) => {
        const { row } = await lockedTask(tx, id);
        if (row.status !== 'draft') throw new BusinessRuleError(R.deleteDraftOnly);
        await tx.delete(adTasks).where(eq(adTasks.id, id));
        await record(tx, actor, {
          action: 'task_delete',
          targetType: 'ad_task',
          targetId: id,
          targetLabel: row.title,
          summary: `删除广告任务草稿 ${row.title}`,
          before: snapshot(row, TASK_LOGGED),
        });
        return null;
      }),

    async participants(
      taskId: number,
      query: {
        page: number;
        size: number;
        q?: string | undefined;
        status?: AdParticipant['status'] | undefined;
      },
    ) {
      const [task] = await db.select({ id: adTasks.id }).from(adTasks).where(eq(adTasks.id, taskId));
      if (!task) throw new NotFoundError(M.taskMissing);
      const where = and(
        eq(adParticipations.taskId, taskId),
        query.status ? eq(adParticipations.status, query.status) : undefined,
        query.q
          ? or(ilike(users.name, containing(query.q)), ilike(users.username, containing(query.q)))
          : undefined,
      );
      return listPage(
        query,
        (limit, offset) =>
          db
            .select(participantColumns)
            .from(adParticipations)
            .innerJoin(users, eq(users.id, adParticipations.userId))
            .where(where)
            .orderBy(desc(adParticipations.id))
            .limit(limit)
            .offset(offset),
        db
          .select({ n: count() })
          .from(adParticipations)
          .innerJoin(users, eq(users.id, adParticipations.userId))
          .where(where),
        toParticipant,
      );
    },

    /**
     * A decision on a participation. The task row is locked first (as every task write does), so
     * approvals of one task run one after another and the cap holds under any concurrency.
     */
    decide: (
      actor: Actor,
      id: number,
      input: { decision: 'approve' | 'decline' | 'remove'; reason: string },
    ) =>
      db.transaction(async (tx) => {
        const now = new Date();
        const [seen] = await tx
          .select({ taskId: adParticipations.taskId })
          .from(adParticipations)
          .where(eq(adParticipations.id, id));
        if (!seen) throw new NotFoundError(R.participationMissing);
        const { row: task } = await lockedTask(tx, seen.taskId);
        const [p] = await tx.select().from(adParticipations).where(eq(adParticipations.id, id)).for('update');
        if (!p) throw new NotFoundError(R.participationMissing);
        const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, p.userId));
        const { decision, reason } = input;
        let status: 'joined' | 'declined' | 'removed';
        let message: { type: number; title: string; content: string; link: string };
        if (decision === 'approve' || decision === 'decline') {
          if (p.status !== 'applied') throw new BusinessRuleError(R.participationDecided);
        } else if (p.status !== 'joined') {
          throw new BusinessRuleError(R.removeJoinedOnly);
        }
        if (decision === 'approve') {
          if (task.maxParticipants !== null) {
            const [joined] = await tx
              .select({ n: count() })
              .from(adParticipations)
              .where(and(eq(adParticipations.taskId, task.id), eq(adParticipations.status, 'joined')));
            if ((joined?.n ?? 0) >= task.maxParticipants) throw new BusinessRuleError(R.full);
          }
          status = 'joined';
          message = {
            type: MESSAGE_TYPES.review,
            title: '广告任务报名已通过',
            content: `你报名的广告任务「${task.title}」已通过审核，现在可以关联视频了。`,
            link: `/spread/index?task=${task.id}`,
          };
        } else if (decision === 'decline') {
          status = 'declined';
          message = {
            type: MESSAGE_TYPES.review,
            title: '广告任务报名未通过',
            content: `你报名的广告任务「${task.title}」未通过审核（原因：${reason}）。`,
            link: `/spread/index?task=${task.id}`,
          };
        } else {
          status = 'removed';
          await tx
            .update(adSubmissions)
            .set({
              status: 'invalidated',
              reason: R.removedReason,
              reviewedBy: actor.userId,
              reviewedAt: now,
              updatedAt: now,
            })
            .where(and(eq(adSubmissions.participationId, id), inArray(adSubmissions.status, [...UNPLANNED])));
          message = {
            type: MESSAGE_TYPES.system,
            title: '你已被移出广告任务',
            content: `你已被移出广告任务「${task.title}」（原因：${reason}），尚未结算的投稿已失效。`,
            link: '/spread/mine',
          };
        }
        await tx
          .update(adParticipations)
          .set({ status, reason, decidedBy: actor.userId, decidedAt: now, updatedAt: now })
          .where(eq(adParticipations.id, id));
        if (status !== 'joined') {
          await tx
            .update(adTasks)
            .set({ participantCount: sql`greatest(${adTasks.participantCount} - 1, 0)` })
            .where(eq(adTasks.id, task.id));
        }
        await send(tx, [{ userId: p.userId, ...message }]);
        const verb = { approve: '通过报名', decline: '拒绝报名', remove: '移出任务' }[decision];
        await record(tx, actor, {
          action: `participation_${decision}`,
          targetType: 'ad_participation',
          targetId: id,
          targetLabel: `${user?.name ?? ''} · ${task.title}`,
          summary: `${verb}：${user?.name ?? ''} · ${task.title}${reason ? `（原因：${reason}）` : ''}`,
          before: { status: p.status },
          after: { status, reason },
        });
        return participantById(tx, id);
      }),
  };
}

export type AdTaskService = ReturnType<typeof adTaskService>;
