import {
  AD_SETTLEMENT_MESSAGES as M,
  AD_SETTLEMENT_REASONS as R,
  adReward,
  adTaskSettleAfter,
  applyCreatorCap,
  baseReward,
  budgetScale,
  formatFen,
  MESSAGE_TYPES,
  topicNameKey,
  USER_STATUS,
  withBonus,
  type AdRewardRule,
  type AdSettlementBlocker,
  type AdSettlementItem,
  type AdSettlementOutcome,
  type AdSettlementPreview,
  type AdSettlementRun,
} from '@creator-console/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../../db/database.js';
import { column, iso, isoOrNull, isUniqueViolation, listPage } from '../../db/queries.js';
import { users } from '../../db/schema/index.js';
import { BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { rowsOf } from '../finance/reads.js';
import { moduleRecorder, NO_REQUEST, type Actor } from '../operation-log/record.js';
import { adSettlementRuns, adSubmissions, adTasks } from './schema.js';

/**
 * Settlement of ad tasks (ad-tasks.md §6): one function (`plan`) computes what a run would do — the
 * re-check, the anomaly holds, the amounts through the contract's reward functions — and serves both
 * the preview and the confirmation, so the two cannot disagree. The confirmation applies it in one
 * transaction under `for update` on the task and reserves the total by a conditional update that
 * the table's CHECK backs; posting then moves the money in batches on the job queue, one transaction
 * per batch, each credit idempotent by its submission.
 */

type Q = Database | Transaction;
type TaskRow = typeof adTasks.$inferSelect;
type RunRow = typeof adSettlementRuns.$inferSelect;

/** The job queue's queue of settlement runs: its job carries `{ runId }`. */
export const AD_SETTLEMENT_QUEUE = 'ad-settlement';
/** Submissions credited per posting transaction (§6). */
export const AD_SETTLEMENT_BATCH = 1000;
/**
 * Rows read per query while planning (the plan never reads the task's submissions at once). A page
 * is alive while its rows arrive and are classified, so whatever of it V8's young generation sees
 * at a scavenge moves to the old generation, where it stays as garbage until a full collection: at
 * 5 000 rows three previews of 100 000 submissions grew the heap by ≈ 200 MiB (issue 16). 1 000 rows
 * cost 100 reads a pass instead of 20, each a few milliseconds by the index on (task, status, id).
 */
const READ_PAGE = 1000;
/** Messages sent per statement when a run completes. */
const WRITE_CHUNK = 5000;
/** First key of the advisory lock of a task's posting (`pg_try_advisory_xact_lock(ns, task id)`). */
const LOCK_NAMESPACE = 0x0ad5e7;

export interface AdSettlementHooks {
  /** Called after each committed batch (tests: a throw here is a crash between batches). */
  afterBatch?: (runId: number, batch: number) => void | Promise<void>;
}

export interface AdSettlementService {
  preview(taskId: number, page: { page: number; size: number }): Promise<AdSettlementPreview>;
  confirm(actor: Actor, taskId: number, previewTotalFen: number): Promise<AdSettlementRun>;
  runs(
    taskId: number,
    page: { page: number; size: number },
  ): Promise<{ data: AdSettlementRun[]; total: number }>;
  run(taskId: number, runId: number): Promise<AdSettlementRun>;
  resume(actor: Actor, taskId: number, runId: number): Promise<AdSettlementRun>;
  /** Posts a run until it completes, fails or another process holds it (the queue's handler). */
  post(runId: number): Promise<void>;
  /** Resolves once this process has no settlement job waiting or running. */
  idle(): Promise<void>;
  hooks: AdSettlementHooks;
  /** Submissions per posting transaction (tests lower it). */
  batchSize: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    adSettlements: AdSettlementService;
  }
}

/** The anomaly thresholds of /sem/set the plan reads. */
export interface AnomalyRules {
  engagement_min_plays: number;
  min_like_permille: number;
  max_conversion_pct: number;
}

/** One submission the plan looked at (numbers only: names are read for a page when shown). */
export interface PlanItem {
  id: number;
  userId: number;
  outcome: AdSettlementOutcome;
  /** The reason written with a hold or an invalidation, or why a settled item pays nothing. */
  reason: string;
  /** The row is held already (nothing to write for it). */
  alreadyHeld: boolean;
  featured: boolean;
  plays: number;
  conversions: number;
  base: number;
  bonus: number;
  capCut: number;
  scaledFrom: number;
  final: number;
}

export interface Plan {
  /** Approved and held submissions looked at (the preview's item count). */
  count: number;
  /** The items of the window `plan` was asked for, with their finals (the preview's page). */
  shown: PlanItem[];
  settle: number;
  total: number;
  remaining: number;
  scalePpm: number;
  held: number;
  invalidated: number;
  creators: number;
  blockers: AdSettlementBlocker[];
  settleAfter: Date | null;
  /**
   * Walks the items again, page by page in id order, each with its final amount and reason (the same
   * figures as the first pass while the data stands still; `confirm` checks that they do).
   */
  walk(q: Q, visit: (items: PlanItem[]) => void | Promise<void>): Promise<void>;
}

/** The classification row of one approved or held submission (see `classify`). */
interface ClassRow {
  id: number;
  userId: number;
  status: 'approved' | 'held';
  featured: boolean;
  cleared: boolean;
  videoId: number | null;
  videoStatus: string | null;
  visibility: string | null;
  plays: number;
  likes: number;
  userStatus: number;
  participationStatus: string | null;
  receiptStatus: string | null;
  verifiedPlays: number | null;
  verifiedConversions: number | null;
  missingTopic: string | null;
  heldReason: string;
}

/**
 * A page of the task's approved and held submissions with everything the re-check reads (one
 * query); each video's topics come as stored and are keyed here, once per page, by contract
 * `topicNameKey` (NFKC in SQL per row and topic cost more than the rest of the plan).
 */
async function classify(
  q: Q,
  taskId: number,
  afterId: number,
  topics: readonly TaskTopic[],
  limit: number,
): Promise<ClassRow[]> {
  const rows = rowsOf<ClassRow & { topics: unknown }>(
    await q.execute(sql`
      select s.id, s.user_id as "userId", s.status, s.featured, s.anomaly_cleared as "cleared",
        s.video_id as "videoId", v.status as "videoStatus", v.visibility,
        coalesce(v.plays, 0)::int as plays, coalesce(v.likes, 0)::int as likes, v.topics,
        u.status as "userStatus", p.status as "participationStatus",
        r.status as "receiptStatus", r.verified_plays as "verifiedPlays",
        r.verified_conversions as "verifiedConversions",
        case when s.status = 'held' then s.reason else '' end as "heldReason"
      from ad_submissions s
      join users u on u.id = s.user_id
      left join videos v on v.id = s.video_id
      left join ad_participations p on p.id = s.participation_id
      left join ad_receipts r on r.submission_id = s.id
      where s.task_id = ${taskId} and s.status in ('approved', 'held') and s.id > ${afterId}
      order by s.id
      limit ${limit}`),
  );
  // Each row is completed in place: no second object a row (see READ_PAGE).
  for (const row of rows) {
    const keys = row.videoId === null || !Array.isArray(row.topics) ? [] : row.topics.map(String);
    row.topics = undefined;
    for (let i = 0; i < keys.length; i++) keys[i] = topicNameKey(keys[i]!);
    row.missingTopic =
      row.videoId === null ? null : (topics.find((topic) => !keys.includes(topic.key))?.name ?? null);
  }
  return rows;
}

interface TaskTopic {
  name: string;
  key: string;
}

/** The task's topics in their order, each with its key (the platform topics' `name_key`). */
async function taskTopics(q: Q, taskId: number): Promise<TaskTopic[]> {
  return rowsOf<TaskTopic>(
    await q.execute(sql`
      select tt.name, tp.name_key as key from ad_task_topics tt join ad_topics tp on tp.id = tt.topic_id
      where tt.task_id = ${taskId} order by tt.position, tt.topic_id`),
  );
}

/** Why the re-check invalidates a submission (§6 step 2), or null. */
function invalidReason(row: ClassRow, task: TaskRow): string | null {
  if (row.videoId === null) return R.videoDeleted;
  if (row.videoStatus !== 'published') return R.notPublished;
  if (row.visibility !== 'public') return R.notPublic;
  if (row.missingTopic !== null) return R.missingTopic(row.missingTopic);
  if (row.participationStatus === 'removed') return R.removed;
  if (task.receiptRequired) {
    if (row.receiptStatus === null) return R.noReceipt;
    if (row.receiptStatus !== 'approved') return R.receiptNotApproved;
  }
  return null;
}

/** Why the anomaly rules hold a submission (§6 step 3), or null. */
function anomalyReason(
  plays: number,
  likes: number,
  conversions: number,
  rules: AnomalyRules,
): string | null {
  if (plays >= rules.engagement_min_plays && likes * 1000 < plays * rules.min_like_permille) {
    return R.engagement(rules.min_like_permille);
  }
  if (conversions * 100 > plays * rules.max_conversion_pct) return R.conversion;
  return null;
}

/** Why an item settled with an amount of zero pays nothing. */
function zeroReason(rule: AdRewardRule, item: PlanItem): string {
  if (item.base === 0) {
    switch (rule.kind) {
      case 'cpm':
        return item.plays < rule.min_plays ? R.belowMinPlays(rule.min_plays) : R.tooFewPlays;
      case 'cpa':
        return R.noConversions;
      case 'tiered':
        return R.belowFirstTier(rule.tiers[0]?.min_plays ?? 0);
      default:
        return R.tooFewPlays;
    }
  }
  return item.scaledFrom === 0 ? R.creatorCapReached : R.budgetExhausted;
}

const num = (value: unknown) => Number(value ?? 0);

/** An item of a classification row (§6 steps 2–4 up to the cap): outcome, reason, base and bonus. */
function itemOf(row: ClassRow, task: TaskRow, rule: AdRewardRule | null, rules: AnomalyRules): PlanItem {
  const metricPlays =
    task.metricSource === 'platform'
      ? row.plays
      : row.receiptStatus === 'approved'
        ? (row.verifiedPlays ?? 0)
        : 0;
  const conversions = row.receiptStatus === 'approved' ? (row.verifiedConversions ?? 0) : 0;
  // The anomaly rules read what is known of the plays: the verified figure, else the platform's.
  const anomalyPlays =
    task.metricSource === 'receipt' && row.receiptStatus === 'approved' && row.verifiedPlays !== null
      ? row.verifiedPlays
      : row.plays;
  const item: PlanItem = {
    id: row.id,
    userId: row.userId,
    outcome: 'settle',
    reason: '',
    alreadyHeld: row.status === 'held',
    featured: row.featured,
    plays: metricPlays,
    conversions,
    base: 0,
    bonus: 0,
    capCut: 0,
    scaledFrom: 0,
    final: 0,
  };
  const invalid = row.status === 'approved' ? invalidReason(row, task) : null;
  if (row.status === 'held') {
    item.outcome = 'hold';
    item.reason = row.heldReason;
  } else if (invalid !== null) {
    item.outcome = 'invalidate';
    item.reason = invalid;
  } else if (num(row.userStatus) === USER_STATUS.disabled) {
    item.outcome = 'hold';
    item.reason = R.accountDisabled;
  } else if (!row.cleared) {
    const anomaly = anomalyReason(anomalyPlays, row.likes, conversions, rules);
    if (anomaly !== null) {
      item.outcome = 'hold';
      item.reason = anomaly;
    }
  }
  if (item.outcome === 'settle' && rule) {
    item.base = baseReward(rule, { plays: metricPlays, conversions });
    item.bonus = withBonus(item.base, item.featured, task.featuredBonusFen) - item.base;
  }
  return item;
}

/**
 * The task's approved and held submissions as items, page by page in id order, the per-creator cap
 * applied (`capCut`, `scaledFrom`): a creator's running total starts at what this task paid them
 * before and grows in id order, as `applyCreatorCap` over all their items would. Only the pages
 * being looked at and one sum per creator are held in memory.
 */
async function walkCapped(
  q: Q,
  task: TaskRow,
  rules: AnomalyRules,
  paidBefore: ReadonlyMap<number, number>,
  readPage: number,
  visit: (items: PlanItem[]) => void | Promise<void>,
) {
  const rule = ruleOf(task);
  const topics = await taskTopics(q, task.id);
  const paid = new Map(paidBefore);
  for (let after = 0; ;) {
    const rows = await classify(q, task.id, after, topics, readPage);
    const items = rows.map((row) => itemOf(row, task, rule, rules));
    const settling = items.filter((item) => item.outcome === 'settle');
    const capped = applyCreatorCap(
      settling.map((item) => ({ user_id: item.userId, amount_fen: item.base + item.bonus })),
      task.perCreatorCapFen,
      paid,
    );
    capped.forEach((result, i) => {
      const item = settling[i]!;
      item.capCut = result.cap_cut_fen;
      item.scaledFrom = result.amount_fen;
      if (task.perCreatorCapFen !== null)
        paid.set(item.userId, (paid.get(item.userId) ?? 0) + result.amount_fen);
    });
    await visit(items);
    if (rows.length < readPage) break;
    after = rows[rows.length - 1]!.id;
  }
}

const ruleOf = (task: TaskRow) =>
  adReward.safeParse(task.reward).success ? (task.reward as unknown as AdRewardRule) : null;

/**
 * What settling the task would do now (§6 steps 1–4): the blockers, every approved or held
 * submission's outcome and, for those it settles, base → bonus → per-creator cap → budget scaling.
 * Reads only; `confirm` applies it under the task's lock. One pass over the submissions keeps the
 * counts, the Σ before scaling and how many items ask each amount (the total after scaling is
 * Σ count × share(amount)); the items of `window` (the preview's page) are kept with their finals,
 * and `walk` streams them all again for `confirm`. Memory does not grow with the item count beyond
 * one page, one sum per creator and one count per distinct amount. `readPage`: rows per read (tests
 * lower it to cross pages).
 */
export async function plan(
  q: Q,
  task: TaskRow,
  rules: AnomalyRules,
  now = new Date(),
  {
    window = { offset: 0, size: 0 },
    readPage = READ_PAGE,
  }: { window?: { offset: number; size: number }; readPage?: number } = {},
): Promise<Plan> {
  const rule = ruleOf(task);
  // The per-creator cap, against what this task paid each creator before (planned or settled).
  const paidBefore = new Map<number, number>();
  if (task.perCreatorCapFen !== null) {
    const paid = rowsOf<{ userId: number; total: unknown }>(
      await q.execute(sql`
        select user_id as "userId", coalesce(sum(amount_fen), 0) as total from ad_submissions
        where task_id = ${task.id} and status in ('planned', 'settled') group by user_id`),
    );
    for (const row of paid) paidBefore.set(row.userId, num(row.total));
  }

  let count = 0;
  let settle = 0;
  let held = 0;
  let invalidated = 0;
  let sum = 0n;
  const creators = new Set<number>();
  const asking = new Map<number, number>();
  const shown: PlanItem[] = [];
  await walkCapped(q, task, rules, paidBefore, readPage, (items) => {
    for (const item of items) {
      if (count >= window.offset && count < window.offset + window.size) shown.push(item);
      count++;
      if (item.outcome === 'hold') held++;
      else if (item.outcome === 'invalidate') invalidated++;
      else {
        settle++;
        creators.add(item.userId);
        sum += BigInt(item.scaledFrom);
        asking.set(item.scaledFrom, (asking.get(item.scaledFrom) ?? 0) + 1);
      }
    }
  });

  const budget = task.budgetFen ?? 0;
  const remaining = Math.max(0, budget - task.settledFen - task.reservedFen);
  const scale = budgetScale(sum, remaining);
  let total = 0;
  for (const [amount, n] of asking) total += scale.share(amount) * n;
  const finish = (item: PlanItem) => {
    if (item.outcome !== 'settle') return;
    item.final = scale.share(item.scaledFrom);
    if (item.final === 0 && rule) item.reason = zeroReason(rule, item);
  };
  shown.forEach(finish);

  // Preconditions (§6 step 1): listed, not refused, so the preview can show them all.
  const [counts] = rowsOf<{ pendingReview: unknown; pendingReceipts: unknown; posting: unknown }>(
    await q.execute(sql`
      select
        (select count(*) from ad_submissions where task_id = ${task.id} and status = 'pending_review') as "pendingReview",
        (select count(*) from ad_receipts r join ad_submissions s on s.id = r.submission_id
          where r.task_id = ${task.id} and r.status = 'pending'
            and s.status in ('pending_review', 'approved', 'held')) as "pendingReceipts",
        (select count(*) from ad_settlement_runs where task_id = ${task.id} and status = 'posting') as posting`),
  );
  const settleAfter = task.endsAt ? adTaskSettleAfter(task.endsAt, task.observeDays) : null;
  const blockers: AdSettlementBlocker[] = [];
  const live = task.status === 'published' || task.status === 'paused';
  if (live && settleAfter && now < settleAfter) {
    blockers.push({ code: 'observing', message: M.observing(shortTime(settleAfter)), count: 0 });
  }
  const pendingReview = num(counts?.pendingReview);
  if (pendingReview > 0) {
    blockers.push({ code: 'pending_review', message: M.pendingReview(pendingReview), count: pendingReview });
  }
  const pendingReceipts = task.receiptRequired ? num(counts?.pendingReceipts) : 0;
  if (pendingReceipts > 0) {
    blockers.push({
      code: 'pending_receipts',
      message: M.pendingReceipts(pendingReceipts),
      count: pendingReceipts,
    });
  }
  if (num(counts?.posting) > 0) blockers.push({ code: 'posting', message: M.posting, count: 0 });
  if (!live || !rule || settle === 0) blockers.push({ code: 'nothing', message: M.nothing, count: 0 });

  return {
    count,
    shown,
    settle,
    total,
    remaining,
    scalePpm: scale.scale_ppm,
    held,
    invalidated,
    creators: creators.size,
    blockers,
    settleAfter,
    walk: (q2, visit) =>
      walkCapped(q2, task, rules, paidBefore, readPage, (items) => {
        items.forEach(finish);
        return visit(items);
      }),
  };
}

const SHORT_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  hour12: false,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** `YYYY-MM-DD HH:mm`, platform time. */
function shortTime(at: Date): string {
  const parts = Object.fromEntries(SHORT_TIME.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour === '24' ? '00' : parts.hour}:${parts.minute}`;
}

export default fp(
  async (app) => {
    const { db, jobs } = app;
    const record = moduleRecorder((q, entry) => app.operationLog.record(q, entry), 'ad_task');

    const rulesOf = async (q: Q): Promise<AnomalyRules> => {
      const settings = await app.adTasks.settings(q);
      return {
        engagement_min_plays: settings.engagement_min_plays,
        min_like_permille: settings.min_like_permille,
        max_conversion_pct: settings.max_conversion_pct,
      };
    };

    async function taskById(q: Q, id: number, lock = false): Promise<TaskRow> {
      const query = q.select().from(adTasks).where(eq(adTasks.id, id));
      const [task] = lock ? await query.for('update') : await query;
      if (!task) throw new NotFoundError(M.taskMissing);
      return task;
    }

    const runSelect = {
      run: adSettlementRuns,
      creatorName: users.name,
    };
    const toRun = ({ run, creatorName }: { run: RunRow; creatorName: string | null }): AdSettlementRun => ({
      id: run.id,
      task_id: run.taskId,
      status: run.status,
      items: run.items,
      total_fen: run.totalFen,
      scale_ppm: run.scalePpm,
      posted_items: run.postedItems,
      posted_fen: run.postedFen,
      created_by: run.createdBy === null ? null : { id: run.createdBy, name: creatorName ?? '' },
      started_at: iso(run.startedAt),
      finished_at: isoOrNull(run.finishedAt),
      error: run.error,
    });
    async function runById(q: Q, taskId: number, runId: number): Promise<AdSettlementRun> {
      const [row] = await q
        .select(runSelect)
        .from(adSettlementRuns)
        .leftJoin(users, eq(users.id, adSettlementRuns.createdBy))
        .where(and(eq(adSettlementRuns.id, runId), eq(adSettlementRuns.taskId, taskId)));
      if (!row) throw new NotFoundError(M.runMissing);
      return toRun(row);
    }

    const send = (runId: number) => jobs.send(AD_SETTLEMENT_QUEUE, { runId });

    const hooks: AdSettlementHooks = {};
    const service: AdSettlementService = {
      hooks,
      batchSize: AD_SETTLEMENT_BATCH,

      async preview(taskId, { page, size }) {
        const task = await taskById(db, taskId);
        const planned = await plan(db, task, await rulesOf(db), new Date(), {
          window: { offset: (page - 1) * size, size },
        });
        const { shown } = planned;
        const ids = shown.map((item) => item.id);
        const names =
          ids.length === 0
            ? []
            : await db
                .select({
                  id: adSubmissions.id,
                  userName: users.name,
                  videoId: adSubmissions.videoId,
                  videoTitle: adSubmissions.videoTitle,
                  videoCover: adSubmissions.videoCover,
                })
                .from(adSubmissions)
                .innerJoin(users, eq(users.id, adSubmissions.userId))
                .where(inArray(adSubmissions.id, ids));
        const byId = new Map(names.map((row) => [row.id, row]));
        const data: AdSettlementItem[] = shown.map((item) => {
          const named = byId.get(item.id);
          return {
            submission_id: item.id,
            outcome: item.outcome,
            creator: { id: item.userId, name: named?.userName ?? '' },
            video: {
              id: named?.videoId ?? null,
              title: named?.videoTitle ?? '',
              cover: named?.videoCover ?? null,
            },
            plays: item.plays,
            conversions: item.conversions,
            featured: item.featured,
            base_fen: item.base,
            bonus_fen: item.bonus,
            cap_cut_fen: item.capCut,
            scaled_from_fen: item.scaledFrom,
            final_fen: item.final,
            reason: item.reason,
          };
        });
        return {
          summary: {
            items: planned.settle,
            total_fen: planned.total,
            remaining_fen: planned.remaining,
            budget_fen: task.budgetFen ?? 0,
            scale_ppm: planned.scalePpm,
            held: planned.held,
            invalidated: planned.invalidated,
            creators: planned.creators,
            settle_after: isoOrNull(planned.settleAfter),
            blockers: planned.blockers,
          },
          items: { data, total: planned.count },
        };
      },

      async confirm(actor, taskId, previewTotalFen) {
        const runId = await db.transaction(async (tx) => {
          const task = await taskById(tx, taskId, true);
          const planned = await plan(tx, task, await rulesOf(tx));
          const [blocker] = planned.blockers;
          if (blocker) throw new BusinessRuleError(blocker.message);
          if (planned.total !== previewTotalFen) throw new BusinessRuleError(M.moved);
          // The reservation: the CHECK settled + reserved ≤ budget stands behind this condition.
          const reserved = await tx
            .update(adTasks)
            .set({ reservedFen: sql`${adTasks.reservedFen} + ${planned.total}` })
            .where(
              and(
                eq(adTasks.id, task.id),
                sql`${adTasks.settledFen} + ${adTasks.reservedFen} + ${planned.total} <= ${adTasks.budgetFen}`,
              ),
            )
            .returning({ id: adTasks.id });
          if (reserved.length === 0) throw new BusinessRuleError(M.moved);
          let run: RunRow;
          try {
            [run] = (await tx
              .insert(adSettlementRuns)
              .values({
                taskId: task.id,
                status: 'posting',
                items: planned.settle,
                totalFen: planned.total,
                scalePpm: planned.scalePpm,
                createdBy: actor.userId,
              })
              .returning()) as [RunRow];
          } catch (error) {
            if (isUniqueViolation(error)) throw new BusinessRuleError(M.posting);
            throw error;
          }
          // The second pass writes each page as it comes: holds and invalidations of the re-check
          // (rows already held stay as they are), then the planned items, one statement each.
          let settled = 0;
          let total = 0;
          // Each statement takes its rows as one array a column (`column`).
          await planned.walk(tx, async (items) => {
            const changed = items.filter((item) => item.outcome !== 'settle' && !item.alreadyHeld);
            if (changed.length > 0) {
              await tx.execute(sql`
                update ad_submissions s set status = x.status, reason = x.reason, updated_at = now()
                from unnest(${column(changed.map((item) => item.id))}::int[],
                  ${column(changed.map((item) => (item.outcome === 'hold' ? 'held' : 'invalidated')))}::text[],
                  ${column(changed.map((item) => item.reason))}::text[]) as x(id, status, reason)
                where s.id = x.id and s.status = 'approved'`);
            }
            const settling = items.filter((item) => item.outcome === 'settle');
            for (const item of settling) total += item.final;
            settled += settling.length;
            if (settling.length > 0) {
              const of = (field: keyof PlanItem) => column(settling.map((item) => item[field]));
              await tx.execute(sql`
                update ad_submissions s set status = 'planned', amount_fen = x.amount, bonus_fen = x.bonus,
                  base_fen = x.base, cap_cut_fen = x.cut, plays_snapshot = x.plays,
                  conversions = x.conversions, reason = x.reason, settlement_run_id = ${run.id},
                  updated_at = now()
                from unnest(${of('id')}::int[], ${of('final')}::bigint[], ${of('bonus')}::bigint[],
                  ${of('base')}::bigint[], ${of('capCut')}::bigint[], ${of('plays')}::int[],
                  ${of('conversions')}::int[], ${of('reason')}::text[])
                  as x(id, amount, bonus, base, cut, plays, conversions, reason)
                where s.id = x.id and s.status = 'approved'`);
            }
          });
          // Data that moved between the passes (a play count, a decision) refuses the whole run.
          if (settled !== planned.settle || total !== planned.total) throw new BusinessRuleError(M.moved);
          await record(tx, actor, {
            action: 'settle',
            targetType: 'ad_task',
            targetId: task.id,
            targetLabel: task.title,
            summary: `确认结算：${planned.settle} 条投稿，合计 ${formatFen(planned.total)}${
              planned.scalePpm < 1_000_000 ? `（按比例发放 ${(planned.scalePpm / 10_000).toFixed(2)}%）` : ''
            }`,
          });
          return run.id;
        });
        // After the commit: a worker of any process may fetch it at once.
        await send(runId);
        return runById(db, taskId, runId);
      },

      async runs(taskId, page) {
        await taskById(db, taskId);
        return listPage(
          page,
          (limit, offset) =>
            db
              .select(runSelect)
              .from(adSettlementRuns)
              .leftJoin(users, eq(users.id, adSettlementRuns.createdBy))
              .where(eq(adSettlementRuns.taskId, taskId))
              .orderBy(desc(adSettlementRuns.id))
              .limit(limit)
              .offset(offset),
          db.select({ n: count() }).from(adSettlementRuns).where(eq(adSettlementRuns.taskId, taskId)),
          toRun,
        );
      },

      async run(taskId, runId) {
        await taskById(db, taskId);
        return runById(db, taskId, runId);
      },

      async resume(actor, taskId, runId) {
        await taskById(db, taskId);
        const current = await runById(db, taskId, runId);
        if (current.status === 'completed') throw new BusinessRuleError(M.completed);
        if (current.status === 'failed') {
          try {
            await db.transaction(async (tx) => {
              const resumed = await tx
                .update(adSettlementRuns)
                .set({ status: 'posting', error: null })
                .where(and(eq(adSettlementRuns.id, runId), eq(adSettlementRuns.status, 'failed')))
                .returning({ id: adSettlementRuns.id });
              if (resumed.length === 0) return;
              const task = await taskById(tx, taskId);
              await record(tx, actor, {
                action: 'settle_resume',
                targetType: 'ad_task',
                targetId: taskId,
                targetLabel: task.title,
                summary: `继续结算 #${runId}`,
              });
            });
          } catch (error) {
            if (isUniqueViolation(error)) throw new BusinessRuleError(M.posting);
            throw error;
          }
        }
        // A posting run (its process died, or its job was lost) is simply continued.
        await send(runId);
        return runById(db, taskId, runId);
      },

      async post(runId) {
        const [head] = await db.select().from(adSettlementRuns).where(eq(adSettlementRuns.id, runId));
        if (!head || head.status !== 'posting') return;
        try {
          for (let batch = 1; ; batch++) {
            const step = await postBatch(head.taskId, runId);
            if (step !== 'more') return;
            await hooks.afterBatch?.(runId, batch);
          }
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          app.log.error({ err: error, runId }, 'settlement batch failed');
          await db
            .update(adSettlementRuns)
            .set({ status: 'failed', error: message.slice(0, 500) })
            .where(and(eq(adSettlementRuns.id, runId), eq(adSettlementRuns.status, 'posting')));
        }
      },

      idle: () => jobs.idle(AD_SETTLEMENT_QUEUE),
    };

    /**
     * One batch in one transaction under the task's advisory lock: the run's next planned items are
     * credited (amounts > 0; the credit is idempotent by submission), set settled, and their total
     * moved from reserved to settled. The last one completes the run.
     */
    async function postBatch(taskId: number, runId: number): Promise<'more' | 'done' | 'busy'> {
      return db.transaction(async (tx) => {
        const [lock] = rowsOf<{ ok: boolean }>(
          await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_NAMESPACE}, ${taskId}) as ok`),
        );
        if (!lock?.ok) return 'busy';
        const [run] = await tx
          .select()
          .from(adSettlementRuns)
          .where(eq(adSettlementRuns.id, runId))
          .for('update');
        if (!run || run.status !== 'posting') return 'done';
        const [task] = await tx.select().from(adTasks).where(eq(adTasks.id, taskId));
        const items = await tx
          .select({ id: adSubmissions.id, userId: adSubmissions.userId, amountFen: adSubmissions.amountFen })
          .from(adSubmissions)
          .where(and(eq(adSubmissions.settlementRunId, runId), eq(adSubmissions.status, 'planned')))
          .orderBy(adSubmissions.id)
          .limit(service.batchSize);
        if (items.length === 0) {
          await complete(tx, run, task!);
          return 'done';
        }
        // One set-based credit for the batch's paying items: a repeated batch replays, never pays twice.
        const paying = items.filter((item) => (item.amountFen ?? 0) > 0);
        const credited = await app.ledger.creditMany(
          paying.map((item) => ({
            userId: item.userId,
            amountFen: item.amountFen!,
            kind: 'task_reward' as const,
            source: { type: 'ad_submission', id: item.id },
            title: `广告任务奖励 · ${task!.title}`,
            actorId: run.createdBy,
          })),
          tx,
        );
        const transactionOf = new Map(paying.map((item, i) => [item.id, credited[i]!.transactionId]));
        const total = paying.reduce((sum, item) => sum + item.amountFen!, 0);
        await tx.execute(sql`
          update ad_submissions s set status = 'settled', ledger_transaction_id = x.tx, updated_at = now()
          from unnest(${column(items.map((item) => item.id))}::int[],
            ${column(items.map((item) => transactionOf.get(item.id) ?? null))}::int[]) as x(id, tx)
          where s.id = x.id and s.status = 'planned'`);
        await tx
          .update(adSettlementRuns)
          .set({
            postedItems: sql`${adSettlementRuns.postedItems} + ${items.length}`,
            postedFen: sql`${adSettlementRuns.postedFen} + ${total}`,
          })
          .where(eq(adSettlementRuns.id, runId));
        await tx
          .update(adTasks)
          .set({
            reservedFen: sql`${adTasks.reservedFen} - ${total}`,
            settledFen: sql`${adTasks.settledFen} + ${total}`,
          })
          .where(eq(adTasks.id, taskId));
        return 'more';
      });
    }

    /** The run's end: one message per creator, the log row, and the task settled when nothing is left. */
    async function complete(tx: Transaction, run: RunRow, task: TaskRow) {
      await tx
        .update(adSettlementRuns)
        .set({ status: 'completed', finishedAt: sql`now()`, error: null })
        .where(eq(adSettlementRuns.id, run.id));
      const creators = rowsOf<{ userId: number; n: unknown; total: unknown }>(
        await tx.execute(sql`
          select user_id as "userId", count(*) as n, coalesce(sum(amount_fen), 0) as total
          from ad_submissions where settlement_run_id = ${run.id} group by user_id order by user_id`),
      );
      for (let i = 0; i < creators.length; i += WRITE_CHUNK) {
        await app.messages.send(
          creators.slice(i, i + WRITE_CHUNK).map((creator) => ({
            userId: creator.userId,
            type: MESSAGE_TYPES.system,
            title: '广告任务已结算',
            content: `你在「${task.title}」中的 ${num(creator.n)} 条投稿已结算，共获得 ${formatFen(num(creator.total))}。`,
            link: '/spread/mine?tab=settled',
          })),
          tx,
        );
      }
      await record(
        tx,
        // The confirming staff member, or the platform (null) when that account is gone.
        { userId: run.createdBy, context: NO_REQUEST } as unknown as Actor,
        {
          action: 'settle_complete',
          targetType: 'ad_task',
          targetId: task.id,
          targetLabel: task.title,
          summary: `结算完成：${run.items} 条投稿，发放 ${formatFen(run.totalFen)}`,
        },
      );
      await tx.execute(sql`
        update ad_tasks set status = 'settled', updated_at = now()
        where id = ${task.id} and status in ('published', 'paused') and not exists (
          select 1 from ad_submissions where task_id = ${task.id}
            and status in ('pending_review', 'approved', 'held', 'planned'))`);
    }

    jobs.work<{ runId: number }>(AD_SETTLEMENT_QUEUE, { policy: 'standard', retryLimit: 2 }, ({ runId }) =>
      service.post(runId),
    );

    // The start-up sweep: runs left posting by a stopped process continue (the lock and the
    // idempotent credit make a second poster harmless).
    app.addHook('onReady', async () => {
      const posting = await db
        .select({ id: adSettlementRuns.id })
        .from(adSettlementRuns)
        .where(eq(adSettlementRuns.status, 'posting'));
      for (const { id } of posting) await send(id);
    });

    app.decorate('adSettlements', service);
  },
  { name: 'ad-settlements', dependencies: ['jobs', 'ledger', 'messages-repository', 'ad-tasks-repository'] },
);
