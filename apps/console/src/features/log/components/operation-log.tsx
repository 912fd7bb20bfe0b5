import { z } from 'zod';
import { endpoints, type OperationLogEntry, type OperationLogModule } from '@creator-console/contract';
import { EmptyState, type DataTableColumn } from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import {
  ChoiceFilter,
  DateRangeFilter,
  FilterBar,
  IdFilter,
  ListPage,
  ListTable,
  paging,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { isLogAction, LOG_ACTIONS, logMessages } from '../messages';

const moduleKey = {
  video: 'moduleVideo',
  album: 'moduleAlbum',
  system: 'moduleSystem',
  account: 'moduleAccount',
  role: 'moduleRole',
  label: 'moduleLabel',
  notice: 'moduleNotice',
  document: 'moduleDocument',
  certification: 'moduleCertification',
  auth: 'moduleAuth',
  sensitive: 'moduleSensitive',
  finance: 'moduleFinance',
  playlet: 'modulePlaylet',
  ad_task: 'moduleAdTask',
  mission: 'moduleMission',
} as const satisfies Record<OperationLogModule, string>;

/** A log page's state in the URL: paging (20 a page), the `action`, the `target` id, the dates `start`–`end`. */
export const logParams = z.object({
  ...paging(20),
  action: urlParam.text(),
  target: urlParam.id(),
  start: urlParam.day(),
  end: urlParam.day(),
});

/** What a detail holds, as short `key: value` text (reasons and topics joined). */
function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .filter(([, value]) => !Array.isArray(value) || value.length > 0)
    .map(([key, value]) => {
      const shown = Array.isArray(value)
        ? value.join('、')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
      return `${key}: ${shown}`;
    })
    .join('; ');
}

/**
 * The operation log of one module (/log/video, /log/album): who did what to which item and when,
 * with the detail the server recorded. Action, target, dates and paging live in the URL.
 */
export function OperationLog({ module }: { module: OperationLogModule }) {
  const t = useMessages(logMessages);
  const { locale } = useLocale();
  const { params, update, paging } = useListParams(logParams);
  const query = useEndpoint(
    endpoints.operationLogs,
    {
      query: withoutEmpty({
        module,
        page: params.page,
        size: params.size,
        action: params.action,
        target_id: params.target,
        start_date: params.start,
        end_date: params.end,
      }),
    },
    { keepPreviousData: true },
  );

  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(value));

  const columns: DataTableColumn<OperationLogEntry>[] = [
    { key: 'created_at', header: t('colTime'), cell: (row) => date(row.created_at) },
    { key: 'actor', header: t('colActor'), cell: (row) => row.actor?.name ?? t('platform') },
    {
      key: 'action',
      header: t('colAction'),
      cell: (row) => (isLogAction(row.action) ? t(row.action) : row.action),
    },
    { key: 'target_id', header: t('colTarget'), cell: (row) => row.target_id ?? '—' },
    { key: 'detail', header: t('colDetail'), cell: (row) => detailText(row.detail) || '—' },
  ];

  return (
    <ListPage>
      <FilterBar label={t('filters')} onSubmit={update}>
        <ChoiceFilter
          label={t('action')}
          allLabel={t('actionAll')}
          value={params.action || null}
          options={LOG_ACTIONS.map((value) => ({ value, label: t(value) }))}
          onChange={(action) => update({ action })}
        />
        <IdFilter
          name="target"
          label={t('target')}
          placeholder={t('targetHint')}
          value={params.target}
          invalid={t('targetInvalid')}
          maxDigits={15}
        />
        <DateRangeFilter label={t('dateRange')} start={params.start} end={params.end} onChange={update} />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('tableLabel', { module: t(moduleKey[module]) })}
        columns={columns}
        rowKey="id"
        query={query}
        paging={paging}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('empty')} />}
      />
    </ListPage>
  );
}
