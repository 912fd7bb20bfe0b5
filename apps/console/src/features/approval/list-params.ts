import { CERTIFICATION_TYPES, type CertificationType } from '@creator-console/contract';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** The status filter: an application state, or every state. */
export const STATUS_FILTERS = ['1', '2', '3', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
/** Without a status in the URL the queue shows what waits for review. */
export const DEFAULT_STATUS: StatusFilter = '1';

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : fallback;
};

const isStatus = (value: string | null): value is StatusFilter =>
  STATUS_FILTERS.includes(value as StatusFilter);
const isType = (value: string | null): value is CertificationType =>
  CERTIFICATION_TYPES.includes(value as CertificationType);

/**
 * A review queue's state, in the URL so a view can be shared and survives reload: `page`, `size`,
 * the `status` filter (default pending), the applicant keyword `q`, the `type` filter (the
 * overview only) and the open application `id`.
 */
export function readApprovalParams(params: URLSearchParams) {
  const size = positive(params.get('size'), 10);
  const status = params.get('status');
  const type = params.get('type');
  const id = positive(params.get('id'), 0);
  return {
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    status: isStatus(status) ? status : DEFAULT_STATUS,
    q: (params.get('q') ?? '').trim().slice(0, 50),
    type: isType(type) ? type : null,
    id: id > 0 ? id : null,
  };
}

export type ApprovalParams = ReturnType<typeof readApprovalParams>;
