import {
  AD_RECEIPT_MESSAGES as M,
  adReceiptFor,
  adTaskSettleAfter,
  MESSAGE_TYPES,
  type AdReceipt,
  type AdReceiptDecisionInput,
  type AdReceiptForm,
  type AdReceiptImportResult,
  type AdReceiptSource,
  type AdReceiptStatus,
  type AdRewardRule,
  type MySubmission,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { activeRoleName, containing, iso, isoOrNull, isUniqueViolation, listPage } from '../../db/queries.js';
import { users } from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, NotFoundError, type Issue } from '../../http/errors.js';
import { rowsOf } from '../finance/reads.js';
import { moduleRecorder, type Actor } from '../operation-log/record.js';
import { videos } from '../videos/schema.js';
import { signedAddress } from './hall.js';
import { adFields, adReceipts, adSubmissions, adTasks, type AdAnswer } from './schema.js';
import { submissionsFrom, toMySubmission, type Q, type TaskRow } from './submissions.js';

/**
 * Receipts (ad-tasks.md §4, §5, §8; the spec's "survey"): the creator files third-party evidence for
 * one own submission and revises it while pending or rejected; staff approve it with the verified
 * numbers the task's rule reads, or reject it; a vendor's sheet is imported set-based in one
 * transaction. A receipt freezes once its submission is planned (the submission row is locked by
 * every write here, so a settlement plan and a receipt write never interleave).
 */

type Page = { page: number; size: number };
type SubmissionRow = typeof adSubmissions.$inferSelect;

/** Submission states a receipt may be filed or revised for (§5). */
const OPEN = ['pending_review', 'approved', 'held'] as const;
const FROZEN = ['planned', 'settled'] as const;

/** A task takes receipts when it requires them or its rule reads a receipt's numbers (§5, §6). */
export const takesReceipts = (task: Pick<TaskRow, 'receiptRequired' | 'metricSource' | 'rewardKind'>) =>
  task.receiptRequired || task.metricSource === 'receipt' || task.rewardKind === 'cpa';
const takesReceiptsSql = sql`(${adTasks.receiptRequired} or ${adTasks.metricSource} = 'receipt' or ${adTasks.rewardKind} = 'cpa')`;

const settleAfterOf = (task: Pick<TaskRow, 'endsAt' | 'observeDays'>) =>
  adTaskSettleAfter(task.endsAt!, task.observeDays);

/** The verified numbers an approval must carry: those the task's rule reads (§6). */
function verifiedIssues(
  task: Pick<TaskRow, 'metricSource' | 'rewardKind'>,
  numbers: { plays: number | null | undefined; conversions: number | null | undefined },
): Issue[] {
  const issues: Issue[] = [];
  if (task.metricSource === 'receipt' && (numbers.plays ?? null) === null) {
    issues.push({ path: ['verified_plays'], message: M.verifiedPlays });
  }
  if (task.rewardKind === 'cpa' && (numbers.conversions ?? null) === null) {
    issues.push({ path: ['verified_conversions'], message: M.verifiedConversions });
  }
  return issues;
}

const owner = alias(users, 'receipt_owner');
const receiptFields = {
  row: adReceipts,
  taskTitle: adTasks.title,
  endsAt: adTasks.endsAt,
  observeDays: adTasks.observeDays,
  submissionStatus: adSubmissions.status,
  videoId: adSubmissions.videoId,
  videoTitle: adSubmissions.videoTitle,
  videoCover: adSubmissions.videoCover,
  plays: videos.plays,
  ownerName: owner.name,
  ownerAvatar: owner.avatar,
  ownerRole: activeRoleName('receipt_owner'),
};
const receiptsFrom = (q: Q) =>
  q
    .select(receiptFields)
    .from(adReceipts)
    .innerJoin(adSubmissions, eq(adSubmissions.id, adReceipts.submissionId))
    .innerJoin(adTasks, eq(adTasks.id, adReceipts.taskId))
    .innerJoin(owner, eq(owner.id, adReceipts.userId))
    .leftJoin(videos, eq(videos.id, adSubmissions.videoId));
const countFrom = (q: Q) =>
  q
    .select({ n: count() })
    .from(adReceipts)
    .innerJoin(adSubmissions, eq(adSubmissions.id, adReceipts.submissionId))
    .innerJoin(owner, eq(owner.id, adReceipts.userId));
type ReceiptRead = Awaited<ReturnType<ReturnType<typeof receiptsFrom>['execute']>>[number];

export function adReceiptService(app: FastifyInstance) {
  const { db } = app;
  const record = moduleRecorder((q, entry) => app.operationLog.record(q, entry), 'ad_task');

  const toReceipt = (r: ReceiptRead, now = new Date()): AdReceipt => {
    const deadline = settleAfterOf(r);
    return {
      id: r.row.id,
      submission_id: r.row.submissionId,
      task: { id: r.row.taskId, title: r.taskTitle },
      user: { id: r.row.userId, name: r.ownerName, avatar: r.ownerAvatar, role_name: r.ownerRole },
      video: { id: r.videoId, title: r.videoTitle, cover: r.videoCover, plays: r.plays },
      submission_status: r.submissionStatus,
      source: r.row.source,
      status: r.row.status,
      claimed_plays: r.row.claimedPlays,
      claimed_conversions: r.row.claimedConversions,
      verified_plays: r.row.verifiedPlays,
      verified_conversions: r.row.verifiedConversions,
      link: r.row.link,
      images: r.row.images,
      image_urls: r.row.images.flatMap((image) => signedAddress(app, image) ?? []),
      answers: r.row.answers.map(({ key, label, value }) => ({ key, label, value })),
      note: r.row.note,
      external_ref: r.row.externalRef,
      reason: r.row.reason,
      revision: r.row.revision,
      deadline: iso(deadline),
      editable:
        (r.row.status === 'pending' || r.row.status === 'rejected') &&
        (OPEN as readonly string[]).includes(r.submissionStatus) &&
        now < deadline,
      reviewed_at: isoOrNull(r.row.reviewedAt),
      created_at: iso(r.row.createdAt),
      updated_at: iso(r.row.updatedAt),
    };
  };

  async function readReceipt(q: Q, where: SQL): Promise<AdReceipt> {
    const [row] = await receiptsFrom(q).where(where);
    if (!row) throw new NotFoundError(M.missing);
    return toReceipt(row);
  }

  /** A submission of the caller, locked for the write (another creator's answers 404). */
  async function mySubmissionLocked(q: Q, userId: number, id: number): Promise<SubmissionRow> {
    const [row] = await q
      .select()
      .from(adSubmissions)
      .where(and(eq(adSubmissions.id, id), eq(adSubmissions.userId, userId)))
      .for('update');
    if (!row) throw new NotFoundError(M.missing);
    return row;
  }

  async function taskOf(q: Q, id: number): Promise<TaskRow> {
    const [task] = await q.select().from(adTasks).where(eq(adTasks.id, id));
    if (!task) throw new NotFoundError(M.taskMissing);
    return task;
  }

  /** The task's receipt fields, in the task's order. */
  async function fieldsOf(q: Q, task: TaskRow) {
    if (task.receiptFieldIds.length === 0) return [];
    const rows = await q.select().from(adFields).where(inArray(adFields.id, task.receiptFieldIds));
    const order = new Map(task.receiptFieldIds.map((id, i) => [id, i]));
    return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }

  /** Refusals shared by filing and revising: the submission's state, then the deadline. */
  function checkOpen(submission: SubmissionRow, task: TaskRow, now: Date) {
    if ((FROZEN as readonly string[]).includes(submission.status)) throw new BusinessRuleError(M.plannedEdit);
    if (!(OPEN as readonly string[]).includes(submission.status)) {
      throw new BusinessRuleError(M.submissionNotApproved);
    }
    if (now >= settleAfterOf(task)) throw new BusinessRuleError(M.closed);
  }

  /**
   * The task-specific check (`adReceiptFor`: the receipt fields' answers, an image or a link when
   * required), then the images: own files uploaded for `receipt`. Answers as stored.
   */
  async function checkedInput(q: Q, userId: number, task: TaskRow, input: ReceiptFieldsInput) {
    const fields = await fieldsOf(q, task);
    const parsed = adReceiptFor({ receipt_required: task.receiptRequired }, fields).safeParse(input);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        message: issue.message,
      }));
      throw new BadRequestError(issues[0]?.message ?? '输入无效', issues);
    }
    const value = parsed.data;
    const answers: AdAnswer[] = fields
      .filter((f) => value.answers[f.key] !== undefined)
      .map((f) => ({ field_id: f.id, key: f.key, label: f.label, value: value.answers[f.key]! }));
    const files = [
      ...value.images.map((reference, i) => ({
        path: ['images', i],
        reference,
        purposes: ['receipt'] as const,
      })),
      ...fields
        .filter((f) => f.kind === 'image' && value.answers[f.key] !== undefined)
        .map((f) => ({
          path: ['answers', f.key],
          reference: value.answers[f.key]!,
          purposes: ['receipt'] as const,
        })),
    ];
    if (files.length > 0) await app.files.requireOwned(q as Database, userId, files);
    return {
      claimedPlays: value.claimed_plays,
      claimedConversions: value.claimed_conversions,
      link: value.link,
      images: value.images,
      note: value.note,
      answers,
    };
  }

  const NOTICES = {
    approve: (video: string, task: string) => `你在广告任务「${task}」的投稿「${video}」的回执已通过审核。`,
    reject: (video: string, task: string, reason: string) =>
      `你在广告任务「${task}」的投稿「${video}」的回执未通过审核：${reason}`,
  };
  const receiptLink = (taskId: number) => `/spread/survey-list?task_id=${taskId}`;

  return {
    // -------------------------------------------------------------------------------------------
    // Creator side

    myList(
      userId: number,
      query: Page & { task_id?: number | undefined; status?: AdReceiptStatus | undefined },
    ) {
      const where = and(
        eq(adReceipts.userId, userId),
        query.task_id === undefined ? undefined : eq(adReceipts.taskId, query.task_id),
        query.status ? eq(adReceipts.status, query.status) : undefined,
      );
      const now = new Date();
      return listPage(
        query,
        (limit, offset) =>
          receiptsFrom(db).where(where).orderBy(desc(adReceipts.id)).limit(limit).offset(offset),
        countFrom(db).where(where),
        (r) => toReceipt(r, now),
      );
    },

    mine: (userId: number, id: number) =>
      readReceipt(db, and(eq(adReceipts.id, id), eq(adReceipts.userId, userId))!),

    /**
     * My submissions that a receipt may still be filed for and lack one: pending review, approved
     * or held, of a task that takes receipts, before its deadline.
     */
    async due(userId: number, query: Page & { task_id?: number | undefined }) {
      const now = new Date();
      const where = and(
        eq(adSubmissions.userId, userId),
        inArray(adSubmissions.status, [...OPEN]),
        isNull(adReceipts.id),
        inArray(
          adSubmissions.taskId,
          db
            .select({ id: adTasks.id })
            .from(adTasks)
            .where(
              and(
                takesReceiptsSql,
                sql`${adTasks.endsAt} + ${adTasks.observeDays} * interval '1 day' > ${now.toISOString()}::timestamptz`,
              ),
            ),
        ),
        query.task_id === undefined ? undefined : eq(adSubmissions.taskId, query.task_id),
      );
      const page = await listPage(
        query,
        (limit, offset) =>
          submissionsFrom(db).where(where).orderBy(desc(adSubmissions.id)).limit(limit).offset(offset),
        db
          .select({ n: count() })
          .from(adSubmissions)
          .leftJoin(adReceipts, eq(adReceipts.submissionId, adSubmissions.id))
          .where(where),
        (r) => r,
      );
      const taskIds = [...new Set(page.data.map((r) => r.row.taskId))];
      const rules = new Map(
        taskIds.length === 0
          ? []
          : (
              await db
                .select({ id: adTasks.id, reward: adTasks.reward })
                .from(adTasks)
                .where(inArray(adTasks.id, taskIds))
            ).map((t) => [t.id, t.reward as AdRewardRule | null]),
      );
      return {
        total: page.total,
        data: page.data.map((r): MySubmission => toMySubmission(r, rules.get(r.row.taskId) ?? null)),
      };
    },

    async form(userId: number, submissionId: number): Promise<AdReceiptForm> {
      const [submission] = await submissionsFrom(db).where(
        and(eq(adSubmissions.id, submissionId), eq(adSubmissions.userId, userId)),
      );
      if (!submission) throw new NotFoundError(M.missing);
      const task = await taskOf(db, submission.row.taskId);
      const fields = await fieldsOf(db, task);
      const [receipt] = await receiptsFrom(db).where(eq(adReceipts.submissionId, submissionId));
      const rule = task.reward as AdRewardRule;
      return {
        submission: toMySubmission(submission, rule),
        task: {
          id: task.id,
          title: task.title,
          reward: rule,
          metric_source: task.metricSource,
          receipt_required: task.receiptRequired,
          settle_after: iso(settleAfterOf(task)),
          // The rows as they are: the response schema keeps the brief's fields.
          receipt_fields: fields,
        },
        receipt: receipt ? toReceipt(receipt) : null,
      };
    },

    async create(userId: number, input: ReceiptFieldsInput & { submission_id: number }): Promise<AdReceipt> {
      const now = new Date();
      try {
        const id = await db.transaction(async (tx) => {
          const submission = await mySubmissionLocked(tx, userId, input.submission_id);
          const task = await taskOf(tx, submission.taskId);
          if (!takesReceipts(task)) throw new BusinessRuleError(M.notRequired);
          const [existing] = await tx
            .select({ id: adReceipts.id })
            .from(adReceipts)
            .where(eq(adReceipts.submissionId, submission.id));
          if (existing) throw new BusinessRuleError(M.exists);
          checkOpen(submission, task, now);
          const { submission_id: _, ...fields } = input;
          const values = await checkedInput(tx, userId, task, fields);
          const [row] = await tx
            .insert(adReceipts)
            .values({
              submissionId: submission.id,
              taskId: task.id,
              userId,
              source: 'creator',
              status: 'pending',
              ...values,
            })
            .returning({ id: adReceipts.id });
          return row!.id;
        });
        return await readReceipt(db, eq(adReceipts.id, id));
      } catch (error) {
        if (isUniqueViolation(error)) throw new BusinessRuleError(M.exists);
        throw error;
      }
    },

    async update(userId: number, id: number, input: ReceiptFieldsInput): Promise<AdReceipt> {
      const now = new Date();
      await db.transaction(async (tx) => {
        const [seen] = await tx
          .select({ submissionId: adReceipts.submissionId })
          .from(adReceipts)
          .where(and(eq(adReceipts.id, id), eq(adReceipts.userId, userId)));
        if (!seen) throw new NotFoundError(M.missing);
        // The submission first (as a plan and the staff's decision lock it), then the receipt.
        const submission = await mySubmissionLocked(tx, userId, seen.submissionId);
        const [before] = await tx.select().from(adReceipts).where(eq(adReceipts.id, id)).for('update');
        if (!before) throw new NotFoundError(M.missing);
        if (before.status === 'approved') throw new BusinessRuleError(M.approvedFinal);
        const task = await taskOf(tx, submission.taskId);
        checkOpen(submission, task, now);
        const values = await checkedInput(tx, userId, task, input);
        await tx
          .update(adReceipts)
          .set({
            ...values,
            status: 'pending',
            reason: '',
            revision: sql`${adReceipts.revision} + 1`,
            reviewedBy: null,
            reviewedAt: null,
            updatedAt: now,
          })
          .where(eq(adReceipts.id, id));
      });
      return readReceipt(db, eq(adReceipts.id, id));
    },

    // -------------------------------------------------------------------------------------------
    // Staff side

    list(
      query: Page & {
        task_id?: number | undefined;
        status?: AdReceiptStatus | undefined;
        source?: AdReceiptSource | undefined;
        q?: string | undefined;
      },
    ) {
      const where = and(
        query.task_id === undefined ? undefined : eq(adReceipts.taskId, query.task_id),
        query.status ? eq(adReceipts.status, query.status) : undefined,
        query.source ? eq(adReceipts.source, query.source) : undefined,
        query.q
          ? or(ilike(owner.name, containing(query.q)), ilike(adSubmissions.videoTitle, containing(query.q)))
          : undefined,
      );
      // The review queue oldest first; decided receipts newest first.
      const order =
        query.status === 'pending'
          ? [asc(adReceipts.createdAt), asc(adReceipts.id)]
          : [desc(adReceipts.createdAt), desc(adReceipts.id)];
      const now = new Date();
      return listPage(
        query,
        (limit, offset) =>
          receiptsFrom(db)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        countFrom(db).where(where),
        (r) => toReceipt(r, now),
      );
    },

    /** Approve with the verified numbers the rule reads, or reject: one transaction with its log row and message. */
    async decide(actor: Actor, id: number, input: AdReceiptDecisionInput): Promise<AdReceipt> {
      await db.transaction(async (tx) => {
        const [seen] = await tx
          .select({ submissionId: adReceipts.submissionId })
          .from(adReceipts)
          .where(eq(adReceipts.id, id));
        if (!seen) throw new NotFoundError(M.missing);
        const [submission] = await tx
          .select()
          .from(adSubmissions)
          .where(eq(adSubmissions.id, seen.submissionId))
          .for('update');
        const [before] = await tx.select().from(adReceipts).where(eq(adReceipts.id, id)).for('update');
        if (!submission || !before) throw new NotFoundError(M.missing);
        if (before.status !== 'pending') throw new BusinessRuleError(M.decided);
        if ((FROZEN as readonly string[]).includes(submission.status)) {
          throw new BusinessRuleError(M.plannedReview);
        }
        const task = await taskOf(tx, before.taskId);
        const now = new Date();
        let set: Partial<typeof adReceipts.$inferInsert>;
        if (input.decision === 'approve') {
          const issues = verifiedIssues(task, {
            plays: input.verified_plays,
            conversions: input.verified_conversions,
          });
          if (issues.length > 0) throw new BadRequestError(issues[0]!.message, issues);
          set = {
            status: 'approved',
            reason: '',
            verifiedPlays: input.verified_plays ?? null,
            verifiedConversions: input.verified_conversions ?? null,
          };
        } else {
          set = { status: 'rejected', reason: input.reason };
        }
        const [after] = await tx
          .update(adReceipts)
          .set({ ...set, reviewedBy: actor.userId, reviewedAt: now, updatedAt: now })
          .where(and(eq(adReceipts.id, id), eq(adReceipts.status, 'pending')))
          .returning();
        if (!after) throw new BusinessRuleError(M.decided);
        const reason = input.decision === 'reject' ? input.reason : '';
        await record(tx, actor, {
          action: `receipt_${input.decision}`,
          targetType: 'ad_receipt',
          targetId: id,
          targetLabel: submission.videoTitle,
          summary: `${input.decision === 'approve' ? '通过' : '驳回'}广告任务「${task.title}」投稿「${submission.videoTitle}」的回执${reason ? `：${reason}` : ''}`,
          before: {
            status: before.status,
            verified_plays: before.verifiedPlays,
            verified_conversions: before.verifiedConversions,
          },
          after: {
            status: after.status,
            verified_plays: after.verifiedPlays,
            verified_conversions: after.verifiedConversions,
            reason: after.reason,
          },
        });
        await app.messages.send(
          [
            {
              userId: after.userId,
              type: MESSAGE_TYPES.review,
              title: '审核结果',
              content:
                input.decision === 'approve'
                  ? NOTICES.approve(submission.videoTitle, task.title)
                  : NOTICES.reject(submission.videoTitle, task.title, reason),
              link: receiptLink(task.id),
            },
          ],
          tx as Database,
        );
      });
      return readReceipt(db, eq(adReceipts.id, id));
    },

    /**
     * A vendor's sheet, in one transaction and a fixed number of statements whatever its length:
     * the task row and the named submissions are locked, each row is judged in memory from one read,
     * then the receipts to create and those to approve are written by one statement each. A row
     * naming a submission an earlier row already handled is judged after it (回执已审核).
     */
    async importRows(
      actor: Actor,
      input: {
        task_id: number;
        rows: {
          submission_id: number;
          plays?: number | null | undefined;
          conversions?: number | null | undefined;
          ref: string;
        }[];
      },
    ): Promise<AdReceiptImportResult> {
      return db.transaction(async (tx) => {
        const [task] = await tx.select().from(adTasks).where(eq(adTasks.id, input.task_id)).for('update');
        if (!task) throw new NotFoundError(M.taskMissing);
        const ids = [...new Set(input.rows.map((r) => r.submission_id))];
        const idsJson = JSON.stringify(ids);
        await tx.execute(sql`
          select id from ad_submissions
          where id in (select value::int from jsonb_array_elements_text(${idsJson}::jsonb))
            and task_id = ${task.id}
          order by id for update`);
        const found = rowsOf<{
          id: number;
          taskId: number;
          userId: number;
          status: string;
          videoTitle: string;
          receiptStatus: string | null;
        }>(
          await tx.execute(sql`
            select s.id, s.task_id as "taskId", s.user_id as "userId", s.status, s.video_title as "videoTitle",
              r.status as "receiptStatus"
            from ad_submissions s left join ad_receipts r on r.submission_id = s.id
            where s.id in (select value::int from jsonb_array_elements_text(${idsJson}::jsonb))`),
        );
        const byId = new Map(found.map((s) => [Number(s.id), s]));
        const handled = new Set<number>();
        const skipped: { row: number; message: string }[] = [];
        const create: {
          submission_id: number;
          plays: number | null;
          conversions: number | null;
          ref: string;
        }[] = [];
        const approve: typeof create = [];
        const creators = new Map<number, number>();
        input.rows.forEach((row, i) => {
          const s = byId.get(row.submission_id);
          const skip = (message: string) => skipped.push({ row: i + 1, message });
          if (!s) return skip(M.importSubmissionMissing);
          if (Number(s.taskId) !== task.id) return skip(M.importForeign);
          if ((FROZEN as readonly string[]).includes(s.status)) return skip(M.importPlanned);
          if (s.receiptStatus === 'approved' || handled.has(Number(s.id))) return skip(M.importApproved);
          if (!(OPEN as readonly string[]).includes(s.status)) return skip(M.submissionNotApproved);
          const missing = verifiedIssues(task, { plays: row.plays, conversions: row.conversions })[0];
          if (missing) return skip(missing.message);
          handled.add(Number(s.id));
          const item = {
            submission_id: Number(s.id),
            plays: row.plays ?? null,
            conversions: row.conversions ?? null,
            ref: row.ref,
          };
          (s.receiptStatus === null ? create : approve).push(item);
          creators.set(Number(s.userId), (creators.get(Number(s.userId)) ?? 0) + 1);
        });
        const now = new Date().toISOString();
        const recordset = (items: typeof create) =>
          sql`jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(submission_id int, plays int, conversions int, ref text)`;
        if (create.length > 0) {
          await tx.execute(sql`
            insert into ad_receipts (submission_id, task_id, user_id, source, status, verified_plays,
              verified_conversions, external_ref, reviewed_by, reviewed_at, created_at, updated_at)
            select s.id, s.task_id, s.user_id, 'import', 'approved', x.plays, x.conversions, x.ref,
              ${actor.userId}, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
            from ${recordset(create)} join ad_submissions s on s.id = x.submission_id`);
        }
        if (approve.length > 0) {
          await tx.execute(sql`
            update ad_receipts r set status = 'approved', reason = '', verified_plays = x.plays,
              verified_conversions = x.conversions, external_ref = x.ref, reviewed_by = ${actor.userId},
              reviewed_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
            from ${recordset(approve)}
            where r.submission_id = x.submission_id and r.status in ('pending', 'rejected')`);
        }
        const done = create.length + approve.length;
        await record(tx, actor, {
          action: 'receipt_import',
          targetType: 'ad_task',
          targetId: task.id,
          targetLabel: task.title,
          summary: `导入广告任务「${task.title}」的第三方数据：新建 ${create.length} 条、通过 ${approve.length} 条、跳过 ${skipped.length} 条`,
          after: {
            rows: input.rows.length,
            created: create.length,
            approved: approve.length,
            skipped: skipped.length,
          },
        });
        if (done > 0) {
          await app.messages.send(
            [...creators].map(([userId, n]) => ({
              userId,
              type: MESSAGE_TYPES.review,
              title: '审核结果',
              content: `你在广告任务「${task.title}」的 ${n} 条投稿的回执已按第三方数据通过审核。`,
              link: receiptLink(task.id),
            })),
            tx as Database,
          );
        }
        return { created: create.length, approved: approve.length, skipped };
      });
    },
  };
}

/** The receipt's own fields as the contract parses them (`adReceiptFields`). */
interface ReceiptFieldsInput {
  claimed_plays: number | null;
  claimed_conversions: number | null;
  link: string;
  images: string[];
  note: string;
  answers: Record<string, string>;
}

export type AdReceiptService = ReturnType<typeof adReceiptService>;
