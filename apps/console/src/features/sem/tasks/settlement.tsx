import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from '@creator-console/auth/react';
import {
  AD_RUN_STATUS_LABELS,
  endpoints,
  formatFen,
  type AdSettlementItem,
  type AdSettlementRun,
  type AdTaskDetail,
} from '@creator-console/contract';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Heading,
  Icon,
  Inline,
  Stack,
  Stat,
  Tag,
  Text,
  UsageBar,
  type DataTableColumn,
} from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import { ListTable, RowActions, type Paging } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { isEndpointKey, useEndpoint } from '../../../shared/use-endpoint';
import { useCreateSettlement, useResumeSettlement } from './api';
import { blockerLinks, canConfirm, scalePercent } from './logic';
import { taskMessages, type TaskMessageKey } from './messages';

/** How often a posting run is read again (§10: every 2 s). */
export const RUN_POLL_MS = 2000;

const SETTLED_VIEWS = [
  endpoints.adTaskList,
  endpoints.adTaskDetail,
  endpoints.adSettlementPreview,
  endpoints.adSettlements,
];

function usePaging() {
  const [page, setPage] = useState({ page: 1, size: 10 });
  const paging: Paging = {
    ...page,
    onChange: (next, size) => setPage({ page: size === page.size ? next : 1, size }),
  };
  return paging;
}

/** A run while it posts: its progress, read again every 2 s until it completes or fails. */
function RunProgress({ taskId, runId }: { taskId: number; runId: number }) {
  const t = useMessages(taskMessages);
  const { locale } = useLocale();
  const { mutate } = useSWRConfig();
  const { data: run } = useEndpoint(
    endpoints.adSettlementDetail,
    { params: { id: taskId, runId } },
    { refreshInterval: (latest) => (latest && latest.status !== 'posting' ? 0 : RUN_POLL_MS) },
  );
  const ended = run !== undefined && run.status !== 'posting';
  // A run that ended changed the task, its preview and its history: read them again, once.
  useEffect(() => {
    if (ended) void mutate(isEndpointKey(...SETTLED_VIEWS));
  }, [ended, mutate]);
  if (!run) return null;
  const money = (fen: number) => formatFen(fen, { locale });
  const text = t('progressText', {
    posted: run.posted_items,
    items: run.items,
    postedFen: money(run.posted_fen),
    totalFen: money(run.total_fen),
  });
  // The bar while the run posts; once it has ended, its outcome in words (the history lists it too).
  return run.status === 'posting' ? (
    <UsageBar
      label={t('progress')}
      kind="progress"
      max={run.items}
      segments={[{ label: t('progress'), value: run.posted_items, tone: 'accent' }]}
      valueText={text}
    />
  ) : (
    <div role="status">
      <Text tone={run.status === 'failed' ? 'critical' : 'positive'}>
        {AD_RUN_STATUS_LABELS[run.status]} · {text}
        {run.error ? `：${run.error}` : ''}
      </Text>
    </div>
  );
}

/**
 * The 结算 tab (§10): when it may be settled, what blocks it (with where to clear it), the preview
 * (summary and items), 确认结算 for `sem:settle` (others read 需管理员确认结算), the progress of a
 * posting run and the run history with 继续 for failed runs.
 */
export function TaskSettlement({ task }: { task: AdTaskDetail }) {
  const t = useMessages(taskMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const { can } = useSession();
  const canSettle = can('sem:settle');
  const money = (fen: number) => formatFen(fen, { locale });
  const itemsPaging = usePaging();
  const runsPaging = usePaging();
  const [confirming, setConfirming] = useState(false);
  const [started, setStarted] = useState<number | null>(null);
  const create = useCreateSettlement();
  const resume = useResumeSettlement();

  const preview = useEndpoint(
    endpoints.adSettlementPreview,
    { params: { id: task.id }, query: { page: itemsPaging.page, size: itemsPaging.size } },
    { keepPreviousData: true },
  );
  const runs = useEndpoint(
    endpoints.adSettlements,
    { params: { id: task.id }, query: { page: runsPaging.page, size: runsPaging.size } },
    { keepPreviousData: true },
  );
  const summary = preview.data?.summary;
  const posting = runs.data?.data.find((run) => run.status === 'posting');
  const watched = started ?? posting?.id ?? null;
  const blockers = blockerLinks(task.id, summary?.blockers ?? []);
  const scale = summary ? scalePercent(summary.scale_ppm) : null;

  const confirm = async () => {
    if (!summary) return;
    const run = await create.trigger({
      params: { id: task.id },
      body: { preview_total_fen: summary.total_fen },
    });
    setStarted(run.id);
    toaster.show({ tone: 'positive', message: t('settleStarted') });
  };

  const itemColumns: DataTableColumn<AdSettlementItem>[] = [
    { key: 'creator', header: t('creator'), cell: (row) => row.creator.name },
    { key: 'video', header: t('video'), cell: (row) => row.video.title },
    { key: 'plays', header: t('plays'), align: 'right', cell: (row) => row.plays.toLocaleString('en-US') },
    {
      key: 'conversions',
      header: t('conversions'),
      align: 'right',
      cell: (row) => row.conversions.toLocaleString('en-US'),
    },
    { key: 'base', header: t('base'), align: 'right', cell: (row) => money(row.base_fen) },
    { key: 'bonus', header: t('bonus'), align: 'right', cell: (row) => money(row.bonus_fen) },
    { key: 'cut', header: t('capCut'), align: 'right', cell: (row) => money(row.cap_cut_fen) },
    { key: 'final', header: t('final'), align: 'right', cell: (row) => money(row.final_fen) },
    {
      key: 'flags',
      header: t('flags'),
      cell: (row) => (
        <Inline space="xsmall">
          {row.outcome !== 'settle' ? (
            <Tag size="small" tone={row.outcome === 'hold' ? 'caution' : 'critical'}>
              {t(`outcome_${row.outcome}`)}
            </Tag>
          ) : null}
          {row.featured ? <Tag size="small">{t('featuredFlag')}</Tag> : null}
          {row.reason ? <Text size="small">{row.reason}</Text> : null}
        </Inline>
      ),
    },
  ];

  const runColumns: DataTableColumn<AdSettlementRun>[] = [
    { key: 'at', header: t('runTime'), cell: (row) => dateTime(row.started_at) },
    { key: 'by', header: t('runBy'), cell: (row) => row.created_by?.name ?? '—' },
    {
      key: 'items',
      header: t('runItems'),
      align: 'right',
      cell: (row) => `${row.posted_items}/${row.items}`,
    },
    { key: 'total', header: t('runTotal'), align: 'right', cell: (row) => money(row.total_fen) },
    {
      key: 'status',
      header: t('runStatus'),
      cell: (row) => (
        <Stack space="none">
          <Text>{AD_RUN_STATUS_LABELS[row.status]}</Text>
          {row.error ? (
            <Text size="small" tone="critical">
              {row.error}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <RowActions
          actions={[
            row.status === 'failed' &&
              canSettle && {
                label: t('continue'),
                name: t('continueOf', { id: row.id }),
                onClick: () =>
                  void resume.trigger({ params: { id: task.id, runId: row.id } }).then((run) => {
                    setStarted(run.id);
                    toaster.show({ tone: 'positive', message: t('resumed2') });
                  }),
              },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack space="large">
      <Text>
        {task.settle_after ? t('settleAfterLine', { date: dateTime(task.settle_after) }) : t('notScheduled')}
      </Text>
      <Stack space="small">
        <Heading level={3}>{t('checklist')}</Heading>
        <ul aria-label={t('checklist')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {summary && blockers.length === 0 ? (
            <li>
              <Inline space="xsmall" alignY="center">
                <Icon name="check-circle" />
                <Text tone="positive">{t('blockersNone')}</Text>
              </Inline>
            </li>
          ) : null}
          {blockers.map((blocker) => {
            const count = summary?.blockers.find((b) => b.code === blocker.code)?.count ?? 0;
            return (
              <li key={blocker.code}>
                <Inline space="small" alignY="center">
                  <Icon name="close-circle" />
                  <Text weight="strong">{t(`blocker_${blocker.code}` as TaskMessageKey, { n: count })}</Text>
                  <Text tone="critical">{blocker.message}</Text>
                  {blocker.to ? <TextLink to={blocker.to}>{t('goHandle')}</TextLink> : null}
                </Inline>
              </li>
            );
          })}
        </ul>
      </Stack>
      {summary ? (
        <section aria-label={t('previewSummary')}>
          <Stack space="small">
            <Heading level={3}>{t('previewSummary')}</Heading>
            <Inline space="large">
              <Stat label={t('items')} value={summary.items} />
              <Stat label={t('total')} value={money(summary.total_fen)} />
              <Stat label={t('remainingBudget')} value={money(summary.remaining_fen)} />
              <Stat label={t('scale')} value={scale === null ? t('scaleFull') : `${scale}%`} />
              <Stat label={t('held')} value={summary.held} />
              <Stat label={t('invalidated')} value={summary.invalidated} />
            </Inline>
          </Stack>
        </section>
      ) : null}
      <ListTable
        label={t('itemsLabel')}
        columns={itemColumns}
        rowKey="submission_id"
        query={{ ...preview, data: preview.data?.items }}
        paging={itemsPaging}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('itemsEmpty')} />}
      />
      <Inline space="small" alignY="center">
        {canSettle ? (
          <Button
            tone="accent"
            disabled={!canConfirm(canSettle, summary) || (watched !== null && posting !== undefined)}
            loading={create.isMutating}
            onClick={() => setConfirming(true)}
          >
            {t('confirmSettle')}
          </Button>
        ) : (
          <Text tone="muted">{t('adminConfirms')}</Text>
        )}
      </Inline>
      {watched !== null ? <RunProgress taskId={task.id} runId={watched} /> : null}
      <Stack space="small">
        <Heading level={3}>{t('runs')}</Heading>
        <ListTable
          label={t('runs')}
          columns={runColumns}
          rowKey="id"
          query={runs}
          paging={runsPaging}
          pagingLabel={t('pagination')}
          empty={<EmptyState size="small" title={t('runsEmpty')} />}
        />
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settleDialogTitle')}
        description={t('settleDialog', {
          n: summary?.creators ?? 0,
          total: money(summary?.total_fen ?? 0),
        })}
        confirmLabel={t('confirmSettle')}
        onConfirm={confirm}
      />
    </Stack>
  );
}
