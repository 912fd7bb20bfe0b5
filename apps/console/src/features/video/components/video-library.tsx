import { useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import {
  VIDEO_IN_REVIEW,
  VIDEO_SORTS,
  VIDEO_STATUSES,
  VIDEO_VISIBILITIES,
  type VideoStatus,
  type VideoVisibility,
} from '@creator-console/contract';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Inline,
  Select,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  TextField,
  type DataTableColumn,
  type DataTableKey,
} from '@creator-console/ui';
import { ExportButton } from '../../../shared/exports/exports';
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
import { useBulkVideos, useDeleteVideo, type BulkVideosInput } from '../api/change-videos';
import { useMyVideos, type VideoRow } from '../api/get-my-videos';
import { videoMessages } from '../messages';
import { HistoryDrawer } from './history-drawer';
import { VideoCover } from './video-cover';
import { VideoStatusTag } from './video-status';
import * as styles from './video-library.css';

const ALL = 'all';

/**
 * The content library's state in the URL: paging, `status` (all when absent), the title keyword
 * `q`, the created-date range `start`/`end`, `sort` and `order`, and the open `history` drawer.
 */
export const libraryParams = z
  .object({
    ...paging(),
    status: urlParam.oneOf(VIDEO_STATUSES),
    q: urlParam.text(),
    start: urlParam.day(),
    end: urlParam.day(),
    sort: urlParam.oneOf(VIDEO_SORTS, 'created_at'),
    order: urlParam.oneOf(['asc', 'desc'], 'desc'),
    history: urlParam.id(),
  })
  .transform(orderedDates);

/** The list call's query for the library's state; `status` forced for a page of one status (drafts). */
export function libraryQuery(
  params: z.output<typeof libraryParams>,
  status: VideoStatus | null = params.status,
) {
  const { page, size, sort, order, q, start, end } = params;
  return withoutEmpty({ page, size, sort, order, status, keyword: q, start_date: start, end_date: end });
}

type Pending =
  | { kind: 'delete'; row: VideoRow }
  | { kind: 'bulk'; action: BulkVideosInput['action']; visibility?: VideoVisibility };

const editable = (row: VideoRow) => row.status === 'draft' || row.status === 'rejected';
const inReview = (row: VideoRow) => VIDEO_IN_REVIEW.includes(row.status);
export const rejectionReason = (row: Pick<VideoRow, 'review_reasons' | 'review_message'>) =>
  [row.review_reasons.join('、'), row.review_message].filter(Boolean).join(' · ');

/**
 * The creator's content library (and, with `draftsOnly`, the drafts): cover, title, status with
 * the rejection reason, visibility and dates; title search, status tabs, created-date range and
 * sort, all in the URL; bulk delete, submit and visibility with confirmation; per-row edit, delete
 * and review history.
 */
export function VideoLibrary({ draftsOnly = false }: { draftsOnly?: boolean }) {
  const t = useMessages(videoMessages);
  const { locale } = useLocale();
  const { params, update, paging, reset } = useListParams(libraryParams, { view: ['history'] });
  const filter = libraryQuery(params, draftsOnly ? 'draft' : params.status);
  const query = useMyVideos(filter);
  const [keyword, setKeyword] = useUrlDraft(params.q);
  const [selected, setSelected] = useState<DataTableKey[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [bulkVisibility, setBulkVisibility] = useState<VideoVisibility>('private');
  const remove = useDeleteVideo();
  const bulk = useBulkVideos();

  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  const visibilityLabel = (value: VideoVisibility) => t(`visibility_${value}`);
  const titleOf = (row: VideoRow) => row.title || t('untitled');

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'delete') {
      await remove.trigger(pending.row.id);
      toaster.show({ tone: 'positive', message: t('deleted', { title: titleOf(pending.row) }) });
      setSelected((now) => now.filter((key) => key !== pending.row.id));
      return;
    }
    const ids = selected.map(Number);
    const result = await bulk.trigger({
      action: pending.action,
      ids,
      ...(pending.visibility ? { visibility: pending.visibility } : {}),
    });
    toaster.show({ tone: 'positive', message: t('bulkDone', { done: result.done.length }) });
    if (result.skipped.length > 0) {
      const reasons = [...new Set(result.skipped.map((skip) => skip.message))].join('；');
      toaster.show({ tone: 'caution', message: t('bulkSkipped', { count: result.skipped.length, reasons }) });
    }
    setSelected([]);
  };

  const columns: DataTableColumn<VideoRow>[] = [
    {
      key: 'video',
      header: t('columnVideo'),
      cell: (row) => (
        <div className={styles.videoCell}>
          <VideoCover
            cover={row.cover}
            alt={t('coverOf', { title: titleOf(row) })}
            emptyLabel={t('noCover')}
          />
          <Stack space="xxsmall">
            <Text weight="medium">{titleOf(row)}</Text>
            {row.topics.length > 0 ? (
              <Text tone="muted" size="small">
                {row.topics.map((topic) => `#${topic}`).join(' ')}
              </Text>
            ) : null}
          </Stack>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('columnStatus'),
      cell: (row) => (
        <Stack space="xxsmall">
          <VideoStatusTag status={row.status} />
          {row.status === 'rejected' && rejectionReason(row) ? (
            <Text tone="critical" size="small">
              {t('reason', { reason: rejectionReason(row) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'visibility', header: t('columnVisibility'), cell: (row) => visibilityLabel(row.visibility) },
    {
      key: 'dates',
      header: t('columnDates'),
      cell: (row) => (
        <Stack space="xxsmall">
          <Text size="small">{t('createdAt', { date: date(row.created_at) })}</Text>
          {row.published_at ? (
            <Text size="small" tone="muted">
              {t('publishedAt', { date: date(row.published_at) })}
            </Text>
          ) : null}
          {row.status === 'scheduled' && row.scheduled_at ? (
            <Text size="small" tone="muted">
              {t('scheduledAt', { date: date(row.scheduled_at) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'data',
      header: t('columnData'),
      cell: (row) => (
        <Stack space="xxsmall">
          <Text size="small">{t('plays', { count: row.plays })}</Text>
          <Text size="small" tone="muted">
            {t('likes', { count: row.likes })}
          </Text>
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
              <Link to={`/video/edit?id=${row.id}`} aria-label={t('editLabel', { title: titleOf(row) })}>
                {t('edit')}
              </Link>
            </Button>
          ) : null}
          <Button
            size="small"
            variant="ghost"
            aria-label={t('historyLabel', { title: titleOf(row) })}
            onClick={() => update({ history: row.id })}
          >
            {t('history')}
          </Button>
          {inReview(row) ? null : (
            <Button
              size="small"
              variant="ghost"
              tone="critical"
              aria-label={t('deleteLabel', { title: titleOf(row) })}
              onClick={() => setPending({ kind: 'delete', row })}
            >
              {t('delete')}
            </Button>
          )}
        </Inline>
      ),
    },
  ];

  const empty = draftsOnly ? (
    <EmptyState
      title={t('emptyDrafts')}
      description={t('emptyDraftsBody')}
      action={
        <Button asChild tone="accent">
          <Link to="/video/create">{t('publishNew')}</Link>
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={t('empty')}
      description={t('emptyBody')}
      action={
        <Button asChild tone="accent">
          <Link to="/video/create">{t('publishNew')}</Link>
        </Button>
      }
    />
  );

  const table = (
    <ListTable
      label={draftsOnly ? t('draftTableLabel') : t('tableLabel')}
      columns={columns}
      rowKey="id"
      query={query}
      paging={paging}
      pagingLabel={t('pagination')}
      errorTitle={t('loadError')}
      selectable
      selectedKeys={selected}
      onSelectionChange={setSelected}
      rowLabel={titleOf}
      empty={empty}
      bulkActions={
        <Inline space="xsmall" alignY="center">
          <Button
            size="small"
            tone="critical"
            variant="soft"
            onClick={() => setPending({ kind: 'bulk', action: 'delete' })}
          >
            {t('bulkDelete')}
          </Button>
          <Button size="small" variant="soft" onClick={() => setPending({ kind: 'bulk', action: 'submit' })}>
            {t('bulkSubmit')}
          </Button>
          <Select
            label={t('bulkVisibility')}
            value={bulkVisibility}
            options={VIDEO_VISIBILITIES.map((value) => ({ value, label: visibilityLabel(value) }))}
            onValueChange={(value) => setBulkVisibility(value as VideoVisibility)}
          />
          <Button
            size="small"
            variant="soft"
            onClick={() => setPending({ kind: 'bulk', action: 'visibility', visibility: bulkVisibility })}
          >
            {t('bulkVisibilityTo', { visibility: visibilityLabel(bulkVisibility) })}
          </Button>
        </Inline>
      }
    />
  );

  const dialog = (() => {
    if (!pending) return { title: '', description: '' };
    if (pending.kind === 'delete') {
      return {
        title: t('confirmDeleteTitle'),
        description: t('confirmDelete', { title: titleOf(pending.row) }),
      };
    }
    const count = selected.length;
    if (pending.action === 'delete')
      return { title: t('confirmDeleteTitle'), description: t('confirmBulkDelete', { count }) };
    if (pending.action === 'submit')
      return { title: t('confirmBulkSubmitTitle'), description: t('confirmBulkSubmit', { count }) };
    return {
      title: t('confirmBulkVisibilityTitle'),
      description: t('confirmBulkVisibility', {
        count,
        visibility: visibilityLabel(pending.visibility ?? 'public'),
      }),
    };
  })();

  const currentTab = params.status ?? ALL;

  return (
    <ListPage
      actions={
        <>
          <ExportButton request={{ kind: 'videos', filter: { ...filter, page: 1 } }} />
          <Button asChild tone="accent" variant="solid" icon="video-upload">
            <Link to="/video/create">{t('publishNew')}</Link>
          </Button>
        </>
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
        <Select
          label={t('sort')}
          value={params.sort}
          options={VIDEO_SORTS.map((value) => ({ value, label: t(`sort_${value}`) }))}
          onValueChange={(value) => update({ sort: value })}
        />
        <Select
          label={t('order')}
          value={params.order}
          options={[
            { value: 'desc', label: t('order_desc') },
            { value: 'asc', label: t('order_asc') },
          ]}
          onValueChange={(value) => update({ order: value })}
        />
        <ResetButton onReset={reset} />
      </FilterBar>
      {draftsOnly ? (
        table
      ) : (
        <Tabs
          value={currentTab}
          onValueChange={(value) => {
            setSelected([]);
            update({ status: value === ALL ? null : value });
          }}
        >
          <TabsList label={t('statusTabs')}>
            <TabsTrigger value={ALL}>{t('all')}</TabsTrigger>
            {VIDEO_STATUSES.map((status) => (
              <TabsTrigger key={status} value={status}>
                {t(`status_${status}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={currentTab}>{table}</TabsContent>
        </Tabs>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={dialog.title}
        description={dialog.description}
        tone={
          pending?.kind === 'delete' || (pending?.kind === 'bulk' && pending.action === 'delete')
            ? 'critical'
            : 'accent'
        }
        onConfirm={confirm}
      />
      <HistoryDrawer id={params.history} onClose={() => update({ history: null })} />
    </ListPage>
  );
}
