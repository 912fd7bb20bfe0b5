import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ALBUM_IN_REVIEW, ALBUM_STATUSES } from '@creator-console/contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  DateRangePicker,
  EmptyState,
  Heading,
  Inline,
  Pagination,
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
import { toaster } from '../../../shared/notices';
import { usePageTitles } from '../../../shared/page-titles';
import { useDeleteAlbum, useMyAlbums, type AlbumRow } from '../api/album-api';
import { ALBUM_PAGE_SIZES, albumQuery, readAlbumParams, type AlbumParams } from '../album-list-params';
import { albumMessages } from '../album-messages';
import { AlbumImage } from './album-image';
import { albumRejectionReason, AlbumStatusTag } from './album-status';
import * as styles from './video-library.css';

const ALL = 'all';
type UrlState = Partial<Record<keyof AlbumParams, string | number | null>>;

const editable = (row: AlbumRow) => row.status === 'draft' || row.status === 'rejected';

/**
 * The creator's albums (/video/album): cover, title, image count, status with the rejection
 * reason and dates; status tabs, title search, created-date range and paging, all in the URL;
 * new album; per-row view, edit (draft, rejected) and delete (not in review) with confirmation.
 */
export function AlbumLibrary() {
  const t = useMessages(albumMessages);
  const { locale } = useLocale();
  const titles = usePageTitles();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAlbumParams(searchParams);
  const { data, error, isLoading, mutate } = useMyAlbums(albumQuery(params));
  const rows = data?.data ?? [];
  const [keyword, setKeyword] = useState(params.q);
  const [deleting, setDeleting] = useState<AlbumRow | null>(null);
  const remove = useDeleteAlbum();

  const update = (next: UrlState) =>
    setSearchParams((current) => {
      const result = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value === null || value === '') result.delete(name);
        else result.set(name, String(value));
      }
      return result;
    });

  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  const titleOf = (row: AlbumRow) => row.title || t('untitled');

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: keyword.trim(), page: 1 });
  };

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

  const table =
    error && !data ? (
      <EmptyState
        icon="alert"
        title={t('loadError')}
        action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    ) : (
      <Stack space="medium">
        <DataTable
          label={t('tableLabel')}
          columns={columns}
          rows={rows}
          rowKey="id"
          loading={isLoading}
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
        {data && data.total > 0 ? (
          <Pagination
            total={data.total}
            page={params.page}
            size={params.size}
            pageSizes={ALBUM_PAGE_SIZES}
            label={t('pagination')}
            onChange={(page, size) => update({ page: size === params.size ? page : 1, size })}
          />
        ) : null}
      </Stack>
    );

  const currentTab = params.status ?? ALL;

  return (
    <Stack space="large">
      <Inline space="small" alignY="center" align="spaceBetween">
        <Heading level={1}>{titles.page}</Heading>
        <Button asChild tone="accent" variant="solid" icon="plus">
          <Link to="/video/album/edit">{t('newAlbum')}</Link>
        </Button>
      </Inline>
      <form onSubmit={search} role="search" aria-label={t('search')}>
        <Inline space="small" alignY="bottom">
          <TextField
            label={t('keyword')}
            type="search"
            placeholder={t('keywordHint')}
            value={keyword}
            maxLength={50}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Button type="submit" icon="search">
            {t('search')}
          </Button>
          <DateRangePicker
            label={t('createdRange')}
            value={{ start: params.start, end: params.end }}
            presets={['last7Days', 'last30Days', 'last90Days']}
            onChange={(range, { valid }) => {
              if (valid) update({ start: range.start, end: range.end, page: 1 });
            }}
          />
          <Button
            variant="ghost"
            onClick={() => {
              setKeyword('');
              setSearchParams(new URLSearchParams());
            }}
          >
            {t('reset')}
          </Button>
        </Inline>
      </form>
      <Tabs
        value={currentTab}
        onValueChange={(value) => update({ status: value === ALL ? null : value, page: 1 })}
      >
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
    </Stack>
  );
}
