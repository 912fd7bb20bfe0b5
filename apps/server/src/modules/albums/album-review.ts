import {
  ALBUM_STAGE_STATUS,
  REVIEW_STAGE_LABELS,
  type AlbumReviewStage,
  type AlbumStatus,
  type ReviewAlbum,
  type ReviewAlbumDetail,
} from '@creator-console/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { activeRoleName, iso } from '../../db/queries.js';
import { albums, users } from '../../db/schema/index.js';
import type { ReviewKind } from '../review-queue/queue.js';
import { albumHistory, historyOf, imageFacts, imagesOf, toSummary } from './album-rows.js';

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

/**
 * Album review ("films") as a kind of the review engine: first and second review, no machine
 * stage; a second-stage approval publishes the album.
 */
export const albumReview: ReviewKind<AlbumReviewStage, AlbumStatus, ReviewAlbum, ReviewAlbumDetail> = {
  table: albums,
  history: albumHistory,
  stages: {
    first: {
      status: ALBUM_STAGE_STATUS.first,
      label: REVIEW_STAGE_LABELS.first,
      approve: { status: 'second_review' },
    },
    second: {
      status: ALBUM_STAGE_STATUS.second,
      label: REVIEW_STAGE_LABELS.second,
      approve: { status: 'published', publishedAt: sql`now()` },
    },
  },
  rejected: 'rejected',
  reasonKind: 'album',
  logModule: 'album',
  missing: '图集不存在',
  noun: '图集',
  editLink: (id) => `/video/album/edit?id=${id}`,
  approvedNotice: ({ id, title, status }) =>
    status === 'published'
      ? { content: `您的图集《${title}》已通过审核并发布。`, link: `/video/album/detail?id=${id}` }
      : null,
  async items(q, ids) {
    const rows = await selectReviewAlbums(q).where(inArray(albums.id, [...ids]));
    const facts = await imageFacts(q, ids);
    return rows.map((row) => toReviewAlbum(row, facts.get(row.album.id)));
  },
  async details(q, ids) {
    // One after the other: `q` may be a transaction, whose queries share one connection.
    const rows = await selectReviewAlbums(q).where(inArray(albums.id, [...ids]));
    const images = await imagesOf(q, ids);
    const history = await historyOf(q, ids);
    return rows.map((row) => {
      const urls = images.get(row.album.id)!.urls;
      return {
        ...toReviewAlbum(row, { count: urls.length, first: urls[0] ?? null }),
        images: urls,
        chosen_cover: row.album.cover,
        history: history.get(row.album.id) ?? [],
      };
    });
  },
};
