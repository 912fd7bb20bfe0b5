import {
  ALBUM_IN_REVIEW,
  ALBUM_STAGE_STATUS,
  ALBUM_STATUS_LABELS,
  MESSAGE_TYPES,
  REVIEW_LOCK_MINUTES,
  REVIEW_REFUSALS,
  REVIEW_STAGE_LABELS,
  type AlbumDetail,
  type AlbumReviewStage,
  type AlbumStatus,
  type AlbumSummary,
  type ReviewAlbum,
  type ReviewAlbumDetail,
  type ReviewDecision,
  type VideoVisibility,
  type albumInput,
  type myAlbumsQuery,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { activeRoleName, containing, iso, isoOrNull, pageOf } from '../../db/queries.js';
import { albumImages, albumReviews, albums, reviewReasons, users } from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { withinDays, writeOperationLog } from '../review/video-rows.js';

export type AlbumInput = z.output<typeof albumInput>;
export type MyAlbumsQuery = z.output<typeof myAlbumsQuery>;

export interface AlbumDecisionInput {
  stage: AlbumReviewStage;
  decision: ReviewDecision;
  reasons: string[];
  message: string;
}
export interface AlbumReviewListQuery {
  page: number;
  size: number;
  status?: AlbumStatus | undefined;
  creator_id?: number | undefined;
  reviewer_id?: number | undefined;
  keyword?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}
export interface AlbumOperatorEdit {
  title: string;
  description: string;
  visibility: VideoVisibility;
}

export interface AlbumsRepository {
  // ——— the creator's albums ———
  list(userId: number, query: MyAlbumsQuery): Promise<{ data: AlbumSummary[]; total: number }>;
  /** One of the creator's albums; null for anyone else's (not revealed). */
  detail(userId: number, id: number): Promise<AlbumDetail | null>;
  create(userId: number, input: AlbumInput): Promise<AlbumDetail>;
  /** Edits an own draft or rejected album; 404 for anyone else's, 202 when it is not editable. */
  update(userId: number, id: number, input: AlbumInput): Promise<AlbumDetail>;
  /** Deletes an own album that is not in review. */
  remove(userId: number, id: number): Promise<void>;

  // ——— album review ———
  claim(reviewerId: number, stage: AlbumReviewStage, size: number): Promise<ReviewAlbumDetail[]>;
  release(reviewerId: number, ids?: number[]): Promise<number>;
  /**
   * Decides one album: it must be at the stage and locked by the reviewer (202 otherwise). Status,
   * review record, operation log and the creator's notification in one transaction.
   */
  decide(
    reviewerId: number,
    id: number,
    decision: AlbumDecisionInput,
  ): Promise<{ id: number; status: AlbumStatus }>;
  reviewList(query: AlbumReviewListQuery): Promise<{ data: ReviewAlbum[]; total: number }>;
  reviewDetail(id: number): Promise<ReviewAlbumDetail | null>;
  edit(operatorId: number, id: number, edit: AlbumOperatorEdit): Promise<ReviewAlbumDetail>;
  /** Albums waiting in first or second review (the sidebar badge, /api/reminders). */
  waiting(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    albums: AlbumsRepository;
  }
}

const MISSING = '图集不存在';
const EDITABLE: AlbumStatus[] = ['draft', 'rejected'];
const notEditable = (status: AlbumStatus) =>
  ALBUM_IN_REVIEW.includes(status)
    ? `图集${ALBUM_STATUS_LABELS[status]}，暂不能修改`
    : `${ALBUM_STATUS_LABELS[status]}的图集不能修改`;
const notDeletable = (status: AlbumStatus) => `图集${ALBUM_STATUS_LABELS[status]}，暂不能删除`;

type AlbumRow = typeof albums.$inferSelect;
type Images = Map<number, { urls: string[] }>;
type HistoryStep = ReviewAlbumDetail['history'][number];

const creator = alias(users, 'album_creator');
const reviewer = alias(users, 'album_reviewer');
const locker = alias(users, 'album_locker');

const selectReviewAlbums = (q: Database) =>
  q
    .select({
      album: albums,
      creatorName: creator.name,
      creatorAvatar: creator.avatar,
      creatorRole: activeRoleName('album_creator'),
      reviewer: reviewer.name,
      locker: locker.name,
    })
    .from(albums)
    .innerJoin(creator, eq(creator.id, albums.userId))
    .leftJoin(reviewer, eq(reviewer.id, albums.reviewerId))
    .leftJoin(locker, eq(locker.id, albums.lockedBy));
type ReviewRow = Awaited<ReturnType<typeof selectReviewAlbums>>[number];

/** How many images each album has, and the first one (the cover when none is chosen). */
async function imageFacts(q: Database, ids: readonly number[]) {
  const facts = new Map<number, { count: number; first: string | null }>();
  if (ids.length === 0) return facts;
  const rows = await q
    .select({
      albumId: albumImages.albumId,
      n: count(),
      first: sql<string | null>`(array_agg(${albumImages.url} order by ${albumImages.position}))[1]`,
    })
    .from(albumImages)
    .where(inArray(albumImages.albumId, [...ids]))
    .groupBy(albumImages.albumId);
  for (const row of rows) facts.set(row.albumId, { count: row.n, first: row.first });
  return facts;
}

async function imagesOf(q: Database, ids: readonly number[]): Promise<Images> {
  const byAlbum: Images = new Map(ids.map((id) => [id, { urls: [] }]));
  if (ids.length === 0) return byAlbum;
  const rows = await q
    .select({ albumId: albumImages.albumId, url: albumImages.url })
    .from(albumImages)
    .where(inArray(albumImages.albumId, [...ids]))
    .orderBy(asc(albumImages.albumId), asc(albumImages.position));
  for (const row of rows) byAlbum.get(row.albumId)?.urls.push(row.url);
  return byAlbum;
}

/** The review history of albums, oldest step first, by album id, with who acted. */
async function historyOf(q: Database, ids: readonly number[]) {
  const byAlbum = new Map<number, HistoryStep[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byAlbum;
  const actor = alias(users, 'actor');
  const rows = await q
    .select({
      albumId: albumReviews.albumId,
      stage: albumReviews.stage,
      decision: albumReviews.decision,
      reasons: albumReviews.reasons,
      message: albumReviews.message,
      actor: actor.name,
      at: albumReviews.createdAt,
    })
    .from(albumReviews)
    .leftJoin(actor, eq(actor.id, albumReviews.actorId))
    .where(inArray(albumReviews.albumId, [...ids]))
    .orderBy(asc(albumReviews.createdAt), asc(albumReviews.id));
  for (const row of rows) {
    byAlbum.get(row.albumId)?.push({
      stage: row.stage,
      decision: row.decision,
      reasons: row.reasons,
      message: row.message,
      reviewer: row.actor,
      at: iso(row.at),
    });
  }
  return byAlbum;
}

const toSummary = (row: AlbumRow, facts?: { count: number; first: string | null }): AlbumSummary => ({
  id: row.id,
  title: row.title,
  description: row.description,
  cover: row.cover ?? facts?.first ?? null,
  image_count: facts?.count ?? 0,
  visibility: row.visibility,
  status: row.status,
  review_reasons: row.reviewReasons,
  review_message: row.reviewMessage,
  published_at: isoOrNull(row.publishedAt),
  submitted_at: isoOrNull(row.submittedAt),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

const toReviewAlbum = (
  { album, ...row }: ReviewRow,
  facts?: { count: number; first: string | null },
): ReviewAlbum => {
  const locked = album.lockedUntil && album.lockedUntil > new Date();
  return {
    ...toSummary(album, facts),
    creator: {
      id: album.userId,
      name: row.creatorName,
      avatar: row.creatorAvatar,
      role_name: row.creatorRole,
    },
    reviewer: row.reviewer,
    // A lock that ran out holds nothing.
    locked_by: locked ? row.locker : null,
    locked_until: locked ? iso(album.lockedUntil!) : null,
  };
};

export default fp(
  async (app) => {
    const { db } = app;

    async function detailOf(q: Database, userId: number, id: number): Promise<AlbumDetail | null> {
      const [row] = await q
        .select()
        .from(albums)
        .where(and(eq(albums.id, id), eq(albums.userId, userId)));
      if (!row) return null;
      const [images, history] = await Promise.all([imagesOf(q, [id]), historyOf(q, [id])]);
      const urls = images.get(id)!.urls;
      return {
        ...toSummary(row, { count: urls.length, first: urls[0] ?? null }),
        images: urls,
        chosen_cover: row.cover,
        // The creator never sees who reviewed.
        history: (history.get(id) ?? []).map(({ reviewer: _reviewer, ...step }) => step),
      };
    }

    async function reviewDetailOf(q: Database, id: number): Promise<ReviewAlbumDetail | null> {
      const [row] = await selectReviewAlbums(q).where(eq(albums.id, id));
      if (!row) return null;
      const [images, history] = await Promise.all([imagesOf(q, [id]), historyOf(q, [id])]);
      const urls = images.get(id)!.urls;
      return {
        ...toReviewAlbum(row, { count: urls.length, first: urls[0] ?? null }),
        images: urls,
        chosen_cover: row.album.cover,
        history: history.get(id) ?? [],
      };
    }

    async function writeImages(q: Database, albumId: number, urls: string[]) {
      await q.delete(albumImages).where(eq(albumImages.albumId, albumId));
      if (urls.length > 0) {
        await q.insert(albumImages).values(urls.map((url, position) => ({ albumId, position, url })));
      }
    }

    /** Puts an album into first review: the submission is recorded and logged in the same transaction. */
    async function submit(q: Database, album: Pick<AlbumRow, 'id' | 'title'>, actorId: number) {
      await q
        .update(albums)
        .set({
          status: 'first_review',
          reviewReasons: [],
          reviewMessage: '',
          reviewerId: null,
          lockedBy: null,
          lockedUntil: null,
          publishedAt: null,
          submittedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(albums.id, album.id));
      await q
        .insert(albumReviews)
        .values({ albumId: album.id, stage: 'submit', decision: 'submitted', actorId });
      await writeOperationLog(q, [
        { module: 'album', action: 'submit', targetId: album.id, actorId, detail: { title: album.title } },
      ]);
    }

    /** The quick reasons a decision names must be configured ones of kind album. */
    async function checkReasons(q: Database, reasons: string[]) {
      if (reasons.length === 0) return;
      const known = new Set(
        (
          await q
            .select({ text: reviewReasons.text })
            .from(reviewReasons)
            .where(and(eq(reviewReasons.kind, 'album'), inArray(reviewReasons.text, reasons)))
        ).map((row) => row.text),
      );
      const unknown = reasons.findIndex((reason) => !known.has(reason));
      if (unknown >= 0) {
        const message = `审核理由「${reasons[unknown]}」不存在，请在快捷审核设置中添加`;
        throw new BadRequestError(message, [{ path: ['reasons', unknown], message }]);
      }
    }

    const columnsOf = (input: AlbumInput) => ({
      title: input.title,
      description: input.description,
      cover: input.cover,
      visibility: input.visibility,
    });

    const repository: AlbumsRepository = {
      async list(userId, { keyword, status, start_date, end_date, ...page }) {
        const conditions: SQL[] = [eq(albums.userId, userId)];
        if (status) conditions.push(eq(albums.status, status));
        if (keyword) conditions.push(ilike(albums.title, containing(keyword)));
        conditions.push(...withinDays(albums.createdAt, { start_date, end_date }));
        const where = and(...conditions);
        const { limit, offset } = pageOf(page);
        const [rows, [counted]] = await Promise.all([
          db
            .select()
            .from(albums)
            .where(where)
            .orderBy(desc(albums.createdAt), desc(albums.id))
            .limit(limit)
            .offset(offset),
          db.select({ n: count() }).from(albums).where(where),
        ]);
        const facts = await imageFacts(
          db,
          rows.map((row) => row.id),
        );
        return { data: rows.map((row) => toSummary(row, facts.get(row.id))), total: counted?.n ?? 0 };
      },

      detail: (userId, id) => detailOf(db, userId, id),

      async create(userId, input) {
        return db.transaction(async (tx) => {
          const [created] = await tx
            .insert(albums)
            .values({ userId, ...columnsOf(input), status: 'draft' })
            .returning();
          await writeImages(tx, created!.id, input.images);
          if (input.submit) await submit(tx, created!, userId);
          return (await detailOf(tx, userId, created!.id))!;
        });
      },

      async update(userId, id, input) {
        return db.transaction(async (tx) => {
          const [changed] = await tx
            .update(albums)
            .set({ ...columnsOf(input), status: 'draft', updatedAt: sql`now()` })
            .where(and(eq(albums.id, id), eq(albums.userId, userId), inArray(albums.status, EDITABLE)))
            .returning();
          if (!changed) {
            const [current] = await tx
              .select({ status: albums.status })
              .from(albums)
              .where(and(eq(albums.id, id), eq(albums.userId, userId)));
            if (!current) throw new NotFoundError(MISSING);
            throw new BusinessRuleError(notEditable(current.status));
          }
          await writeImages(tx, id, input.images);
          if (input.submit) await submit(tx, changed, userId);
          return (await detailOf(tx, userId, id))!;
        });
      },

      async remove(userId, id) {
        await db.transaction(async (tx) => {
          const [deleted] = await tx
            .delete(albums)
            .where(
              and(
                eq(albums.id, id),
                eq(albums.userId, userId),
                notInArray(albums.status, [...ALBUM_IN_REVIEW]),
              ),
            )
            .returning({ title: albums.title, status: albums.status });
          if (!deleted) {
            const [current] = await tx
              .select({ status: albums.status })
              .from(albums)
              .where(and(eq(albums.id, id), eq(albums.userId, userId)));
            if (!current) throw new NotFoundError(MISSING);
            throw new BusinessRuleError(notDeletable(current.status));
          }
          await writeOperationLog(tx, [
            { module: 'album', action: 'delete', targetId: id, actorId: userId, detail: deleted },
          ]);
        });
      },

      async claim(reviewerId, stage, size) {
        const status = ALBUM_STAGE_STATUS[stage];
        // The caller's own open items first, then the oldest submission. SKIP LOCKED: two reviewers
        // claiming at once get different items.
        const queue = sql`select ${albums.id} from ${albums}
          where ${albums.status} = ${status}
            and (${albums.lockedBy} is null or ${albums.lockedUntil} <= now() or ${albums.lockedBy} = ${reviewerId})
          order by (${albums.lockedBy} = ${reviewerId} and ${albums.lockedUntil} > now()) desc nulls last,
            ${albums.submittedAt} asc nulls last, ${albums.id} asc
          limit ${size}
          for update skip locked`;
        return db.transaction(async (tx) => {
          const claimed = await tx
            .update(albums)
            .set({
              lockedBy: reviewerId,
              lockedUntil: sql`now() + ${sql.raw(`interval '${REVIEW_LOCK_MINUTES} minutes'`)}`,
            })
            .where(sql`${albums.id} in (${queue})`)
            .returning({ id: albums.id });
          const ids = claimed.map((row) => row.id);
          if (ids.length === 0) return [];
          const [rows, images, history] = await Promise.all([
            selectReviewAlbums(tx).where(inArray(albums.id, ids)),
            imagesOf(tx, ids),
            historyOf(tx, ids),
          ]);
          rows.sort(
            (a, b) =>
              (a.album.submittedAt?.getTime() ?? 0) - (b.album.submittedAt?.getTime() ?? 0) ||
              a.album.id - b.album.id,
          );
          return rows.map((row) => {
            const urls = images.get(row.album.id)!.urls;
            return {
              ...toReviewAlbum(row, { count: urls.length, first: urls[0] ?? null }),
              images: urls,
              chosen_cover: row.album.cover,
              history: history.get(row.album.id) ?? [],
            };
          });
        });
      },

      async release(reviewerId, ids) {
        const released = await db
          .update(albums)
          .set({ lockedBy: null, lockedUntil: null })
          .where(
            and(
              eq(albums.lockedBy, reviewerId),
              ids === undefined ? undefined : inArray(albums.id, ids.length > 0 ? ids : [0]),
            ),
          )
          .returning({ id: albums.id });
        return released.length;
      },

      async decide(reviewerId, id, { stage, decision, reasons, message }) {
        const status = ALBUM_STAGE_STATUS[stage];
        return db.transaction(async (tx) => {
          const [exists] = await tx.select({ id: albums.id }).from(albums).where(eq(albums.id, id));
          if (!exists) throw new NotFoundError(MISSING);
          if (decision === 'reject') await checkReasons(tx, reasons);

          const approved = decision === 'approve';
          const next: AlbumStatus = approved
            ? stage === 'first'
              ? 'second_review'
              : 'published'
            : 'rejected';
          // The conditional update is the guard: of two decisions on one album only the one that
          // still finds it at its stage and locked to its reviewer changes it.
          const [decided] = await tx
            .update(albums)
            .set({
              status: next,
              publishedAt: next === 'published' ? sql`now()` : albums.publishedAt,
              reviewReasons: approved ? [] : reasons,
              reviewMessage: approved ? '' : message || reasons.join('；'),
              reviewerId,
              lockedBy: null,
              lockedUntil: null,
              updatedAt: sql`now()`,
            })
            .where(and(eq(albums.id, id), eq(albums.status, status), eq(albums.lockedBy, reviewerId)))
            .returning({ id: albums.id, userId: albums.userId, title: albums.title, status: albums.status });
          if (!decided) {
            const [now] = await tx
              .select({ status: albums.status, lockedBy: albums.lockedBy, lockedUntil: albums.lockedUntil })
              .from(albums)
              .where(eq(albums.id, id));
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

          await tx.insert(albumReviews).values({
            albumId: id,
            stage,
            decision,
            reasons,
            message,
            actorId: reviewerId,
          });
          await writeOperationLog(tx, [
            {
              module: 'album',
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
                  title: `图集《${decided.title}》未通过${label}`,
                  content: [
                    `您的图集《${decided.title}》未通过${label}。`,
                    reasons.length > 0 ? `原因：${reasons.join('、')}` : '',
                    message ? `审核意见：${message}` : '',
                    '修改后可重新提交审核。',
                  ]
                    .filter(Boolean)
                    .join('\n'),
                  link: `/video/album/edit?id=${id}`,
                },
              ],
              tx,
            );
          } else if (decided.status === 'published') {
            await app.messages.send(
              [
                {
                  userId: decided.userId,
                  type: MESSAGE_TYPES.review,
                  title: `图集《${decided.title}》已通过审核`,
                  content: `您的图集《${decided.title}》已通过审核并发布。`,
                  link: `/video/album/detail?id=${id}`,
                },
              ],
              tx,
            );
          }
          return { id, status: decided.status };
        });
      },

      async reviewList({ status, creator_id, reviewer_id, keyword, start_date, end_date, ...page }) {
        const conditions: SQL[] = [];
        if (status) conditions.push(eq(albums.status, status));
        if (creator_id !== undefined) conditions.push(eq(albums.userId, creator_id));
        if (reviewer_id !== undefined) conditions.push(eq(albums.reviewerId, reviewer_id));
        if (keyword) {
          const pattern = containing(keyword);
          conditions.push(
            or(ilike(albums.title, pattern), ilike(creator.name, pattern), ilike(creator.username, pattern))!,
          );
        }
        conditions.push(...withinDays(albums.createdAt, { start_date, end_date }));
        const where = and(...conditions);
        const { limit, offset } = pageOf(page);
        const [rows, [counted]] = await Promise.all([
          selectReviewAlbums(db)
            .where(where)
            .orderBy(desc(albums.createdAt), desc(albums.id))
            .limit(limit)
            .offset(offset),
          db
            .select({ n: count() })
            .from(albums)
            .innerJoin(creator, eq(creator.id, albums.userId))
            .where(where),
        ]);
        const facts = await imageFacts(
          db,
          rows.map((row) => row.album.id),
        );
        return {
          data: rows.map((row) => toReviewAlbum(row, facts.get(row.album.id))),
          total: counted?.n ?? 0,
        };
      },

      reviewDetail: (id) => reviewDetailOf(db, id),

      async edit(operatorId, id, edit) {
        return db.transaction(async (tx) => {
          const [before] = await tx
            .select({ title: albums.title, description: albums.description, visibility: albums.visibility })
            .from(albums)
            .where(eq(albums.id, id))
            .for('update');
          if (!before) throw new NotFoundError(MISSING);
          await tx
            .update(albums)
            .set({ ...edit, updatedAt: sql`now()` })
            .where(eq(albums.id, id));
          const changed = Object.fromEntries(
            (Object.keys(edit) as (keyof AlbumOperatorEdit)[])
              .filter((key) => before[key] !== edit[key])
              .map((key) => [key, { from: before[key], to: edit[key] }]),
          );
          await writeOperationLog(tx, [
            { module: 'album', action: 'operator_edit', targetId: id, actorId: operatorId, detail: changed },
          ]);
          return (await reviewDetailOf(tx, id))!;
        });
      },

      async waiting() {
        const [row] = await db
          .select({ n: count() })
          .from(albums)
          .where(inArray(albums.status, [...ALBUM_IN_REVIEW]));
        return row?.n ?? 0;
      },
    };

    app.decorate('albums', repository);
  },
  { name: 'albums-repository', dependencies: ['db', 'messages-repository'] },
);
