export const PAGE_SIZES = [10, 20, 50, 100] as const;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : fallback;
};
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/**
 * A log page's state, in the URL: `page`, `size`, the `action` filter, the `target` id and the
 * dates `start`–`end`.
 */
export function readLogParams(params: URLSearchParams) {
  const size = positive(params.get('size'), 20);
  const target = positive(params.get('target'), 0);
  return {
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 20,
    action: (params.get('action') ?? '').trim().slice(0, 50),
    target: target > 0 ? target : null,
    start: isoDay(params.get('start')),
    end: isoDay(params.get('end')),
  };
}

export type LogParams = ReturnType<typeof readLogParams>;
