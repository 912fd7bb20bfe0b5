import { z } from 'zod';
import { endpoints, type OperationLogEntry } from '@creator-console/contract';
import { Button, EmptyState, type DataTableColumn } from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useMessages } from '../../../shared/i18n';
import {
  DateRangeFilter,
  FilterBar,
  ListTable,
  paging,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { LogEntryDrawer } from '../components/log-entry-drawer';
import { financeLogMessages } from './messages';

const operationParams = z.object({
  ...paging(20),
  start: urlParam.day(),
  end: urlParam.day(),
  log: urlParam.id(),
});

/** 操作记录: the operation log of the finance and short-drama modules; a row opens its detail. */
export function FinanceOperations() {
  const t = useMessages(financeLogMessages);
  const dateTime = useDateTime();
  const { params, update, paging: pager } = useListParams(operationParams);
  const query = useEndpoint(
    endpoints.operationLogs,
    {
      query: withoutEmpty({
        modules: 'finance,playlet',
        page: params.page,
        size: params.size,
        start_date: params.start,
        end_date: params.end,
      }),
    },
    { keepPreviousData: true },
  );
  const columns: DataTableColumn<OperationLogEntry>[] = [
    {
      key: 'time',
      header: t('opTime'),
      cell: (row) => (
        <Button size="small" variant="ghost" onClick={() => update({ log: row.id })}>
          {dateTime(row.created_at)}
        </Button>
      ),
    },
    { key: 'actor', header: t('opActor'), cell: (row) => row.actor?.name ?? t('system') },
    { key: 'action', header: t('opAction'), cell: (row) => row.action },
    { key: 'target', header: t('opTarget'), cell: (row) => row.target_label || '—' },
    { key: 'summary', header: t('opSummary'), cell: (row) => row.summary || '—' },
  ];
  return (
    <>
      <FilterBar label={t('filters')} onSubmit={update}>
        <DateRangeFilter label={t('dateRange')} start={params.start} end={params.end} onChange={update} />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('opListLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={pager}
        pagingLabel={t('opPagination')}
        empty={<EmptyState title={t('opEmpty')} />}
      />
      <LogEntryDrawer
        id={params.log}
        onClose={() => update({ log: null })}
        onFilter={() => update({ log: null })}
      />
    </>
  );
}
