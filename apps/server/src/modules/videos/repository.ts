import {
  VIDEO_IN_REVIEW,
  VIDEO_STATUS_LABELS,
  type CreatorStatement,
  type VideoDetail,
  type VideoStatus,
  type VideoSummary,
  type VideoVisibility,
  type videoInput,
  type myVideosQuery,
} from '@creator-console/contract';
import { and, asc, count, eq, ilike, inArray, like, lte, sql, sum, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { containing, newestFirst, oldestFirst, pageOf, withinDays } from '../../db/queries.js';
import { creatorStatements, videoCounts, videos } from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, NotFoundError } from '../../http/errors.js';
import type { FileField } from '../files/repository.js';
import { recordOperations } from '../operation-log/record.js';
import { removeOwnItem } from '../review-queue/own-items.js';
import { creatorHistory, historyOf, submitForReview, toVideoSummary } from '../review/video-rows.js';

export type VideoInput = z.output<typeof videoInput>;
export type MyVideosQuery = z.output<typeof myVideosQuery>;
export type BulkAction = {
  action: 'delete' | 'submit' | 'visibility';
  ids: number[];
  visibility?: VideoVisibility | undefined;
};
/** A row's place in a keyset order: its sort value as text (or null) and its id. */
export type KeysetPosition = [value: string | null, id: number];
export interface BulkResult {
  done: number[];
  skipped: { id: number; message: string }[];
}

export interface VideosRepository {
  /** The creator's content library. */
  list(userId: number, query: MyVideosQuery): Promise<{ data: VideoSummary[]; total: number }>;
  /**
   * The library for an export: up to `size` rows after `position` (keyset paging in the list's
   * order, no OFFSET, no count), and the position of the last row (null after the last page).
   */
  exportPage(
    userId: number,
    query: MyVideosQuery,
    position: KeysetPosition | null,
    size: number,
  ): Promise<{ data: VideoSummary[]; next: KeysetPosition | null }>;
  /** One of the creator's videos with its history; null for anyone else's (not revealed). */
  detail(userId: number, id: number): Promise<VideoDetail | null>;
  /** A draft, or submitted (machine review in the same transaction). */
  create(userId: number, input: VideoInput): Promise<VideoDetail>;
  /** Edits an own draft or rejected video; 404 for anyone else's, 202 when it is not editable. */
  update(userId: number, id: number, input: VideoInput): Promise<VideoDetail>;
  /** Deletes an own video that is not in review. */
  remove(userId: number, id: number): Promise<void>;
  bulk(userId: number, action: BulkAction): Promise<BulkResult>;
  /** The enabled creator declarations, in order. */
  statements(): Promise<CreatorStatement[]>;
  /** Publishes the scheduled videos whose time has come; answers how many. */
  publishDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    videos: VideosRepository;
  }
}

const MISSING = '视频不存在';
const EDITABLE: VideoStatus[] = ['draft', 'rejected'];
const notEditable = (status: VideoStatus) =>
  VIDEO_IN_REVIEW.includes(status)
    ? `视频${VIDEO_STATUS_LABELS[status]}，暂不能修改`
    : `${VIDEO_STATUS_LABELS[status]}的视频不能修改，可在内容库中调整可见范围`;
const notDeletable = (status: VideoStatus) => `视频${VIDEO_STATUS_LABELS[status]}，暂不能删除`;
/** How often scheduled videos are checked for publishing. */
const PUBLISH_INTERVAL_MS = 30_000;

const sortColumn = {
  created_at: videos.createdAt,
  published_at: videos.publishedAt,
  plays: videos.plays,
} as const;

export default fp(
  async (app) => {
    const { db } = app;

    async function detailOf(q: Database, userId: number, id: number): Promise<VideoDetail | null> {
      const [row] = await q
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), eq(videos.userId, userId)));
      if (!row) return null;
      const history = (await historyOf(q, [id])).get(id) ?? [];
      return { ...toVideoSummary(row), history: creatorHistory(history) };
    }

    /** A chosen declaration must exist and be enabled. */
    async function checkStatement(q: Database, statementId: number | null) {
      if (statementId === null) return;
      const [statement] = await q
        .select({ id: creatorStatements.id })
        .from(creatorStatements)
        .where(and(eq(creatorStatements.id, statementId), eq(creatorStatements.enabled, true)));
      if (!statement) {
        const message = '所选创作声明不存在或已停用';
        throw new BadRequestError(message, [{ path: ['statement_id'], message }]);
      }
    }

    /** The form's stored files: an image uploaded as a cover, a video through the resumable upload. */
    const fileFieldsOf = (input: VideoInput): FileField[] => [
      ...(input.cover ? [{ path: ['cover'], reference: input.cover, purposes: ['cover'] as const }] : []),
      ...(input.file
        ? [{ path: ['file', 'url'], reference: input.file.url, purposes: ['video'] as const }]
        : []),
    ];

    /** What the form refers to must exist and be usable: the declaration, the creator's own files. */
    async function checkReferences(q: Database, userId: number, input: VideoInput) {
      await checkStatement(q, input.statement_id);
      await app.files.requireOwned(q, userId, fileFieldsOf(input));
    }

    const columnsOf = (input: VideoInput) => ({
      title: input.title,
      description: input.description,
      topics: input.topics,
      cover: input.cover,
      file: input.file,
      visibility: input.visibility,
      statementId: input.statement_id,
      scheduledAt: input.scheduled_at ? new Date(input.scheduled_at) : null,
    });

    /** The library's filter and order (the list's and the export's). */
    function selectionOf(
      userId: number,
      { keyword, status, visibility, sort, order, start_date, end_date }: MyVideosQuery,
    ) {
      const conditions: SQL[] = [eq(videos.userId, userId)];
      if (status) conditions.push(eq(videos.status, status));
      if (visibility) conditions.push(eq(videos.visibility, visibility));
      if (keyword) {
        // A keyword without cased letters (Chinese) matches the same with LIKE, which skips ILIKE's
        // per-row case folding: the count of a keyword search reads every title of the creator.
        const caseless = keyword.toLowerCase() === keyword.toUpperCase();
        conditions.push((caseless ? like : ilike)(videos.title, containing(keyword)));
      }
      conditions.push(...withinDays(videos.createdAt, { start_date, end_date }));
      const column = sortColumn[sort];
      const by = order === 'asc' ? oldestFirst : newestFirst;
      // Unpublished videos (no publish time) come last whichever way publish times are sorted.
      const ordering =
        sort === 'published_at'
          ? [sql`${column} ${sql.raw(order)} nulls last`, by(videos.id)]
          : [by(column), by(videos.id)];
      return { where: and(...conditions), ordering };
    }

    /**
     * The rows after keyset position `after` in the list's order: `[sort value, id]`, the sort value
     * as text (a timestamp to the microsecond, which a Date would cut to milliseconds) or null (an
     * unpublished video, last in either direction).
     */
    function after(query: MyVideosQuery, [value, id]: KeysetPosition): SQL {
      const { sort, order } = query;
      const beyond = order === 'asc' ? sql.raw('>') : sql.raw('<');
      const column = sortColumn[sort];
      const typed = sort === 'plays' ? sql`${value}::int` : sql`${value}::timestamptz`;
      if (sort !== 'published_at') return sql`(${column}, ${videos.id}) ${beyond} (${typed}, ${id})`;
      if (value === null) return sql`(${column} is null and ${videos.id} ${beyond} ${id})`;
      return sql`((${column}, ${videos.id}) ${beyond} (${typed}, ${id}) or ${column} is null)`;
    }

    const keyOf = (query: MyVideosQuery) => {
      if (query.sort === 'plays') return sql<string | null>`${videos.plays}::text`;
      const column = sortColumn[query.sort];
      return sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    };

    const repository: VideosRepository = {
      async list(userId, query) {
        const { keyword, visibility, status, start_date, end_date } = query;
        const { where, ordering } = selectionOf(userId, query);
        const { limit, offset } = pageOf(query);
        // The whole library or one status: the trigger-kept counts answer without counting rows.
        const counted = !keyword && !visibility && !start_date && !end_date;
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(videos)
            .where(where)
            .orderBy(...ordering)
            .limit(limit)
            .offset(offset),
          counted
            ? db
                .select({ n: sql<number>`coalesce(${sum(videoCounts.count)}, 0)::int` })
                .from(videoCounts)
                .where(
                  and(eq(videoCounts.userId, userId), status ? eq(videoCounts.status, status) : undefined),
                )
            : db.select({ n: count() }).from(videos).where(where),
        ]);
        return { data: rows.map(toVideoSummary), total: total?.n ?? 0 };
      },

      async exportPage(userId, query, position, size) {
        const { where, ordering } = selectionOf(userId, query);
        const rows = await db
          .select({ video: videos, key: keyOf(query) })
          .from(videos)
          .where(position ? and(where, after(query, position)) : where)
          .orderBy(...ordering)
          .limit(size);
        const last = rows.at(-1);
        return {
          data: rows.map((row) => toVideoSummary(row.video)),
          next: rows.length === size && last ? [last.key, last.video.id] : null,
        };
      },

      detail: (userId, id) => detailOf(db, userId, id),

      async create(userId, input) {
        return db.transaction(async (tx) => {
          await checkReferences(tx, userId, input);
          const [created] = await tx
            .insert(videos)
            .values({ userId, ...columnsOf(input), status: 'draft' })
            .returning();
          if (input.submit) await submitForReview(tx, created!, userId);
          return (await detailOf(tx, userId, created!.id))!;
        });
      },

      async update(userId, id, input) {
        return db.transaction(async (tx) => {
          // Someone else's video answers 404 before its input is judged; then the input (400),
          // then whether it may change (202).
          const [current] = await tx
            .select({ status: videos.status })
            .from(videos)
            .where(and(eq(videos.id, id), eq(videos.userId, userId)))
            .for('update');
          if (!current) throw new NotFoundError(MISSING);
          await checkReferences(tx, userId, input);
          if (!EDITABLE.includes(current.status)) throw new BusinessRuleError(notEditable(current.status));
          const [changed] = await tx
            .update(videos)
            .set({ ...columnsOf(input), status: 'draft', updatedAt: sql`now()` })
            .where(eq(videos.id, id))
            .returning();
          if (input.submit) await submitForReview(tx, changed!, userId);
          return (await detailOf(tx, userId, id))!;
        });
      },

      remove: (userId, id) =>
        removeOwnItem(
          db,
          { table: videos, inReview: VIDEO_IN_REVIEW, logModule: 'video', missing: MISSING, notDeletable },
          userId,
          id,
        ),

      async bulk(userId, { action, ids, visibility }) {
        const unique = [...new Set(ids)];
        return db.transaction(async (tx) => {
          const rows = await tx
            .select()
            .from(videos)
            .where(and(eq(videos.userId, userId), inArray(videos.id, unique)))
            .for('update');
          const own = new Map(rows.map((row) => [row.id, row]));
          const result: BulkResult = { done: [], skipped: [] };
          for (const id of unique) {
            const row = own.get(id);
            if (!row) {
              result.skipped.push({ id, message: MISSING });
              continue;
            }
            if (action === 'delete') {
              if (VIDEO_IN_REVIEW.includes(row.status)) {
                result.skipped.push({ id, message: notDeletable(row.status) });
                continue;
              }
              await tx.delete(videos).where(eq(videos.id, id));
              await recordOperations(tx, [
                {
                  module: 'video',
                  action: 'delete',
                  targetType: 'video',
                  targetId: id,
                  actorId: userId,
                  detail: { title: row.title, status: row.status },
                },
              ]);
            } else if (action === 'submit') {
              if (row.status !== 'draft') {
                result.skipped.push({ id, message: '只有草稿可以提交审核' });
                continue;
              }
              if (!row.file || row.statementId === null) {
                result.skipped.push({ id, message: '请先上传视频并选择创作声明' });
                continue;
              }
              if (row.scheduledAt && row.scheduledAt <= new Date()) {
                result.skipped.push({ id, message: '定时发布时间已过，请重新设置' });
                continue;
              }
              await submitForReview(tx, row, userId);
            } else {
              await tx
                .update(videos)
                .set({ visibility: visibility!, updatedAt: sql`now()` })
                .where(eq(videos.id, id));
            }
            result.done.push(id);
          }
          return result;
        });
      },

      async statements() {
        return db
          .select({
            id: creatorStatements.id,
            content: creatorStatements.content,
            enabled: creatorStatements.enabled,
            position: creatorStatements.position,
          })
          .from(creatorStatements)
          .where(eq(creatorStatements.enabled, true))
          .orderBy(asc(creatorStatements.position), asc(creatorStatements.id));
      },

      async publishDue() {
        return db.transaction(async (tx) => {
          const published = await tx
            .update(videos)
            .set({ status: 'published', publishedAt: videos.scheduledAt, updatedAt: sql`now()` })
            .where(and(eq(videos.status, 'scheduled'), lte(videos.scheduledAt, sql`now()`)))
            .returning({ id: videos.id, title: videos.title });
          await recordOperations(
            tx,
            published.map((video) => ({
              module: 'video' as const,
              action: 'scheduled_publish',
              targetType: 'video',
              targetId: video.id,
              actorId: null,
              detail: { title: video.title },
            })),
          );
          return published.length;
        });
      },
    };

    app.decorate('videos', repository);

    // Scheduled videos go live when their time comes: a conditional update, safe in several processes.
    app.scheduler.every({
      name: 'videos.publish-due',
      everyMs: PUBLISH_INTERVAL_MS,
      run: repository.publishDue,
    });
  },
  { name: 'videos-repository', dependencies: ['db', 'files-repository', 'scheduler'] },
);
