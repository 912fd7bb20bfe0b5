import { ALBUM_STATUSES } from '@creator-console/contract';
import { Button } from '@creator-console/ui';
import { IdFilter, urlParam } from '../../../shared/list';
import { defineReviewListKind, ReviewListPage, reviewListParams } from '../../../shared/review/list-page';
import { useReviewAlbums } from '../api/get-review-albums';
import { albumLabels } from '../labels';
import { filmsMessages } from '../messages';

/** The album list's state in the URL: paging, `status`, `creator` and `reviewer` ids, keyword `q`, dates. */
export const albumListParams = reviewListParams(ALBUM_STATUSES, {
  creator: urlParam.id(),
  reviewer: urlParam.id(),
});

/** Albums on the shared review list: filtered by creator and reviewer id too, with their image count. */
const albumListKind = defineReviewListKind({
  params: albumListParams,
  statuses: ALBUM_STATUSES,
  statusLabels: (locale) => albumLabels(locale).status,
  messages: filmsMessages,
  editPath: '/films/edit',
  filter: (params) => ({ creator_id: params.creator, reviewer_id: params.reviewer }),
  useList: useReviewAlbums,
  filters: ({ status, dates, keyword }, { params, t }) => (
    <>
      {status}
      {dates}
      <IdFilter
        name="creator"
        label={t('creatorId')}
        placeholder={t('idHint')}
        value={params.creator}
        invalid={t('idInvalid')}
      />
      <IdFilter
        name="reviewer"
        label={t('reviewerId')}
        placeholder={t('idHint')}
        value={params.reviewer}
        invalid={t('idInvalid')}
      />
      {keyword}
    </>
  ),
  columns: ({ title, status, reviewer, lock, submitted, actions }, { update, t }) => [
    title,
    {
      key: 'creator',
      header: t('colCreator'),
      cell: (row) => (
        <Button
          variant="ghost"
          size="small"
          aria-label={t('onlyCreator', { name: row.creator.name })}
          onClick={() => update({ creator: row.creator.id })}
        >
          {row.creator.name}
        </Button>
      ),
    },
    { key: 'image_count', header: t('colImages'), cell: (row) => String(row.image_count) },
    status,
    reviewer,
    lock,
    submitted,
    actions,
  ],
});

/**
 * Every album with its stage, creator and reviewer (/films/index): status, creator, reviewer,
 * keyword, submission dates and paging in the URL.
 */
export default function FilmsIndexPage() {
  return <ReviewListPage kind={albumListKind} />;
}
