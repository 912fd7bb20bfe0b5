import { z } from 'zod';
import { MACHINE_VERDICTS, VIDEO_STATUSES, type ReviewVideo } from '@creator-console/contract';
import { EmptyState, Tag, TextField, VerdictTag, type DataTableColumn } from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { ExportButton } from '../../../shared/exports/exports';
import { useLocale, useMessages } from '../../../shared/i18n';
import {
  ChoiceFilter,
  DateRangeFilter,
  FilterBar,
  ListPage,
  ListTable,
  paging,
  SearchButton,
  urlParam,
  useListParams,
  useUrlDraft,
  withoutEmpty,
} from '../../../shared/list';
import { useReviewVideos } from '../api/get-review-videos';
import { verdictOf } from '../components/machine-verdict';
import { videoLabels } from '../labels';
import { auditMessages } from '../messages';

const statusTone = (status: ReviewVideo['status']) =>
  status === 'published'
    ? 'positive'
    : status === 'rejected'
      ? 'critical'
      : status === 'draft'
        ? 'neutral'
        : 'caution';

/** The video list's state in the URL: paging, `status`, `verdict`, keyword `q`, submission dates. */
export const videoListParams = z.object({
  ...paging(),
  status: urlParam.oneOf(VIDEO_STATUSES),
  verdict: urlParam.oneOf(MACHINE_VERDICTS),
  q: urlParam.text(),
  start: urlParam.day(),
  end: urlParam.day(),
});

/** Every video with its stage, creator, machine verdict and reviewer: filters, dates and paging in the URL. */
export default function AuditIndexPage() {
  const t = useMessages(auditMessages);
  const { locale } = useLocale();
  const labels = videoLabels(locale);
  const { params, update, paging } = useListParams(videoListParams);
  const [keyword, setKeyword] = useUrlDraft(params.q);
  const filter = withoutEmpty({
    status: params.status,
    verdict: params.verdict,
    keyword: params.q,
    start_date: params.start,
    end_date: params.end,
  });
  const query = useReviewVideos({ page: params.page, size: params.size, ...filter });

  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
      : '—';

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
    <ListPage actions={<ExportButton request={{ kind: 'review_videos', filter }} />}>
      <FilterBar label={t('filters')} onSubmit={() => update({ q: keyword.trim() })}>
        <ChoiceFilter
          label={t('statusFilter')}
          allLabel={t('all')}
          value={params.status}
          options={VIDEO_STATUSES.map((value) => ({ value, label: labels.status[value] }))}
          onChange={(status) => update({ status })}
        />
        <ChoiceFilter
          label={t('verdictFilter')}
          allLabel={t('all')}
          value={params.verdict}
          options={MACHINE_VERDICTS.map((value) => ({ value, label: labels.verdict[value] }))}
          onChange={(verdict) => update({ verdict })}
        />
        <DateRangeFilter label={t('dateRange')} start={params.start} end={params.end} onChange={update} />
        <TextField
          label={t('keyword')}
          placeholder={t('keywordHint')}
          value={keyword}
          maxLength={50}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('tableLabel')}
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
