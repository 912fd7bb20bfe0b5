import { ALBUM_STATUSES, type AlbumStatus } from '@creator-console/contract';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : fallback;
};
/** A user id from the URL, or null when it is missing or not an id. */
const userId = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const isStatus = (value: string | null): value is AlbumStatus =>
  ALBUM_STATUSES.includes(value as AlbumStatus);

/**
 * The album list's state, in the URL so a view can be shared and survives reload: `page`, `size`,
 * the `status` filter, the `creator` and `reviewer` (user ids), the keyword `q` (title or
 * creator) and the submission dates `start`–`end`.
 */
export function readAlbumListParams(params: URLSearchParams) {
  const size = positive(params.get('size'), 10);
  const status = params.get('status');
  return {
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    status: isStatus(status) ? status : null,
    creator: userId(params.get('creator')),
    reviewer: userId(params.get('reviewer')),
    q: (params.get('q') ?? '').trim().slice(0, 50),
    start: isoDay(params.get('start')),
    end: isoDay(params.get('end')),
  };
}

export type AlbumListParams = ReturnType<typeof readAlbumListParams>;
