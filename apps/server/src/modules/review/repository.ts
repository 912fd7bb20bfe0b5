import type {
  ContentKind,
  CreatorStatement,
  ReviewReason,
  ReviewStage,
  ReviewVideo,
  ReviewVideoDetail,
  VideoStatus,
  WhitelistEntry,
} from '@creator-console/contract';
import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { activeRoleName, containing, iso, isUniqueViolation, pageOf } from '../../db/queries.js';
import { creatorStatements, machineReviewWhitelist, reviewReasons, users } from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { recordOperations } from '../operation-log/record.js';
import { createReviewQueue, type ReviewQueue } from '../review-queue/queue.js';
import { videoReview, type VideoReviewFilters } from './video-review.js';

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

export type VideoReviewQueue = ReviewQueue<
  ReviewStage,
  VideoStatus,
  ReviewVideo,
  ReviewVideoDetail,
  VideoReviewFilters
>;

/** The video review queue (the engine's), and the review settings: reasons, declarations, whitelist. */
export interface ReviewRepository extends VideoReviewQueue {
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

const CANDIDATES_MAX = 20;

export default fp(
  async (app) => {
    const { db } = app;

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
      ...createReviewQueue(app, videoReview),

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
            await recordOperations(tx, [
              {
                module: input.kind,
                action: 'reason_create',
                targetType: 'review_reason',
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
            await recordOperations(tx, [
              {
                module: input.kind,
                action: 'reason_update',
                targetType: 'review_reason',
                targetId: id,
                actorId,
                detail: { ...input },
              },
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
          await recordOperations(tx, [
            {
              module: deleted.kind,
              action: 'reason_delete',
              targetType: 'review_reason',
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
          await recordOperations(tx, [
            {
              module: 'video',
              action: 'statement_create',
              targetType: 'creator_statement',
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
          await recordOperations(tx, [
            {
              module: 'video',
              action: 'statement_update',
              targetType: 'creator_statement',
              targetId: id,
              actorId,
              detail: { ...input },
            },
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
          await recordOperations(tx, [
            {
              module: 'video',
              action: 'statement_delete',
              targetType: 'creator_statement',
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
          await recordOperations(tx, [
            {
              module: 'video',
              action: 'whitelist_add',
              targetType: 'account',
              targetId: userId,
              actorId,
              detail: { note },
            },
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
          await recordOperations(tx, [
            {
              module: 'video',
              action: 'whitelist_remove',
              targetType: 'account',
              targetId: userId,
              actorId,
              detail: {},
            },
          ]);
        });
      },
    };

    app.decorate('review', repository);
  },
  { name: 'review-repository', dependencies: ['db', 'messages-repository', 'operation-log-repository'] },
);
