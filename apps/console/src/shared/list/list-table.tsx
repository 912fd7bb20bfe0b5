import type { ReactNode } from 'react';
import {
  Button,
  DataTable,
  EmptyState,
  Pagination,
  Stack,
  Text,
  type DataTableProps,
} from '@creator-console/ui';
import { useLocale, useMessages } from '../i18n';
import { PAGE_SIZES } from './list-params';
import { listMessages } from './messages';
import type { Paging } from './use-list-params';

/** A page of a list as the API answers it. */
export interface ListAnswer<Row> {
  data: readonly Row[];
  total: number;
  /**
   * `gte`: the server stopped counting at `total` (a list of millions of rows, e.g. the operation
   * log); the pagination then says 超过 {total} 条 and pages up to it.
   */
  total_relation?: 'eq' | 'gte';
}

/** What a list's data hook (`useEndpoint`) returns, as far as the list needs it. */
export interface ListQuery<Row> {
  data?: ListAnswer<Row>;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface ListResultProps<Row> {
  query: ListQuery<Row>;
  paging: Paging;
  /** Names the pagination; give each list on a page its own. */
  pagingLabel: string;
  /** Title of the error state; default “the list could not be loaded”. */
  errorTitle?: string;
  /** The rows as a table, a list of cards, …; the table or the caller shows loading and empty. */
  children: (rows: readonly Row[]) => ReactNode;
}

/**
 * A page of a list and its pagination, or, when it could not be loaded, an error with a retry.
 * The pagination shows once there is something to page through.
 */
export function ListResult<Row>({ query, paging, pagingLabel, errorTitle, children }: ListResultProps<Row>) {
  const t = useMessages(listMessages);
  const { locale } = useLocale();
  const { data, error, mutate } = query;
  if (error && !data) {
    return (
      <EmptyState
        icon="alert"
        title={errorTitle ?? t('loadError')}
        action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <Stack space="medium">
      {children(data?.data ?? [])}
      {data && data.total > 0 ? (
        <Stack space="small">
          {data.total_relation === 'gte' ? (
            <Text tone="muted">{t('totalGte', { n: data.total.toLocaleString(locale) })}</Text>
          ) : null}
          <Pagination
            total={data.total}
            page={paging.page}
            size={paging.size}
            pageSizes={PAGE_SIZES}
            label={pagingLabel}
            onChange={paging.onChange}
            showTotal={data.total_relation !== 'gte'}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

export type ListTableProps<Row> = Omit<DataTableProps<Row>, 'rows' | 'loading'> &
  Omit<ListResultProps<Row>, 'children'>;

/** A list page's table: the DataTable (skeleton while loading, its `empty` state) and the pagination. */
export function ListTable<Row>({ query, paging, pagingLabel, errorTitle, ...table }: ListTableProps<Row>) {
  return (
    <ListResult query={query} paging={paging} pagingLabel={pagingLabel} errorTitle={errorTitle}>
      {(rows) => <DataTable {...table} rows={rows} loading={query.isLoading} />}
    </ListResult>
  );
}
