import { VIDEO_SORTS, VIDEO_STATUSES, type VideoStatus } from '@creator-console/contract';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const STATUS_FILTERS = ['all', ...VIDEO_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type VideoSort = (typeof VIDEO_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : fallback;
};
const isoDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';

/**
 * The content library's state, in the URL so a view survives reload and can be shared: `page`,
 * `size`, `status` (a video status; all when absent), the title keyword `q`, the created-date range
 * `start`/`end` (`YYYY-MM-DD`), `sort` and `order`. Anything malformed falls back to the default.
 */
export function readLibraryParams(params: URLSearchParams) {
  const size = positive(params.get('size'), 10);
  const status = params.get('status');
  const sort = params.get('sort');
  let start = isoDate(params.get('start'));
  let end = isoDate(params.get('end'));
  if (start && end && start > end) [start, end] = [end, start];
  return {
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    status: (VIDEO_STATUSES as readonly string[]).includes(status ?? '') ? (status as VideoStatus) : null,
    q: (params.get('q') ?? '').trim().slice(0, 50),
    start,
    end,
    sort: (VIDEO_SORTS as readonly string[]).includes(sort ?? '') ? (sort as VideoSort) : 'created_at',
    order: (params.get('order') === 'asc' ? 'asc' : 'desc') as SortOrder,
  };
}

export type LibraryParams = ReturnType<typeof readLibraryParams>;

/** The list call's query for the library's state; `status` forced for a page of one status (drafts). */
export function libraryQuery(params: LibraryParams, status: VideoStatus | null = params.status) {
  return {
    page: params.page,
    size: params.size,
    sort: params.sort,
    order: params.order,
    ...(status ? { status } : {}),
    ...(params.q ? { keyword: params.q } : {}),
    ...(params.start ? { start_date: params.start } : {}),
    ...(params.end ? { end_date: params.end } : {}),
  };
}
