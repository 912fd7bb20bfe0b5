import {
  MESSAGE_TYPES,
  REVIEW_LOCK_MINUTES,
  REVIEW_REFUSALS,
  REVIEW_STAGE_LABELS,
  REVIEW_STAGE_STATUS,
  type ContentKind,
  type CreatorStatement,
  type ReviewDecision,
  type ReviewReason,
  type ReviewStage,
  type ReviewVideo,
  type ReviewVideoDetail,
  type VideoStatus,
  type VideoVisibility,
  type WhitelistEntry,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { activeRoleName, containing, iso, isUniqueViolation, pageOf } from '../../db/queries.js';
import {
  creatorStatements,
  machineReviewWhitelist,
  reviewReasons,
  users,
  videoReviews,
  videos,
} from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, NotFoundError } from '../../http/errors.js';
import {
  historyOf,
  newestFirst,
  reviewCreator,
  selectReviewVideos,
  toReviewVideo,
  withinDays,
  writeOperationLog,
} from './video-rows.js';

export interface DecisionInput {
  stage: ReviewStage;
  decision: ReviewDecision;
  reasons: string[];
  message: string;
}

export interface ReviewListQuery {
  page: number;
  size: number;
  status?: VideoStatus | undefined;
  verdict?: 'pass' | 'suspect' | 'block' | undefined;
  creator_id?: number | undefined;
  reviewer_id?: number | undefined;
  keyword?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

export interface OperatorEdit {
  title: string;
  description: string;
  topics: string[];
  visibility: VideoVisibility;
}

export interface ReasonInput {
  kind: ContentKind;
  text: string;
  position: number;
}
export interface StatementInput {
  content: string;
  enabled: boolean;
  position: number;
}

export interface ReviewRepository {
  /** Locks up to `size` items of the stage to the reviewer (their own open ones first) and answers them. */
  claim(reviewerId: number, stage: ReviewStage, size: number): Promise<ReviewVideoDetail[]>;
  /** Unlocks the reviewer's items (the listed ones, or all). */
  release(reviewerId: number, ids?: number[]): Promise<number>;
  /**
   * Decides one item: it must be at the stage and locked by the reviewer (202 otherwise). Status,
   * review record, operation log and the creator's notification in one transaction.
   */
  decide(
    reviewerId: number,
    id: number,
    decision: DecisionInput,
  ): Promise<{ id: number; status: VideoStatus }>;
  list(query: ReviewListQuery): Promise<{ data: ReviewVideo[]; total: number }>;
  detail(id: number): Promise<ReviewVideoDetail | null>;
  edit(operatorId: number, id: number, edit: OperatorEdit): Promise<ReviewVideoDetail>;

  reasons(kind: ContentKind): Promise<ReviewReason[]>;
  createReason(actorId: number, input: ReasonInput): Promise<ReviewReason>;
  updateReason(actorId: number, id: number, input: ReasonInput): Promise<ReviewReason>;
  deleteReason(actorId: number, id: number): Promise<void>;

  statements(): Promise<CreatorStatement[]>;
  createStatement(actorId: number, input: StatementInput): Promise<CreatorStatement>;
  updateStatement(actorId: number, id: number, input: StatementInput): Promise<CreatorStatement>;
  deleteStatement(actorId: number, id: number): Promise<void>;

  whitelist(query: {
    page: number;
    size: number;
    keyword?: string | undefined;
  }): Promise<{ data: WhitelistEntry[]; total: number }>;
  whitelistCandidates(
    keyword: string,
  ): Promise<{ id: number; name: string; avatar: string; role_name: string; whitelisted: boolean }[]>;
  addToWhitelist(actorId: number, userId: number, note: string): Promise<WhitelistEntry>;
  removeFromWhitelist(actorId: number, userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    review: ReviewRepository;
  }
}

const MISSING = '视频不存在';
const CANDIDATES_MAX = 20;

/**
 * Where an approval at each stage takes the item: machine (an operator's override) → first review,
 * first → second review, second → published, or scheduled when its publish time is still ahead.
 */
const approvedStatus = (stage: ReviewStage) =>
  stage === 'machine'
    ? sql<VideoStatus>`'first_review'`
    : stage === 'first'
      ? sql<VideoStatus>`'second_review'`
      : sql<VideoStatus>`case when ${videos.scheduledAt} > now() then 'scheduled' else 'published' end`;

export default fp(
  async (app) => {
    const { db } = app;

    async function detailOf(q: Database, id: number): Promise<ReviewVideoDetail | null> {
      const [row] = await selectReviewVideos(q).where(eq(videos.id, id));
      if (!row) return null;
      const history = (await historyOf(q, [id])).get(id) ?? [];
      return { ...toReviewVideo(row), history };
    }

    /** The quick reasons a decision names must be configured ones (of videos). */
    async function checkReasons(q: Database, reasons: string[]) {
      if (reasons.length === 0) return;
      const known = new Set(
        (
          await q
            .select({ text: reviewReasons.text })
            .from(reviewReasons)
            .where(and(eq(reviewReasons.kind, 'video'), inArray(reviewReasons.text, reasons)))
        ).map((row) => row.text),
      );
      const unknown = reasons.findIndex((reason) => !known.has(reason));
      if (unknown >= 0) {
        const message = `审核理由「${reasons[unknown]}」不存在，请在快捷审核设置中添加`;
        throw new BadRequestError(message, [{ path: ['reasons', unknown], message }]);
      }
    }

    const reasonColumns = {
      id: reviewReasons.id,
      kind: reviewReasons.kind,
      text: reviewReasons.text,
      position: reviewReasons.position,
    };
    const statementColumns = {
      id: creatorStatements.id,
      content: creatorStatements.content,
      enabled: creatorStatements.enabled,
      position: creatorStatements.position,
    };

    const listed = alias(users, 'listed');
    const adder = alias(users, 'adder');
    const selectWhitelist = (q: Database) =>
      q
        .select({
          userId: listed.id,
          name: listed.name,
          avatar: listed.avatar,
          roleName: activeRoleName('listed'),
          note: machineReviewWhitelist.note,
          addedBy: adder.name,
          createdAt: machineReviewWhitelist.createdAt,
        })
        .from(machineReviewWhitelist)
        .innerJoin(listed, eq(listed.id, machineReviewWhitelist.userId))
        .leftJoin(adder, eq(adder.id, machineReviewWhitelist.addedBy));
    type WhitelistRow = Awaited<ReturnType<typeof selectWhitelist>>[number];
    const toWhitelistEntry = (row: WhitelistRow): WhitelistEntry => ({
      user: { id: row.userId, name: row.name, avatar: row.avatar, role_name: row.roleName },
      note: row.note,
      added_by: row.addedBy,
      created_at: iso(row.createdAt),
    });

    const duplicateReason = () => {
      const message = '该审核理由已存在';
      return new BadRequestError(message, [{ path: ['text'], message }]);
    };

    const repository: ReviewRepository = {
      async claim(reviewerId, stage, size) {
        const status = REVIEW_STAGE_STATUS[stage];
        // Suspect items first at first review, then the oldest submission. SKIP LOCKED: two
        // reviewers claiming at once get different items (PGlite, one connection, serialises anyway).
        const queue = sql`select ${videos.id} from ${videos}
          where ${videos.status} = ${status}
            and (${videos.lockedBy} is null or ${videos.lockedUntil} <= now() or ${videos.lockedBy} = ${reviewerId})
          order by (${videos.lockedBy} = ${reviewerId} and ${videos.lockedUntil} > now()) desc nulls last,
            ${stage === 'first' ? sql`(${videos.machineVerdict} = 'suspect') desc nulls last,` : sql``}
            ${videos.submittedAt} asc nulls last, ${videos.id} asc
          limit ${size}
          for update skip locked`;
        return db.transaction(async (tx) => {
          const claimed = await tx
            .update(videos)
            .set({
              lockedBy: reviewerId,
              lockedUntil: sql`now() + ${sql.raw(`interval '${REVIEW_LOCK_MINUTES} minutes'`)}`,
            })
            .where(sql`${videos.id} in (${queue})`)
            .returning({ id: videos.id });
          const ids = claimed.map((row) => row.id);
          if (ids.length === 0) return [];
          const [rows, history] = await Promise.all([
            selectReviewVideos(tx).where(inArray(videos.id, ids)),
            historyOf(tx, ids),
          ]);
          const order = (row: (typeof rows)[number]) => [
            stage === 'first' && row.video.machineVerdict === 'suspect' ? 0 : 1,
            row.video.submittedAt?.getTime() ?? 0,
            row.video.id,
          ];
          rows.sort((a, b) => {
            const [x, y] = [order(a), order(b)];
            return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
          });
          return rows.map((row) => ({ ...toReviewVideo(row), history: history.get(row.video.id) ?? [] }));
        });
      },

      async release(reviewerId, ids) {
        const released = await db
          .update(videos)
          .set({ lockedBy: null, lockedUntil: null })
          .where(
            and(
              eq(videos.lockedBy, reviewerId),
              ids === undefined ? undefined : inArray(videos.id, ids.length > 0 ? ids : [0]),
            ),
          )
          .returning({ id: videos.id });
        return released.length;
      },

      async decide(reviewerId, id, { stage, decision, reasons, message }) {
        const status = REVIEW_STAGE_STATUS[stage];
        return db.transaction(async (tx) => {
          const [exists] = await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, id));
          if (!exists) throw new NotFoundError(MISSING);
          if (decision === 'reject') await checkReasons(tx, reasons);

          const approved = decision === 'approve';
          // The conditional update is the guard: of two decisions on one item, whatever the engine
          // or the timing, only the one that still finds it at its stage and locked to its
          // reviewer changes it; the other changes nothing and is refused below.
          const [decided] = await tx
            .update(videos)
            .set({
              status: approved ? approvedStatus(stage) : 'rejected',
              publishedAt:
                approved && stage === 'second'
                  ? sql`case when ${videos.scheduledAt} > now() then null else now() end`
                  : videos.publishedAt,
              reviewReasons: approved ? [] : reasons,
              reviewMessage: approved ? '' : message || reasons.join('；'),
              reviewerId,
              lockedBy: null,
              lockedUntil: null,
              updatedAt: sql`now()`,
            })
            .where(and(eq(videos.id, id), eq(videos.status, status), eq(videos.lockedBy, reviewerId)))
            .returning({
              id: videos.id,
              userId: videos.userId,
              title: videos.title,
              status: videos.status,
            });
          if (!decided) {
            const [now] = await tx
              .select({ status: videos.status, lockedBy: videos.lockedBy, lockedUntil: videos.lockedUntil })
              .from(videos)
              .where(eq(videos.id, id));
            if (!now || now.status !== status) throw new BusinessRuleError(REVIEW_REFUSALS.alreadyDecided);
            if (
              now.lockedBy !== null &&
              now.lockedBy !== reviewerId &&
              now.lockedUntil &&
              now.lockedUntil > new Date()
            ) {
              throw new BusinessRuleError(REVIEW_REFUSALS.lockedByOther);
            }
            throw new BusinessRuleError(REVIEW_REFUSALS.notClaimed);
          }

          await tx.insert(videoReviews).values({
            videoId: id,
            stage,
            decision,
            reasons,
            message,
            actorId: reviewerId,
          });
          await writeOperationLog(tx, [
            {
              module: 'video',
              action: approved ? 'review_approve' : 'review_reject',
              targetId: id,
              actorId: reviewerId,
              detail: { stage, from: status, to: decided.status, reasons, message, title: decided.title },
            },
          ]);
          const label = REVIEW_STAGE_LABELS[stage];
          if (!approved) {
            await app.messages.send(
              [
                {
                  userId: decided.userId,
                  type: MESSAGE_TYPES.review,
                  title: `视频《${decided.title}》未通过${label}`,
                  content: [
                    `您的视频《${decided.title}》未通过${label}。`,
                    reasons.length > 0 ? `原因：${reasons.join('、')}` : '',
                    message ? `审核意见：${message}` : '',
                    '修改后可重新提交审核。',
                  ]
                    .filter(Boolean)
                    .join('\n'),
                  link: `/video/edit?id=${id}`,
                },
              ],
              tx,
            );
          } else if (decided.status === 'published' || decided.status === 'scheduled') {
            await app.messages.send(
              [
                {
                  userId: decided.userId,
                  type: MESSAGE_TYPES.review,
                  title: `视频《${decided.title}》已通过审核`,
                  content:
                    decided.status === 'published'
                      ? `您的视频《${decided.title}》已通过审核并发布。`
                      : `您的视频《${decided.title}》已通过审核，将在设定的时间定时发布。`,
                  link: '/video/index',
                },
              ],
              tx,
            );
          }
          return { id, status: decided.status };
        });
      },

      async list({ status, verdict, creator_id, reviewer_id, keyword, start_date, end_date, ...page }) {
        const conditions: SQL[] = [];
        if (status) conditions.push(eq(videos.status, status));
        if (verdict) conditions.push(eq(videos.machineVerdict, verdict));
        if (creator_id !== undefined) conditions.push(eq(videos.userId, creator_id));
        if (reviewer_id !== undefined) conditions.push(eq(videos.reviewerId, reviewer_id));
        if (keyword) {
          const pattern = containing(keyword);
          conditions.push(
            or(
              ilike(videos.title, pattern),
              ilike(reviewCreator.name, pattern),
              ilike(reviewCreator.username, pattern),
            )!,
          );
        }
        conditions.push(...withinDays(videos.createdAt, { start_date, end_date }));
        const where = and(...conditions);
        const { limit, offset } = pageOf(page);
        const [rows, [counted]] = await Promise.all([
          selectReviewVideos(db)
            .where(where)
            .orderBy(newestFirst(videos.createdAt), newestFirst(videos.id))
            .limit(limit)
            .offset(offset),
          db
            .select({ n: count() })
            .from(videos)
            .innerJoin(reviewCreator, eq(reviewCreator.id, videos.userId))
            .where(where),
        ]);
        return { data: rows.map(toReviewVideo), total: counted?.n ?? 0 };
      },

      detail: (id) => detailOf(db, id),

      async edit(operatorId, id, edit) {
        return db.transaction(async (tx) => {
          const [before] = await tx
            .select({
              title: videos.title,
              description: videos.description,
              topics: videos.topics,
              visibility: videos.visibility,
            })
            .from(videos)
            .where(eq(videos.id, id))
            .for('update');
          if (!before) throw new NotFoundError(MISSING);
          await tx
            .update(videos)
            .set({ ...edit, updatedAt: sql`now()` })
            .where(eq(videos.id, id));
          const changed = Object.fromEntries(
            (Object.keys(edit) as (keyof OperatorEdit)[])
              .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(edit[key]))
              .map((key) => [key, { from: before[key], to: edit[key] }]),
          );
          await writeOperationLog(tx, [
            { module: 'video', action: 'operator_edit', targetId: id, actorId: operatorId, detail: changed },
          ]);
          return (await detailOf(tx, id))!;
        });
      },

      async reasons(kind) {
        return db
          .select(reasonColumns)
          .from(reviewReasons)
          .where(eq(reviewReasons.kind, kind))
          .orderBy(asc(reviewReasons.position), asc(reviewReasons.id));
      },

      async createReason(actorId, input) {
        try {
          return await db.transaction(async (tx) => {
            const [created] = await tx.insert(reviewReasons).values(input).returning(reasonColumns);
            await writeOperationLog(tx, [
              {
                module: input.kind,
                action: 'reason_create',
                targetId: created!.id,
                actorId,
                detail: { ...input },
              },
            ]);
            return created!;
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateReason();
          throw error;
        }
      },

      async updateReason(actorId, id, input) {
        try {
          return await db.transaction(async (tx) => {
            const [changed] = await tx
              .update(reviewReasons)
              .set(input)
              .where(eq(reviewReasons.id, id))
              .returning(reasonColumns);
            if (!changed) throw new NotFoundError('审核理由不存在');
            await writeOperationLog(tx, [
              { module: input.kind, action: 'reason_update', targetId: id, actorId, detail: { ...input } },
            ]);
            return changed;
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateReason();
          throw error;
        }
      },

      async deleteReason(actorId, id) {
        await db.transaction(async (tx) => {
          const [deleted] = await tx
            .delete(reviewReasons)
            .where(eq(reviewReasons.id, id))
            .returning(reasonColumns);
          if (!deleted) throw new NotFoundError('审核理由不存在');
          await writeOperationLog(tx, [
            {
              module: deleted.kind,
              action: 'reason_delete',
              targetId: id,
              actorId,
              detail: { text: deleted.text },
            },
          ]);
        });
      },

      async statements() {
        return db
          .select(statementColumns)
          .from(creatorStatements)
          .orderBy(asc(creatorStatements.position), asc(creatorStatements.id));
      },

      async createStatement(actorId, input) {
        return db.transaction(async (tx) => {
          const [created] = await tx.insert(creatorStatements).values(input).returning(statementColumns);
          await writeOperationLog(tx, [
            {
              module: 'video',
              action: 'statement_create',
              targetId: created!.id,
              actorId,
              detail: { ...input },
            },
          ]);
          return created!;
        });
      },

      async updateStatement(actorId, id, input) {
        return db.transaction(async (tx) => {
          const [changed] = await tx
            .update(creatorStatements)
            .set(input)
            .where(eq(creatorStatements.id, id))
            .returning(statementColumns);
          if (!changed) throw new NotFoundError('创作声明不存在');
          await writeOperationLog(tx, [
            { module: 'video', action: 'statement_update', targetId: id, actorId, detail: { ...input } },
          ]);
          return changed;
        });
      },

      async deleteStatement(actorId, id) {
        await db.transaction(async (tx) => {
          const [deleted] = await tx
            .delete(creatorStatements)
            .where(eq(creatorStatements.id, id))
            .returning(statementColumns);
          if (!deleted) throw new NotFoundError('创作声明不存在');
          await writeOperationLog(tx, [
            {
              module: 'video',
              action: 'statement_delete',
              targetId: id,
              actorId,
              detail: { content: deleted.content },
            },
          ]);
        });
      },

      async whitelist({ keyword, ...page }) {
        const where = keyword
          ? or(ilike(listed.name, containing(keyword)), ilike(listed.username, containing(keyword)))
          : undefined;
        const { limit, offset } = pageOf(page);
        const [rows, [counted]] = await Promise.all([
          selectWhitelist(db)
            .where(where)
            .orderBy(desc(machineReviewWhitelist.createdAt), desc(machineReviewWhitelist.userId))
            .limit(limit)
            .offset(offset),
          db
            .select({ n: count() })
            .from(machineReviewWhitelist)
            .innerJoin(listed, eq(listed.id, machineReviewWhitelist.userId))
            .where(where),
        ]);
        return { data: rows.map(toWhitelistEntry), total: counted?.n ?? 0 };
      },

      async whitelistCandidates(keyword) {
        const pattern = containing(keyword);
        const candidate = alias(users, 'candidate');
        const rows = await db
          .select({
            id: candidate.id,
            name: candidate.name,
            avatar: candidate.avatar,
            role_name: activeRoleName('candidate'),
            listedAt: machineReviewWhitelist.createdAt,
          })
          .from(candidate)
          .leftJoin(machineReviewWhitelist, eq(machineReviewWhitelist.userId, candidate.id))
          .where(or(ilike(candidate.name, pattern), ilike(candidate.username, pattern)))
          .orderBy(asc(candidate.id))
          .limit(CANDIDATES_MAX);
        return rows.map(({ listedAt, ...row }) => ({ ...row, whitelisted: listedAt !== null }));
      },

      async addToWhitelist(actorId, userId, note) {
        return db.transaction(async (tx) => {
          const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
          if (!user) throw new NotFoundError('用户不存在');
          const inserted = await tx
            .insert(machineReviewWhitelist)
            .values({ userId, note, addedBy: actorId })
            .onConflictDoNothing()
            .returning({ userId: machineReviewWhitelist.userId });
          if (inserted.length === 0) throw new BusinessRuleError('该用户已在机审白名单中');
          await writeOperationLog(tx, [
            { module: 'video', action: 'whitelist_add', targetId: userId, actorId, detail: { note } },
          ]);
          const [row] = await selectWhitelist(tx).where(eq(machineReviewWhitelist.userId, userId));
          return toWhitelistEntry(row!);
        });
      },

      async removeFromWhitelist(actorId, userId) {
        await db.transaction(async (tx) => {
          const removed = await tx
            .delete(machineReviewWhitelist)
            .where(eq(machineReviewWhitelist.userId, userId))
            .returning({ userId: machineReviewWhitelist.userId });
          if (removed.length === 0) throw new NotFoundError('该用户不在机审白名单中');
          await writeOperationLog(tx, [
            { module: 'video', action: 'whitelist_remove', targetId: userId, actorId, detail: {} },
          ]);
        });
      },
    };

    app.decorate('review', repository);
  },
  { name: 'review-repository', dependencies: ['db', 'messages-repository'] },
);
