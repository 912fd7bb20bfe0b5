import { useState } from 'react';
import { z } from 'zod';
import {
  VIDEO_SORTS,
  VIDEO_STATUSES,
  VIDEO_VISIBILITIES,
  type VideoStatus,
  type VideoVisibility,
} from '@creator-console/contract';
import { Button, ConfirmDialog, Inline, Select, Stack, Text, type DataTableKey } from '@creator-console/ui';
import { ExportButton } from '../../../shared/exports/exports';
import { useMessages } from '../../../shared/i18n';
import { orderedDates, urlParam, useListParams } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useBulkVideos, useDeleteVideo, type BulkVideosInput } from '../api/change-videos';
import { useMyVideos } from '../api/get-my-videos';
import { videoKind } from '../content-kinds';
import { videoMessages } from '../messages';
import { ContentLibrary, contentParams, contentQuery } from './content-library';
import { HistoryDrawer } from './history-drawer';
import { VideoCover } from './video-cover';

/**
 * The content library's state in the URL: paging, `status` (all when absent), the title keyword
 * `q`, the created-date range `start`/`end`, `sort` and `order`, and the open `history` drawer.
 */
export const libraryParams = z
  .object({
    ...contentParams(VIDEO_STATUSES),
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
  return { ...contentQuery(params, status), sort: params.sort, order: params.order };
}

/** A bulk action waiting for its confirmation. */
type Bulk = { action: BulkVideosInput['action']; visibility?: VideoVisibility };

/**
 * The creator's content library (and, with `draftsOnly`, the drafts): cover, title, status with
 * the rejection reason, visibility, dates and plays; sort beside the library's filters; bulk
 * delete, submit and visibility with confirmation; per-row review history.
 */
export function VideoLibrary({ draftsOnly = false }: { draftsOnly?: boolean }) {
  const t = useMessages(videoMessages);
  const list = useListParams(libraryParams, { view: ['history'] });
  const { params, update } = list;
  const filter = libraryQuery(params, draftsOnly ? 'draft' : params.status);
  const query = useMyVideos(filter);
  const [selected, setSelected] = useState<DataTableKey[]>([]);
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const [bulkVisibility, setBulkVisibility] = useState<VideoVisibility>('private');
  const remove = useDeleteVideo();
  const change = useBulkVideos();

  const visibilityLabel = (value: VideoVisibility) => t(`visibility_${value}`);

  const confirmBulk = async () => {
    if (!bulk) return;
    const result = await change.trigger({ ...bulk, ids: selected.map(Number) });
    toaster.show({ tone: 'positive', message: t('bulkDone', { done: result.done.length }) });
    if (result.skipped.length > 0) {
      const reasons = [...new Set(result.skipped.map((skip) => skip.message))].join('；');
      toaster.show({ tone: 'caution', message: t('bulkSkipped', { count: result.skipped.length, reasons }) });
    }
    setSelected([]);
  };

  const bulkDialog = (() => {
    if (!bulk) return { title: '', description: '' };
    const count = selected.length;
    if (bulk.action === 'delete')
      return { title: t('confirmDeleteTitle'), description: t('confirmBulkDelete', { count }) };
    if (bulk.action === 'submit')
      return { title: t('confirmBulkSubmitTitle'), description: t('confirmBulkSubmit', { count }) };
    return {
      title: t('confirmBulkVisibilityTitle'),
      description: t('confirmBulkVisibility', {
        count,
        visibility: visibilityLabel(bulk.visibility ?? 'public'),
      }),
    };
  })();

  return (
    <ContentLibrary
      kind={videoKind}
      list={list}
      query={query}
      remove={remove.trigger}
      label={draftsOnly ? t('draftTableLabel') : t('tableLabel')}
      tabs={!draftsOnly}
      lead={{
        key: 'video',
        header: t('columnVideo'),
        cover: (row, text) => <VideoCover cover={row.cover} {...text} />,
        details: (row, title) => (
          <>
            <Text weight="medium">{title}</Text>
            {row.topics.length > 0 ? (
              <Text tone="muted" size="small">
                {row.topics.map((topic) => `#${topic}`).join(' ')}
              </Text>
            ) : null}
          </>
        ),
      }}
      columns={({ lead, status, dates, actions }) => [
        lead,
        status,
        { key: 'visibility', header: t('columnVisibility'), cell: (row) => visibilityLabel(row.visibility) },
        dates,
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
        actions,
      ]}
      laterDates={(row, date) => [
        row.published_at ? t('publishedAt', { date: date(row.published_at) }) : null,
        row.status === 'scheduled' && row.scheduled_at
          ? t('scheduledAt', { date: date(row.scheduled_at) })
          : null,
      ]}
      rowActions={(row, title) => (
        <Button
          size="small"
          variant="ghost"
          aria-label={t('historyLabel', { title })}
          onClick={() => update({ history: row.id })}
        >
          {t('history')}
        </Button>
      )}
      create={{ to: '/video/create', label: t('publishNew'), icon: 'video-upload' }}
      actions={<ExportButton request={{ kind: 'videos', filter: { ...filter, page: 1 } }} />}
      filters={
        <>
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
        </>
      }
      empty={
        draftsOnly
          ? { title: t('emptyDrafts'), description: t('emptyDraftsBody') }
          : { title: t('empty'), description: t('emptyBody') }
      }
      selection={{
        keys: selected,
        onChange: setSelected,
        actions: (
          <Inline space="xsmall" alignY="center">
            <Button size="small" tone="critical" variant="soft" onClick={() => setBulk({ action: 'delete' })}>
              {t('bulkDelete')}
            </Button>
            <Button size="small" variant="soft" onClick={() => setBulk({ action: 'submit' })}>
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
              onClick={() => setBulk({ action: 'visibility', visibility: bulkVisibility })}
            >
              {t('bulkVisibilityTo', { visibility: visibilityLabel(bulkVisibility) })}
            </Button>
          </Inline>
        ),
      }}
    >
      <ConfirmDialog
        open={bulk !== null}
        onOpenChange={(open) => (open ? undefined : setBulk(null))}
        title={bulkDialog.title}
        description={bulkDialog.description}
        tone={bulk?.action === 'delete' ? 'critical' : 'accent'}
        onConfirm={confirmBulk}
      />
      <HistoryDrawer id={params.history} onClose={() => update({ history: null })} />
    </ContentLibrary>
  );
}
