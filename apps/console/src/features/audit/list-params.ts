import {
  MACHINE_VERDICTS,
  VIDEO_STATUSES,
  type MachineVerdict,
  type VideoStatus,
} from '@creator-console/contract';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : fallback;
};
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const isStatus = (value: string | null): value is VideoStatus =>
  VIDEO_STATUSES.includes(value as VideoStatus);
const isVerdict = (value: string | null): value is MachineVerdict =>
  MACHINE_VERDICTS.includes(value as MachineVerdict);

/**
 * The video list's state, in the URL so a view can be shared and survives reload: `page`, `size`,
 * the `status` and `verdict` filters, the keyword `q` (title or creator) and the submission dates
 * `start`–`end`.
 */
export function readVideoListParams(params: URLSearchParams) {
  const size = positive(params.get('size'), 10);
  const status = params.get('status');
  const verdict = params.get('verdict');
  return {
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    status: isStatus(status) ? status : null,
    verdict: isVerdict(verdict) ? verdict : null,
    q: (params.get('q') ?? '').trim().slice(0, 50),
    start: isoDay(params.get('start')),
    end: isoDay(params.get('end')),
  };
}

export type VideoListParams = ReturnType<typeof readVideoListParams>;
