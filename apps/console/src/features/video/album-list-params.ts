import { ALBUM_STATUSES, type AlbumStatus } from '@creator-console/contract';

export const ALBUM_PAGE_SIZES = [10, 20, 50, 100] as const;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : fallback;
};
const isoDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';

/**
 * The album list's state, in the URL so a view survives reload and can be shared: `page`, `size`,
 * `status` (an album status; all when absent), the title keyword `q` and the created-date range
 * `start`/`end` (`YYYY-MM-DD`). Anything malformed falls back to the default.
 */
export function readAlbumParams(params: URLSearchParams) {
  const size = positive(params.get('size'), 10);
  const status = params.get('status');
  let start = isoDate(params.get('start'));
  let end = isoDate(params.get('end'));
  if (start && end && start > end) [start, end] = [end, start];
  return {
    page: positive(params.get('page'), 1),
    size: (ALBUM_PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    status: (ALBUM_STATUSES as readonly string[]).includes(status ?? '') ? (status as AlbumStatus) : null,
    q: (params.get('q') ?? '').trim().slice(0, 50),
    start,
    end,
  };
}

export type AlbumParams = ReturnType<typeof readAlbumParams>;

/** The myAlbums query for the list's state. */
export function albumQuery(params: AlbumParams) {
  return {
    page: params.page,
    size: params.size,
    ...(params.status ? { status: params.status } : {}),
    ...(params.q ? { keyword: params.q } : {}),
    ...(params.start ? { start_date: params.start } : {}),
    ...(params.end ? { end_date: params.end } : {}),
  };
}
