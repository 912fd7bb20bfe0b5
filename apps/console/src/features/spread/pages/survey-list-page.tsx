import { z } from 'zod';
import {
  AD_RECEIPT_STATUS_LABELS,
  AD_SUBMISSION_STATUS_LABELS,
  endpoints,
  type AdReceipt,
  type MySubmission,
} from '@creator-console/contract';
import { Card, EmptyState, Stack, Tag, Text, type DataTableColumn } from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import { ListPage, ListTable, paging, urlParam, useListParams } from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { receiptMessages } from '../receipt-messages';

const listParams = z.object({
  ...paging(),
  task_id: urlParam.id(),
  due_page: urlParam.page(),
  due_size: urlParam.size(),
});

const STATUS_TONES = { pending: 'accent', approved: 'positive', rejected: 'critical' } as const;

/**
 * /spread/survey-list?task_id= 回执列表 (ad-tasks.md §10): my receipts (task, video, claimed,
 * verified, status and reason, revision, updated) and my submissions still lacking one (提交回执).
 */
export default function SurveyListPage() {
  const t = useMessages(receiptMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const { params, paging: pages } = useListParams(listParams);
  const { params: dueParams, paging: duePages } = useListParams(listParams, {
    page: 'due_page',
    size: 'due_size',
  });
  const task = params.task_id ? { task_id: params.task_id } : {};
  const receipts = useEndpoint(endpoints.myAdReceipts, {
    query: { page: params.page, size: params.size, ...task },
  });
  const due = useEndpoint(endpoints.myReceiptDue, {
    query: { page: dueParams.due_page, size: dueParams.due_size, ...task },
  });
  const figures = (plays: number | null, conversions: number | null) =>
    plays === null && conversions === null
      ? '—'
      : t('playsAndConversions', {
          plays: plays === null ? '—' : plays.toLocaleString(locale),
          conversions: conversions === null ? '—' : conversions.toLocaleString(locale),
        });
  const receiptColumns: DataTableColumn<AdReceipt>[] = [
    { key: 'task', header: t('task'), cell: (row) => row.task.title },
    { key: 'video', header: t('video'), cell: (row) => row.video.title },
    {
      key: 'claimed',
      header: t('claimed'),
      cell: (row) => figures(row.claimed_plays, row.claimed_conversions),
    },
    {
      key: 'verified',
      header: t('verified'),
      cell: (row) => figures(row.verified_plays, row.verified_conversions),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (row) => (
        <Stack space="none">
          <div>
            <Tag size="small" tone={STATUS_TONES[row.status]}>
              {AD_RECEIPT_STATUS_LABELS[row.status]}
            </Tag>
          </div>
          {row.reason ? (
            <Text size="small" tone="muted">
              {row.reason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'revision', header: t('revision'), align: 'right' },
    { key: 'updated', header: t('updated'), cell: (row) => dateTime(row.updated_at) },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <TextLink to={`/spread/survey-edit?id=${row.id}`}>{row.editable ? t('edit') : t('view')}</TextLink>
      ),
    },
  ];
  const dueColumns: DataTableColumn<MySubmission>[] = [
    { key: 'video_title', header: t('video') },
    { key: 'status', header: t('status'), cell: (row) => AD_SUBMISSION_STATUS_LABELS[row.status] },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <TextLink
          to={`/spread/survey-create?submission_id=${row.id}`}
          aria-label={t('createLabel', { title: row.video_title })}
        >
          {t('create')}
        </TextLink>
      ),
    },
  ];
  return (
    <ListPage>
      <Card as="section" title={t('due')} titleAs="h2">
        <ListTable
          label={t('due')}
          columns={dueColumns}
          rowKey="id"
          query={due}
          paging={duePages}
          pagingLabel={t('due')}
          empty={<EmptyState size="small" title={t('noDue')} />}
        />
      </Card>
      <Card as="section" title={t('receipts')} titleAs="h2">
        <ListTable
          label={t('receipts')}
          columns={receiptColumns}
          rowKey="id"
          query={receipts}
          paging={pages}
          pagingLabel={t('paging')}
          empty={<EmptyState size="small" title={t('noReceipts')} />}
        />
      </Card>
    </ListPage>
  );
}
