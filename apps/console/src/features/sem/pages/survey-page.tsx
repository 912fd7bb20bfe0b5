import { useState } from 'react';
import { z } from 'zod';
import {
  AD_RECEIPT_SOURCES,
  AD_RECEIPT_SOURCE_LABELS,
  AD_RECEIPT_STATUSES,
  AD_RECEIPT_STATUS_LABELS,
  endpoints,
  type AdReceipt,
} from '@creator-console/contract';
import {
  Button,
  Drawer,
  DrawerContent,
  EmptyState,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import {
  ChoiceFilter,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  RowActions,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { ImportDialog } from '../review/import-dialog';
import { reviewMessages } from '../review/messages';
import { ReceiptDetail } from '../review/receipt-detail';

const params = z.object({
  ...paging(),
  task_id: urlParam.id(),
  status: urlParam.oneOf(AD_RECEIPT_STATUSES, 'pending'),
  source: urlParam.oneOf(AD_RECEIPT_SOURCES),
  q: urlParam.text(),
  id: urlParam.id(),
});

/** /sem/survey 第三方回执: review creators' receipts and import vendor data (ad-tasks.md §10). */
export default function SemSurveyPage() {
  const t = useMessages(reviewMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const { params: p, update, paging: pages } = useListParams(params, { view: ['id'] });
  const [importing, setImporting] = useState(false);
  const tasks = useEndpoint(endpoints.adTaskList, { query: { page: 1, size: 100 } });
  const taskOptions = (tasks.data?.data ?? []).map((task) => ({ id: task.id, title: task.title }));
  const query = useEndpoint(
    endpoints.adReceiptList,
    {
      query: withoutEmpty({
        page: p.page,
        size: p.size,
        task_id: p.task_id,
        status: p.status,
        source: p.source,
        q: p.q,
      }),
    },
    { keepPreviousData: true },
  );
  const open = query.data?.data.find((receipt) => receipt.id === p.id) ?? null;
  const pair = (a: number | null, b: number | null) =>
    `${a === null ? t('none') : a.toLocaleString(locale)} / ${b === null ? t('none') : b.toLocaleString(locale)}`;

  const columns: DataTableColumn<AdReceipt>[] = [
    {
      key: 'creator',
      header: t('creator'),
      cell: (r) => (
        <Stack space="none">
          <Text>{r.user.name}</Text>
          <Text tone="muted" size="small">
            ID {r.user.id}
          </Text>
        </Stack>
      ),
    },
    { key: 'task', header: t('task'), cell: (r) => r.task.title },
    { key: 'video', header: t('video'), cell: (r) => r.video.title },
    {
      key: 'claimed',
      header: t('claimed'),
      align: 'right',
      cell: (r) => pair(r.claimed_plays, r.claimed_conversions),
    },
    {
      key: 'verified',
      header: t('verified'),
      align: 'right',
      cell: (r) => pair(r.verified_plays, r.verified_conversions),
    },
    { key: 'images', header: t('imageCount'), align: 'right', cell: (r) => r.images.length },
    { key: 'created_at', header: t('submittedAt'), cell: (r) => dateTime(r.created_at) },
    { key: 'revision', header: t('revisions'), align: 'right', cell: (r) => Math.max(0, r.revision - 1) },
    {
      key: 'status',
      header: t('status'),
      cell: (r) => (
        <Stack space="none">
          <Text>{AD_RECEIPT_STATUS_LABELS[r.status]}</Text>
          <Text tone="muted" size="small">
            {AD_RECEIPT_SOURCE_LABELS[r.source]}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (r) => (
        <RowActions
          actions={[
            {
              label: t('view'),
              name: t('viewOf', { title: r.video.title }),
              onClick: () => update({ id: r.id }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <ListPage actions={<Button onClick={() => setImporting(true)}>{t('import')}</Button>}>
      <Tabs
        value={p.status}
        onValueChange={(next) => update({ status: AD_RECEIPT_STATUSES.find((s) => s === next) ?? 'pending' })}
      >
        <TabsList label={t('receiptTabs')}>
          {AD_RECEIPT_STATUSES.map((status) => (
            <TabsTrigger key={status} value={status}>
              {AD_RECEIPT_STATUS_LABELS[status]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={p.status}>
          <Stack space="medium">
            <FilterBar label={t('filters')} onSubmit={update}>
              <ChoiceFilter
                label={t('task')}
                allLabel={t('taskAll')}
                value={p.task_id}
                options={taskOptions.map((task) => ({ value: task.id, label: task.title }))}
                onChange={(task_id) => update({ task_id })}
              />
              <ChoiceFilter
                label={t('source')}
                allLabel={t('sourceAll')}
                value={p.source}
                options={AD_RECEIPT_SOURCES.map((value) => ({
                  value,
                  label: AD_RECEIPT_SOURCE_LABELS[value],
                }))}
                onChange={(source) => update({ source })}
              />
              <KeywordFilter name="q" label={t('keyword')} placeholder={t('receiptKeyword')} value={p.q} />
              <SearchButton />
            </FilterBar>
            <ListTable
              label={t('receiptsLabel')}
              columns={columns}
              rowKey="id"
              query={query}
              paging={pages}
              pagingLabel={t('pagination')}
              empty={<EmptyState title={t('receiptsEmpty')} />}
            />
          </Stack>
        </TabsContent>
      </Tabs>
      <Drawer open={open !== null} onOpenChange={(isOpen) => (isOpen ? undefined : update({ id: null }))}>
        {open ? (
          <DrawerContent title={t('receiptTitle', { title: open.video.title })} size="large">
            <ReceiptDetail
              key={`${open.id}-${open.status}`}
              receipt={open}
              onDone={() => update({ id: null })}
            />
          </DrawerContent>
        ) : null}
      </Drawer>
      {importing ? (
        <ImportDialog tasks={taskOptions} taskId={p.task_id} onClose={() => setImporting(false)} />
      ) : null}
    </ListPage>
  );
}
