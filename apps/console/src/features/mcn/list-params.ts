const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : fallback;
};

/**
 * The page's list state, in the URL: the creators' `page`, `size` and name search `q`; the invite
 * log's `lpage`, `lsize` and `status` filter.
 */
export function readMcnParams(params: URLSearchParams) {
  const status = params.get('status');
  return {
    page: positive(params.get('page'), 1),
    size: Math.min(positive(params.get('size'), 10), 100),
    q: (params.get('q') ?? '').trim(),
    lpage: positive(params.get('lpage'), 1),
    lsize: Math.min(positive(params.get('lsize'), 10), 100),
    status: status !== null && /^[0-3]$/.test(status) ? Number(status) : null,
  };
}

export type McnParams = ReturnType<typeof readMcnParams>;
