import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
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
  DataTable,
  EmptyState,
  Heading,
  Pagination,
  Stack,
  Tag,
  Text,
  type DataTableColumn,
  type Tone,
} from '@creator-console/ui';
import { apiClient, type ApiKey } from '../api';
import { defineMessages, useMessages } from '../i18n';
import { toaster } from '../notices';
import { usePageTitles } from '../page-titles';

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
};

const exportsKey = (kind: ExportKind, page: number, size: number): ApiKey<typeof endpoints.myExports> => [
  endpoints.myExports,
  { query: { kind, page, size } },
];
const isExportsKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.myExports;

/**
 * Starts an export of a list with its current filter (the list's own query) and opens the
 * download list, where the file appears when it is ready.
 */
export function useStartExport() {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [starting, setStarting] = useState(false);
  const start = async (request: ExportRequest) => {
    setStarting(true);
    try {
      await apiClient.call(endpoints.createExport, { body: request });
      await mutate(isExportsKey);
      toaster.show({ tone: 'positive', message: t('started') });
      navigate(EXPORT_PAGES[request.kind]);
    } finally {
      setStarting(false);
    }
  };
  return { start, starting };
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 100 ? n : fallback;
};

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

/** A download list of one kind of export: status, rows, and the file once done (polled while busy). */
export function ExportsPage({ kind }: { kind: ExportKind }) {
  const t = useMessages(messages);
  const titles = usePageTitles();
  const [params, setParams] = useSearchParams();
  const page = { page: positive(params.get('page'), 1), size: positive(params.get('size'), 10) };
  const setPage = (next: { page: number; size: number }) =>
    setParams({ page: String(next.page), size: String(next.size) });
  const { start, starting } = useStartExport();
  const { data, isLoading } = useSWR<{ data: ExportJob[]; total: number }>(
    exportsKey(kind, page.page, page.size),
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
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <Card
        padding="standard"
        actions={
          <Button loading={starting} onClick={() => void start({ kind, filter: {} })}>
            {t('exportAll')}
          </Button>
        }
      >
        <Stack space="medium">
          <Text tone="muted">{t('intro')}</Text>
          <DataTable
            label={t('listLabel')}
            columns={columns}
            rows={data?.data ?? []}
            rowKey="id"
            loading={isLoading && !data}
            empty={<EmptyState title={t('empty')} description={t('emptyBody')} />}
          />
          {data && data.total > page.size ? (
            <Pagination
              total={data.total}
              page={page.page}
              size={page.size}
              label={t('pagination')}
              onChange={(next, size) => setPage({ page: size === page.size ? next : 1, size })}
            />
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
