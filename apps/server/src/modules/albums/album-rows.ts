import type { AlbumSummary, ReviewAlbumDetail } from '@creator-console/contract';
import { asc, count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso, isoOrNull } from '../../db/queries.js';
import type { albums } from '../../db/schema/index.js';
import { albumImages, albumReviews } from '../../db/schema/index.js';
import { historyOf as reviewHistoryOf, type HistoryTable } from '../review-queue/history.js';

/** Shared by the creators' repository and the album review: rows, mappings, images, history. */

export type AlbumRow = typeof albums.$inferSelect;
type Images = Map<number, { urls: string[] }>;

/** The review history of albums: submissions and reviewers' decisions. */
export const albumHistory: HistoryTable = { table: albumReviews, itemKey: 'albumId' };

/** The review history of albums, oldest step first, by album id, with who acted. */
export const historyOf = (q: Database, ids: readonly number[]) =>
  reviewHistoryOf<ReviewAlbumDetail['history'][number]>(q, albumHistory, ids);

/** How many images each album has, and the first one (the cover when none is chosen). */
export async function imageFacts(q: Database, ids: readonly number[]) {
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

export async function imagesOf(q: Database, ids: readonly number[]): Promise<Images> {
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

export const toSummary = (row: AlbumRow, facts?: { count: number; first: string | null }): AlbumSummary => ({
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
