import { z } from 'zod';
import { ACCOUNT_SIDES, ACCOUNT_SORTS, type AccountListQuery } from '@creator-console/contract';
import { paging, urlParam, withoutEmpty } from '../../../shared/list';

/** Comma-separated ids in the URL (`tags=1,3`), kept in order without duplicates; bad parts dropped. */
export const idListParam = () =>
  z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .filter((part) => /^[1-9]\d{0,9}$/.test(part))
          .map(Number),
      ),
    ])
    .catch([]);

/** The account list's state in the URL (admin.md §6.1): tab, filters, sort and paging. */
export const accountParams = z.object({
  ...paging(),
  side: urlParam.oneOf(ACCOUNT_SIDES),
  q: urlParam.text(),
  role: urlParam.id(),
  status: urlParam.numberOf([1, 2] as const),
  tags: idListParam(),
  group: urlParam.id(),
  channel: urlParam.id(),
  mcn: urlParam.id(),
  start: urlParam.day(),
  end: urlParam.day(),
  sort: urlParam.oneOf(ACCOUNT_SORTS, 'created_at'),
  /** The download list of account exports, in a drawer. */
  exports: urlParam.oneOf(['1']),
});
export type AccountParams = z.output<typeof accountParams>;

/** The list call's query from the URL state; a range typed backwards is put in order. */
export function accountQuery(params: AccountParams): AccountListQuery {
  const [start, end] =
    params.start && params.end && params.start > params.end
      ? [params.end, params.start]
      : [params.start, params.end];
  return withoutEmpty({
    page: params.page,
    size: params.size,
    side: params.side,
    keyword: params.q,
    role_id: params.role,
    status: params.status,
    tag_ids: params.tags.length > 0 ? params.tags.join(',') : null,
    group_id: params.group,
    channel_id: params.channel,
    mcn_id: params.mcn,
    start_date: start,
    end_date: end,
    sort: params.sort === 'created_at' ? null : params.sort,
  });
}

/** Where the operation log lists what was done to an account. */
export const accountLogHref = (id: number) => `/log/index?target_type=account&target_id=${id}`;
