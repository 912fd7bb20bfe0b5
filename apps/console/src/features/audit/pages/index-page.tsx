import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MACHINE_VERDICTS, VIDEO_STATUSES, type ReviewVideo } from '@creator-console/contract';
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
  Tag,
  TextField,
  VerdictTag,
  type DataTableColumn,
  type DateRange,
} from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useStartExport } from '../../../shared/exports/exports';
import { useLocale, useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { useReviewVideos } from '../api/get-review-videos';
import { verdictOf } from '../components/machine-verdict';
import { videoLabels } from '../labels';
import { PAGE_SIZES, readVideoListParams, type VideoListParams } from '../list-params';
import { auditMessages } from '../messages';

const ALL = 'all';
const statusTone = (status: ReviewVideo['status']) =>
  status === 'published'
    ? 'positive'
    : status === 'rejected'
      ? 'critical'
      : status === 'draft'
        ? 'neutral'
        : 'caution';

/** Every video with its stage, creator, machine verdict and reviewer: filters, dates and paging in the URL. */
export default function AuditIndexPage() {
  const t = useMessages(auditMessages);
  const { locale } = useLocale();
  const labels = videoLabels(locale);
  const titles = usePageTitles();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readVideoListParams(searchParams);
  const [keyword, setKeyword] = useState(params.q);
  const rangeKey = `${params.start}/${params.end}`;
  const [draft, setDraft] = useState<{ of: string; value: DateRange } | null>(null);
  const shownRange = draft?.of === rangeKey ? draft.value : { start: params.start, end: params.end };

  const update = (next: Partial<Record<keyof VideoListParams, string | number | null>>) =>
    setSearchParams((current) => {
      const result = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value === null || value === '') result.delete(name);
        else result.set(name, String(value));
      }
      return result;
    });

  const filter = {
    ...(params.status ? { status: params.status } : {}),
    ...(params.verdict ? { verdict: params.verdict } : {}),
    ...(params.q ? { keyword: params.q } : {}),
    ...(params.start ? { start_date: params.start } : {}),
    ...(params.end ? { end_date: params.end } : {}),
  };
  const { data, isLoading } = useReviewVideos({ page: params.page, size: params.size, ...filter });
  const { start: startExport, starting } = useStartExport();

  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
      : '—';

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: keyword.trim(), page: 1 });
  };

  const changeRange = (next: DateRange, { valid }: { valid: boolean }) => {
    setDraft({ of: rangeKey, value: next });
    const complete = (next.start && next.end) || (!next.start && !next.end);
    if (valid && complete) update({ start: next.start, end: next.end, page: 1 });
  };

  const columns: DataTableColumn<ReviewVideo>[] = [
    { key: 'title', header: t('colTitle'), cell: (row) => row.title },
    { key: 'creator', header: t('colCreator'), cell: (row) => row.creator.name },
    {
      key: 'status',
      header: t('colStatus'),
      cell: (row) => (
        <Tag size="small" tone={statusTone(row.status)}>
          {labels.status[row.status]}
        </Tag>
      ),
    },
    {
      key: 'verdict',
      header: t('colVerdict'),
      cell: (row) => {
        const verdict = verdictOf(row.machine_verdict, row.machine_reasons);
        return verdict ? <VerdictTag verdict={verdict} /> : '—';
      },
    },
    { key: 'reviewer', header: t('colReviewer'), cell: (row) => row.reviewer ?? '—' },
    { key: 'locked_by', header: t('colLock'), cell: (row) => row.locked_by ?? '—' },
    { key: 'submitted_at', header: t('colSubmitted'), cell: (row) => date(row.submitted_at) },
    {
      key: 'actions',
      header: t('colActions'),
      cell: (row) => (
        <TextLink to={`/audit/edit?id=${row.id}`} aria-label={t('editLabel', { title: row.title })}>
          {t('edit')}
        </TextLink>
      ),
    },
  ];

  return (
    <Stack space="large">
      <Inline space="small" alignY="center" align="spaceBetween">
        <Heading level={1}>{titles.page}</Heading>
        <Button
          variant="soft"
          loading={starting}
          onClick={() => void startExport({ kind: 'review_videos', filter })}
        >
          {t('exportList')}
        </Button>
      </Inline>
      <form onSubmit={search} role="search" aria-label={t('filters')}>
        <Inline space="small" alignY="bottom">
          <Select
            label={t('statusFilter')}
            value={params.status ?? ALL}
            options={[
              { value: ALL, label: t('all') },
              ...VIDEO_STATUSES.map((value) => ({ value, label: labels.status[value] })),
            ]}
            onValueChange={(value) => update({ status: value === ALL ? null : value, page: 1 })}
          />
          <Select
            label={t('verdictFilter')}
            value={params.verdict ?? ALL}
            options={[
              { value: ALL, label: t('all') },
              ...MACHINE_VERDICTS.map((value) => ({ value, label: labels.verdict[value] })),
            ]}
            onValueChange={(value) => update({ verdict: value === ALL ? null : value, page: 1 })}
          />
          <DateRangePicker label={t('dateRange')} value={shownRange} onChange={changeRange} />
          <TextField
            label={t('keyword')}
            placeholder={t('keywordHint')}
            value={keyword}
            maxLength={50}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Button type="submit" icon="search">
            {t('search')}
          </Button>
        </Inline>
      </form>
      <DataTable
        label={t('tableLabel')}
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
