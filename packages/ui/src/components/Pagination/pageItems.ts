/** Page sizes of the console's lists (spec §9: linked accounts 10, 20, 50, 100; default 10). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));
}

/**
 * The page buttons to show: always the first and last page, `siblings` pages either side of the
 * current one, and an ellipsis for each gap. The list keeps the same length while paging, so the
 * buttons do not jump under the pointer.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pageCount <= siblings * 2 + 5) return range(1, pageCount);
  const start = Math.max(Math.min(page - siblings, pageCount - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(page + siblings, siblings * 2 + 3), pageCount - 2);
  return [
    1,
    start > 3 ? 'start-ellipsis' : 2,
    ...range(start, end),
    end < pageCount - 2 ? 'end-ellipsis' : pageCount - 1,
    pageCount,
  ];
}
