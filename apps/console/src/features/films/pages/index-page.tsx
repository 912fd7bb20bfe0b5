import { useState } from 'react';
import { z } from 'zod';
import { ALBUM_STATUSES, type ReviewAlbum } from '@creator-console/contract';
import { Button, EmptyState, Tag, TextField, type DataTableColumn } from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
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
import { useReviewAlbums } from '../api/get-review-albums';
import { albumLabels } from '../labels';
import { filmsMessages } from '../messages';

const ID = /^[1-9]\d{0,9}$/;
const statusTone = (status: ReviewAlbum['status']) =>
  status === 'published'
    ? 'positive'
    : status === 'rejected'
      ? 'critical'
      : status === 'draft'
        ? 'neutral'
        : 'caution';

/** The album list's state in the URL: paging, `status`, `creator` and `reviewer` ids, keyword `q`, dates. */
export const albumListParams = z.object({
  ...paging(),
  status: urlParam.oneOf(ALBUM_STATUSES),
  creator: urlParam.id(),
  reviewer: urlParam.id(),
  q: urlParam.text(),
  start: urlParam.day(),
  end: urlParam.day(),
});

const idText = (id: number | null) => (id === null ? '' : String(id));

/**
 * Every album with its stage, creator and reviewer (/films/index): status, creator, reviewer,
 * keyword, submission dates and paging in the URL.
 */
export default function FilmsIndexPage() {
  const t = useMessages(filmsMessages);
  const { locale } = useLocale();
  const labels = albumLabels(locale);
  const { params, update, paging } = useListParams(albumListParams);
  const [keyword, setKeyword] = useUrlDraft(params.q);
  const [creator, setCreator] = useUrlDraft(idText(params.creator));
  const [reviewer, setReviewer] = useUrlDraft(idText(params.reviewer));
  const [errors, setErrors] = useState<{ creator?: string; reviewer?: string }>({});
  const query = useReviewAlbums(
    withoutEmpty({
      page: params.page,
      size: params.size,
      status: params.status,
      creator_id: params.creator,
      reviewer_id: params.reviewer,
      keyword: params.q,
      start_date: params.start,
      end_date: params.end,
    }),
  );

  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
      : '—';

  const search = () => {
    const creatorText = creator.trim();
    const reviewerText = reviewer.trim();
    const next = {
      ...(creatorText !== '' && !ID.test(creatorText) ? { creator: t('idInvalid') } : {}),
      ...(reviewerText !== '' && !ID.test(reviewerText) ? { reviewer: t('idInvalid') } : {}),
    };
    setErrors(next);
    if (next.creator || next.reviewer) return;
    update({ q: keyword.trim(), creator: creatorText, reviewer: reviewerText });
  };

  const filterCreator = (id: number) => {
    setErrors({});
    update({ creator: id });
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
    <ListPage>
      <FilterBar label={t('filters')} onSubmit={search}>
        <ChoiceFilter
          label={t('statusFilter')}
          allLabel={t('all')}
          value={params.status}
          options={ALBUM_STATUSES.map((value) => ({ value, label: labels.status[value] }))}
          onChange={(status) => update({ status })}
        />
        <DateRangeFilter label={t('dateRange')} start={params.start} end={params.end} onChange={update} />
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
