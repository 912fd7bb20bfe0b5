import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALBUM_STATUSES, type ReviewAlbum } from '@creator-console/contract';
import {
  Button,
  DataTable,
  DateRangePicker,
  EmptyState,
  Heading,
  Pagination,
  Inline,
  Select,
  Stack,
  Tag,
  TextField,
  type DataTableColumn,
  type DateRange,
} from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useLocale, useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { useReviewAlbums } from '../api/get-review-albums';
import { albumLabels } from '../labels';
import { PAGE_SIZES, readAlbumListParams, type AlbumListParams } from '../list-params';
import { filmsMessages } from '../messages';

const ALL = 'all';
const ID = /^[1-9]\d{0,9}$/;
const statusTone = (status: ReviewAlbum['status']) =>
  status === 'published'
    ? 'positive'
    : status === 'rejected'
      ? 'critical'
      : status === 'draft'
        ? 'neutral'
        : 'caution';

/**
 * Every album with its stage, creator and reviewer (/films/index): status, creator, reviewer,
 * keyword, submission dates and paging in the URL.
 */
export default function FilmsIndexPage() {
  const t = useMessages(filmsMessages);
  const { locale } = useLocale();
  const labels = albumLabels(locale);
  const titles = usePageTitles();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAlbumListParams(searchParams);
  const [keyword, setKeyword] = useState(params.q);
  const [creator, setCreator] = useState(params.creator === null ? '' : String(params.creator));
  const [reviewer, setReviewer] = useState(params.reviewer === null ? '' : String(params.reviewer));
  const [errors, setErrors] = useState<{ creator?: string; reviewer?: string }>({});
  const rangeKey = `${params.start}/${params.end}`;
  const [draft, setDraft] = useState<{ of: string; value: DateRange } | null>(null);
  const shownRange = draft?.of === rangeKey ? draft.value : { start: params.start, end: params.end };

  const update = (next: Partial<Record<keyof AlbumListParams, string | number | null>>) =>
    setSearchParams((current) => {
      const result = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value === null || value === '') result.delete(name);
        else result.set(name, String(value));
      }
      return result;
    });

  const { data, isLoading } = useReviewAlbums({
    page: params.page,
    size: params.size,
    ...(params.status ? { status: params.status } : {}),
    ...(params.creator !== null ? { creator_id: params.creator } : {}),
    ...(params.reviewer !== null ? { reviewer_id: params.reviewer } : {}),
    ...(params.q ? { keyword: params.q } : {}),
    ...(params.start ? { start_date: params.start } : {}),
    ...(params.end ? { end_date: params.end } : {}),
  });

  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
      : '—';

  const search = (event: FormEvent) => {
    event.preventDefault();
    const creatorText = creator.trim();
    const reviewerText = reviewer.trim();
    const next = {
      ...(creatorText !== '' && !ID.test(creatorText) ? { creator: t('idInvalid') } : {}),
      ...(reviewerText !== '' && !ID.test(reviewerText) ? { reviewer: t('idInvalid') } : {}),
    };
    setErrors(next);
    if (next.creator || next.reviewer) return;
    update({ q: keyword.trim(), creator: creatorText, reviewer: reviewerText, page: 1 });
  };

  const changeRange = (next: DateRange, { valid }: { valid: boolean }) => {
    setDraft({ of: rangeKey, value: next });
    const complete = (next.start && next.end) || (!next.start && !next.end);
    if (valid && complete) update({ start: next.start, end: next.end, page: 1 });
  };

  const filterCreator = (id: number) => {
    setCreator(String(id));
    setErrors({});
    update({ creator: id, page: 1 });
  };

  const columns: DataTableColumn<ReviewAlbum>[] = [
    { key: 'title', header: t('colTitle'), cell: (row) => row.title },
    {
      key: 'creator',
      header: t('colCreator'),
      cell: (row) => (
        <Button
          variant="ghost"
          size="small"
          aria-label={t('onlyCreator', { name: row.creator.name })}
          onClick={() => filterCreator(row.creator.id)}
        >
          {row.creator.name}
        </Button>
      ),
    },
    { key: 'image_count', header: t('colImages'), cell: (row) => String(row.image_count) },
    {
      key: 'status',
      header: t('colStatus'),
      cell: (row) => (
        <Tag size="small" tone={statusTone(row.status)}>
          {labels.status[row.status]}
        </Tag>
      ),
    },
    { key: 'reviewer', header: t('colReviewer'), cell: (row) => row.reviewer ?? '—' },
    { key: 'locked_by', header: t('colLock'), cell: (row) => row.locked_by ?? '—' },
    { key: 'submitted_at', header: t('colSubmitted'), cell: (row) => date(row.submitted_at) },
    {
      key: 'actions',
      header: t('colActions'),
      cell: (row) => (
        <TextLink to={`/films/edit?id=${row.id}`} aria-label={t('editLabel', { title: row.title })}>
          {t('edit')}
        </TextLink>
      ),
    },
  ];

  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <form onSubmit={search} role="search" aria-label={t('filters')} noValidate>
        <Inline space="small" alignY="bottom">
          <Select
            label={t('statusFilter')}
            value={params.status ?? ALL}
            options={[
              { value: ALL, label: t('all') },
              ...ALBUM_STATUSES.map((value) => ({ value, label: labels.status[value] })),
            ]}
            onValueChange={(value) => update({ status: value === ALL ? null : value, page: 1 })}
          />
          <DateRangePicker label={t('dateRange')} value={shownRange} onChange={changeRange} />
          <TextField
            label={t('creatorId')}
            placeholder={t('idHint')}
            value={creator}
            inputMode="numeric"
            error={errors.creator}
            onChange={(event) => setCreator(event.target.value)}
          />
          <TextField
            label={t('reviewerId')}
            placeholder={t('idHint')}
            value={reviewer}
            inputMode="numeric"
            error={errors.reviewer}
            onChange={(event) => setReviewer(event.target.value)}
          />
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
