import { useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { ALBUM_IN_REVIEW, ALBUM_STATUSES } from '@creator-console/contract';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Inline,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  TextField,
  type DataTableColumn,
} from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import {
  DateRangeFilter,
  FilterBar,
  ListPage,
  ListTable,
  orderedDates,
  paging,
  ResetButton,
  SearchButton,
  urlParam,
  useListParams,
  useUrlDraft,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useDeleteAlbum, useMyAlbums, type AlbumRow } from '../api/album-api';
import { albumMessages } from '../album-messages';
import { AlbumImage } from './album-image';
import { albumRejectionReason, AlbumStatusTag } from './album-status';
import * as styles from './video-library.css';

const ALL = 'all';

/**
 * The album list's state in the URL: paging, `status` (all when absent), the title keyword `q`
 * and the created-date range `start`/`end`.
 */
export const albumParams = z
  .object({
    ...paging(),
    status: urlParam.oneOf(ALBUM_STATUSES),
    q: urlParam.text(),
    start: urlParam.day(),
    end: urlParam.day(),
  })
  .transform(orderedDates);

/** The myAlbums query for the list's state. */
export function albumQuery(params: z.output<typeof albumParams>) {
  const { page, size, status, q, start, end } = params;
  return withoutEmpty({ page, size, status, keyword: q, start_date: start, end_date: end });
}

const editable = (row: AlbumRow) => row.status === 'draft' || row.status === 'rejected';

/**
 * The creator's albums (/video/album): cover, title, image count, status with the rejection
 * reason and dates; status tabs, title search, created-date range and paging, all in the URL;
 * new album; per-row view, edit (draft, rejected) and delete (not in review) with confirmation.
 */
export function AlbumLibrary() {
  const t = useMessages(albumMessages);
  const { locale } = useLocale();
  const { params, update, paging, reset } = useListParams(albumParams);
  const query = useMyAlbums(albumQuery(params));
  const [keyword, setKeyword] = useUrlDraft(params.q);
  const [deleting, setDeleting] = useState<AlbumRow | null>(null);
  const remove = useDeleteAlbum();

  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  const titleOf = (row: AlbumRow) => row.title || t('untitled');

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.trigger(deleting.id);
    toaster.show({ tone: 'positive', message: t('deleted', { title: titleOf(deleting) }) });
  };

  const columns: DataTableColumn<AlbumRow>[] = [
    {
      key: 'album',
      header: t('columnAlbum'),
      cell: (row) => (
        <div className={styles.videoCell}>
          <AlbumImage
            reference={row.cover}
            alt={t('coverOf', { title: titleOf(row) })}
            emptyLabel={t('noCover')}
          />
          <Stack space="xxsmall">
            <Link
              to={`/video/album/detail?id=${row.id}`}
              aria-label={t('viewLabel', { title: titleOf(row) })}
            >
              <Text weight="medium" as="span">
                {titleOf(row)}
              </Text>
            </Link>
            {row.description ? (
              <Text tone="muted" size="small" truncate>
                {row.description}
              </Text>
            ) : null}
          </Stack>
        </div>
      ),
    },
    { key: 'images', header: t('columnImages'), cell: (row) => t('imageCount', { count: row.image_count }) },
    {
      key: 'status',
      header: t('columnStatus'),
      cell: (row) => (
        <Stack space="xxsmall">
          <AlbumStatusTag status={row.status} />
          {row.status === 'rejected' && albumRejectionReason(row) ? (
            <Text tone="critical" size="small">
              {t('reason', { reason: albumRejectionReason(row) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'dates',
      header: t('columnDates'),
      cell: (row) => (
        <Stack space="xxsmall">
          <Text size="small">{t('createdAt', { date: date(row.created_at) })}</Text>
          {row.submitted_at ? (
            <Text size="small" tone="muted">
              {t('submittedAt', { date: date(row.submitted_at) })}
            </Text>
          ) : null}
          {row.published_at ? (
            <Text size="small" tone="muted">
              {t('publishedAt', { date: date(row.published_at) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('columnActions'),
      cell: (row) => (
        <Inline space="xsmall">
          {editable(row) ? (
            <Button size="small" variant="ghost" tone="accent" asChild>
              <Link
                to={`/video/album/edit?id=${row.id}`}
                aria-label={t('editLabel', { title: titleOf(row) })}
              >
                {t('edit')}
              </Link>
            </Button>
          ) : null}
          {ALBUM_IN_REVIEW.includes(row.status) ? null : (
            <Button
              size="small"
              variant="ghost"
              tone="critical"
              aria-label={t('deleteLabel', { title: titleOf(row) })}
              onClick={() => setDeleting(row)}
            >
              {t('delete')}
            </Button>
          )}
        </Inline>
      ),
    },
  ];

  const table = (
    <ListTable
      label={t('tableLabel')}
      columns={columns}
      rowKey="id"
      query={query}
      paging={paging}
      pagingLabel={t('pagination')}
      errorTitle={t('loadError')}
      rowLabel={titleOf}
      empty={
        <EmptyState
          title={t('empty')}
          description={t('emptyBody')}
          action={
            <Button asChild tone="accent">
              <Link to="/video/album/edit">{t('newAlbum')}</Link>
            </Button>
          }
        />
      }
    />
  );

  const currentTab = params.status ?? ALL;

  return (
    <ListPage
      actions={
        <Button asChild tone="accent" variant="solid" icon="plus">
          <Link to="/video/album/edit">{t('newAlbum')}</Link>
        </Button>
      }
    >
      <FilterBar label={t('search')} onSubmit={() => update({ q: keyword.trim() })}>
        <TextField
          label={t('keyword')}
          type="search"
          placeholder={t('keywordHint')}
          value={keyword}
          maxLength={50}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <SearchButton />
        <DateRangeFilter
          label={t('createdRange')}
          start={params.start}
          end={params.end}
          onChange={update}
          openEnded
        />
        <ResetButton onReset={reset} />
      </FilterBar>
      <Tabs value={currentTab} onValueChange={(value) => update({ status: value === ALL ? null : value })}>
        <TabsList label={t('statusTabs')}>
          <TabsTrigger value={ALL}>{t('all')}</TabsTrigger>
          {ALBUM_STATUSES.map((status) => (
            <TabsTrigger key={status} value={status}>
              {t(`status_${status}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={currentTab}>{table}</TabsContent>
      </Tabs>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('confirmDeleteTitle')}
        description={deleting ? t('confirmDelete', { title: titleOf(deleting) }) : ''}
        tone="critical"
        onConfirm={confirmDelete}
      />
    </ListPage>
  );
}
