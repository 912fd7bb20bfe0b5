import {
  ALBUM_IN_REVIEW,
  ALBUM_STATUS_LABELS,
  type AlbumDetail,
  type AlbumReviewStage,
  type AlbumStatus,
  type AlbumSummary,
  type ReviewAlbum,
  type ReviewAlbumDetail,
  type albumInput,
  type myAlbumsQuery,
} from '@creator-console/contract';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { containing, pageOf, withinDays } from '../../db/queries.js';
import { albumImages, albumReviews, albums } from '../../db/schema/index.js';
import { BusinessRuleError, NotFoundError } from '../../http/errors.js';
import type { FileField } from '../files/repository.js';
import { recordOperations } from '../operation-log/record.js';
import { removeOwnItem } from '../review-queue/own-items.js';
import { createReviewQueue, type ReviewQueue } from '../review-queue/queue.js';
import { albumReview } from './album-review.js';
import { historyOf, imageFacts, imagesOf, toSummary, type AlbumRow } from './album-rows.js';

export type AlbumInput = z.output<typeof albumInput>;
export type MyAlbumsQuery = z.output<typeof myAlbumsQuery>;

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

  /** Albums waiting in first or second review (the sidebar badge, /api/reminders). */
  waiting(): Promise<number>;
}

export type AlbumReviewQueue = ReviewQueue<AlbumReviewStage, AlbumStatus, ReviewAlbum, ReviewAlbumDetail>;

declare module 'fastify' {
  interface FastifyInstance {
    albums: AlbumsRepository;
    /** Album review (/films/*): the review engine's queue of albums. */
    albumReview: AlbumReviewQueue;
  }
}

const MISSING = '图集不存在';
const EDITABLE: AlbumStatus[] = ['draft', 'rejected'];
const notEditable = (status: AlbumStatus) =>
  ALBUM_IN_REVIEW.includes(status)
    ? `图集${ALBUM_STATUS_LABELS[status]}，暂不能修改`
    : `${ALBUM_STATUS_LABELS[status]}的图集不能修改`;
const notDeletable = (status: AlbumStatus) => `图集${ALBUM_STATUS_LABELS[status]}，暂不能删除`;

export default fp(
  async (app) => {
    const { db } = app;

    async function detailOf(q: Database, userId: number, id: number): Promise<AlbumDetail | null> {
      const [row] = await q
        .select()
        .from(albums)
        .where(and(eq(albums.id, id), eq(albums.userId, userId)));
      if (!row) return null;
      // One after the other: `q` may be a transaction, whose queries share one connection.
      const images = await imagesOf(q, [id]);
      const history = await historyOf(q, [id]);
      const urls = images.get(id)!.urls;
      return {
        ...toSummary(row, { count: urls.length, first: urls[0] ?? null }),
        images: urls,
        chosen_cover: row.cover,
        // The creator never sees who reviewed.
        history: (history.get(id) ?? []).map(({ reviewer: _reviewer, ...step }) => step),
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
      await recordOperations(q, [
        {
          module: 'album',
          action: 'submit',
          targetType: 'album',
          targetId: album.id,
          actorId,
          detail: { title: album.title },
        },
      ]);
    }

    /**
     * The album's stored files, all the creator's own: images uploaded for albums; the cover one of
     * them or an image uploaded as a cover.
     */
    const requireOwnFiles = (q: Database, userId: number, input: AlbumInput) =>
      app.files.requireOwned(q, userId, [
        ...input.images.map((reference, n): FileField => ({
          path: ['images', n],
          reference,
          purposes: ['album'],
        })),
        ...(input.cover
          ? [{ path: ['cover'], reference: input.cover, purposes: ['album', 'cover'] as const }]
          : []),
      ]);

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
          await requireOwnFiles(tx, userId, input);
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
          // Someone else's album answers 404 before its input is judged; then the input (400),
          // then whether it may change (202).
          const [current] = await tx
            .select({ status: albums.status })
            .from(albums)
            .where(and(eq(albums.id, id), eq(albums.userId, userId)))
            .for('update');
          if (!current) throw new NotFoundError(MISSING);
          await requireOwnFiles(tx, userId, input);
          if (!EDITABLE.includes(current.status)) throw new BusinessRuleError(notEditable(current.status));
          const [changed] = await tx
            .update(albums)
            .set({ ...columnsOf(input), status: 'draft', updatedAt: sql`now()` })
            .where(eq(albums.id, id))
            .returning();
          await writeImages(tx, id, input.images);
          if (input.submit) await submit(tx, changed!, userId);
          return (await detailOf(tx, userId, id))!;
        });
      },

      remove: (userId, id) =>
        removeOwnItem(
          db,
          { table: albums, inReview: ALBUM_IN_REVIEW, logModule: 'album', missing: MISSING, notDeletable },
          userId,
          id,
        ),

      async waiting() {
        const [row] = await db
          .select({ n: count() })
          .from(albums)
          .where(inArray(albums.status, [...ALBUM_IN_REVIEW]));
        return row?.n ?? 0;
      },
    };

    app.decorate('albums', repository);
    app.decorate('albumReview', createReviewQueue(app, albumReview));
  },
  {
    name: 'albums-repository',
    dependencies: ['db', 'files-repository', 'messages-repository', 'operation-log-repository'],
  },
);
