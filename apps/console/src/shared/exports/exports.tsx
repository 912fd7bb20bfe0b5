import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import {
  endpoints,
  fileIdOf,
  type ExportJob,
  type ExportKind,
  type ExportRequest,
} from '@creator-console/contract';
import {
  Button,
  Card,
  EmptyState,
  Stack,
  Tag,
  Text,
  type DataTableColumn,
  type Tone,
} from '@creator-console/ui';
import { apiClient } from '../api';
import { defineMessages, useMessages } from '../i18n';
import { ListPage, ListTable, urlParam, useListParams } from '../list';
import { toaster } from '../notices';
import { isEndpointKey, useEndpoint } from '../use-endpoint';

const messages = defineMessages({
  'zh-CN': {
    intro: '导出在后台生成，完成后可在此下载。文件保留在你的账户中，仅你本人可以下载。',
    listLabel: '导出记录',
    name: '文件',
    status: '状态',
    rows: '行数',
    createdAt: '创建时间',
    actions: '操作',
    download: '下载',
    pending: '排队中',
    running: '生成中',
    done: '已完成',
    failed: '失败',
    empty: '还没有导出记录',
    emptyBody: '在列表页筛选后点击“导出”，生成的文件会出现在这里。',
    started: '已开始导出，完成后可在导出记录中下载',
    exportAll: '导出全部',
    exportList: '导出当前筛选',
    pagination: '导出记录分页',
  },
  'en-US': {
    intro:
      'Exports are built in the background and can be downloaded here once done. The files stay in your account; only you can download them.',
    listLabel: 'Exports',
    name: 'File',
    status: 'Status',
    rows: 'Rows',
    createdAt: 'Created',
    actions: 'Actions',
    download: 'Download',
    pending: 'Queued',
    running: 'Generating',
    done: 'Done',
    failed: 'Failed',
    empty: 'No exports yet',
    emptyBody: 'Filter a list and choose “Export”; the file shows up here.',
    started: 'Export started; download it from the export list when it is done',
    exportAll: 'Export all',
    exportList: 'Export this view',
    pagination: 'Export pages',
  },
});

const TONES: Record<ExportJob['status'], Tone> = {
  pending: 'neutral',
  running: 'accent',
  done: 'positive',
  failed: 'critical',
};

/** Where each kind's download list lives. */
export const EXPORT_PAGES: Record<ExportKind, string> = {
  videos: '/video/export',
  review_videos: '/audit/export',
  operation_logs: '/log/index?exports=1',
  accounts: '/admin/index?exports=1',
  notice_receipts: '/admin/notice?exports=1',
  tracking_events: '/log/es?exports=1',
  playlet_statements: '/finance/export',
  finance_withdrawals: '/finance/export',
  finance_entries: '/finance/export',
  finance_tax: '/finance/export',
  payout_batch: '/finance/export',
};

/**
 * Where a started export sends the user: its download list, keeping the current page's own URL
 * state (filters, the explorer's range and chips) when the list is a drawer on that very page.
 */
export function exportTarget(kind: ExportKind, current: { pathname: string; search: string }): string {
  const target = EXPORT_PAGES[kind];
  const [path = target, query = ''] = target.split('?');
  if (path !== current.pathname) return target;
  const search = new URLSearchParams(current.search);
  // The drawer's download list pages with the same parameter: it starts on its first page.
  search.delete('page');
  for (const [key, value] of new URLSearchParams(query)) search.set(key, value);
  return `${path}?${search.toString()}`;
}

const isExportsKey = isEndpointKey(endpoints.myExports);

/**
 * Starts an export of a list with its current filter (the list's own query) and opens the
 * download list, where the file appears when it is ready.
 */
export function useStartExport() {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const [starting, setStarting] = useState(false);
  const start = async (request: ExportRequest) => {
    setStarting(true);
    try {
      await apiClient.call(endpoints.createExport, { body: request });
      await mutate(isExportsKey);
      toaster.show({ tone: 'positive', message: t('started') });
      navigate(exportTarget(request.kind, location));
    } finally {
      setStarting(false);
    }
  };
  return { start, starting };
}

/** “Export this view”: exports the list with its current filter (the list's own query). */
export function ExportButton({ request }: { request: ExportRequest }) {
  const t = useMessages(messages);
  const { start, starting } = useStartExport();
  return (
    <Button variant="soft" loading={starting} onClick={() => void start(request)}>
      {t('exportList')}
    </Button>
  );
}

const exportListParams = z.object({ page: urlParam.page(), size: urlParam.anySize() });

async function download(job: ExportJob) {
  const id = job.file ? fileIdOf(job.file) : null;
  if (!id) return;
  const { url } = await apiClient.call(endpoints.fileAddress, { params: { id } });
  const link = document.createElement('a');
  link.href = url;
  link.download = job.name;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * A download list of one kind of export: status, rows, and the file once done (polled while busy).
 * `exportAll`: offer “export all” (off for kinds whose filter names one object, as receipts do).
 */
export function ExportsPage({
  kind,
  kinds,
  exportAll = true,
}: {
  kind?: ExportKind;
  /** Several kinds in one list (/finance/export); no “export all” then. */
  kinds?: readonly ExportKind[];
  exportAll?: boolean;
}) {
  const t = useMessages(messages);
  const { paging } = useListParams(exportListParams);
  const { start, starting } = useStartExport();
  const query = useEndpoint(
    endpoints.myExports,
    { query: { kind, kinds: kinds?.join(','), page: paging.page, size: paging.size } },
    {
      keepPreviousData: true,
      refreshInterval: (latest) =>
        latest?.data.some((job) => job.status === 'pending' || job.status === 'running') ? 1500 : 0,
    },
  );

  const columns: DataTableColumn<ExportJob>[] = [
    { key: 'name', header: t('name') },
    {
      key: 'status',
      header: t('status'),
      width: 110,
      cell: (job) => (
        <Stack space="xsmall">
          <Tag tone={TONES[job.status]}>{t(job.status)}</Tag>
          {job.error ? (
            <Text size="small" tone="critical">
              {job.error}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'rows', header: t('rows'), width: 90, align: 'right' },
    {
      key: 'created_at',
      header: t('createdAt'),
      width: 180,
      cell: (job) => new Date(job.created_at).toLocaleString(),
    },
    {
      key: 'actions',
      header: t('actions'),
      width: 100,
      cell: (job) =>
        job.status === 'done' ? (
          <Button size="small" variant="soft" onClick={() => void download(job)}>
            {t('download')}
          </Button>
        ) : null,
    },
  ];

  return (
    <ListPage>
      <Card
        padding="standard"
        actions={
          exportAll && kind ? (
            <Button loading={starting} onClick={() => void start({ kind, filter: {} } as ExportRequest)}>
              {t('exportAll')}
            </Button>
          ) : undefined
        }
      >
        <Stack space="medium">
          <Text tone="muted">{t('intro')}</Text>
          <ListTable
            label={t('listLabel')}
            columns={columns}
            rowKey="id"
            query={query}
            paging={paging}
            pagingLabel={t('pagination')}
            empty={<EmptyState title={t('empty')} description={t('emptyBody')} />}
          />
        </Stack>
      </Card>
    </ListPage>
  );
}
