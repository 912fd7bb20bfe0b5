import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OperationLogEntry, OperationLogModule } from '@creator-console/contract';
import {
  Button,
  DataTable,
  DateRangePicker,
  EmptyState,
  Heading,
  Inline,
  Pagination,
  Select,
  Stack,
  TextField,
  type DataTableColumn,
  type DateRange,
} from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { useOperationLogs } from '../api/get-operation-logs';
import { PAGE_SIZES, readLogParams, type LogParams } from '../list-params';
import { isLogAction, LOG_ACTIONS, logMessages } from '../messages';

const ALL = 'all';
const moduleKey = { video: 'moduleVideo', album: 'moduleAlbum', system: 'moduleSystem' } as const;

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
 * The operation log of one module (/log/video, later /log/album): who did what to which item and
 * when, with the detail the server recorded. Action, target, dates and paging live in the URL.
 */
export function OperationLog({ module }: { module: OperationLogModule }) {
  const t = useMessages(logMessages);
  const { locale } = useLocale();
  const titles = usePageTitles();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLogParams(searchParams);
  const [target, setTarget] = useState(params.target === null ? '' : String(params.target));
  const [targetError, setTargetError] = useState<string | undefined>();
  const rangeKey = `${params.start}/${params.end}`;
  const [draft, setDraft] = useState<{ of: string; value: DateRange } | null>(null);
  const shownRange = draft?.of === rangeKey ? draft.value : { start: params.start, end: params.end };

  const update = (next: Partial<Record<keyof LogParams, string | number | null>>) =>
    setSearchParams((current) => {
      const result = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value === null || value === '') result.delete(name);
        else result.set(name, String(value));
      }
      return result;
    });

  const { data, isLoading } = useOperationLogs({
    module,
    page: params.page,
    size: params.size,
    ...(params.action ? { action: params.action } : {}),
    ...(params.target !== null ? { target_id: params.target } : {}),
    ...(params.start ? { start_date: params.start } : {}),
    ...(params.end ? { end_date: params.end } : {}),
  });

  const actionLabel = (action: string) => (isLogAction(action) ? t(action) : action);
  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(value));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = target.trim();
    if (text !== '' && !/^[1-9]\d{0,14}$/.test(text)) {
      setTargetError(t('targetInvalid'));
      return;
    }
    setTargetError(undefined);
    update({ target: text, page: 1 });
  };

  const changeRange = (next: DateRange, { valid }: { valid: boolean }) => {
    setDraft({ of: rangeKey, value: next });
    const complete = (next.start && next.end) || (!next.start && !next.end);
    if (valid && complete) update({ start: next.start, end: next.end, page: 1 });
  };

  const columns: DataTableColumn<OperationLogEntry>[] = [
    { key: 'created_at', header: t('colTime'), cell: (row) => date(row.created_at) },
    { key: 'actor', header: t('colActor'), cell: (row) => row.actor?.name ?? t('platform') },
    { key: 'action', header: t('colAction'), cell: (row) => actionLabel(row.action) },
    { key: 'target_id', header: t('colTarget'), cell: (row) => row.target_id ?? '—' },
    { key: 'detail', header: t('colDetail'), cell: (row) => detailText(row.detail) || '—' },
  ];

  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <form onSubmit={search} role="search" aria-label={t('filters')} noValidate>
        <Inline space="small" alignY="bottom">
          <Select
            label={t('action')}
            value={params.action || ALL}
            options={[
              { value: ALL, label: t('actionAll') },
              ...LOG_ACTIONS.map((value) => ({ value, label: t(value) })),
            ]}
            onValueChange={(value) => update({ action: value === ALL ? null : value, page: 1 })}
          />
          <TextField
            label={t('target')}
            placeholder={t('targetHint')}
            value={target}
            inputMode="numeric"
            error={targetError}
            onChange={(event) => setTarget(event.target.value)}
          />
          <DateRangePicker label={t('dateRange')} value={shownRange} onChange={changeRange} />
          <Button type="submit" icon="search">
            {t('search')}
          </Button>
        </Inline>
      </form>
      <DataTable
        label={t('tableLabel', { module: t(moduleKey[module]) })}
        columns={columns}
        rows={data?.data ?? []}
        rowKey="id"
        loading={isLoading}
        empty={<EmptyState title={t('empty')} />}
      />
      {data && data.total > 0 ? (
        <Pagination
          total={data.total}
          page={params.page}
          size={params.size}
          pageSizes={PAGE_SIZES}
          label={t('pagination')}
          onChange={(page, size) => update({ page: size === params.size ? page : 1, size })}
        />
      ) : null}
    </Stack>
  );
}
