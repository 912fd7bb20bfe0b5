import { useState } from 'react';
import { z } from 'zod';
import {
  BATCH_DECISION_MAX,
  endpoints,
  type AdSubmissionDecision,
  type AdSubmissionRow,
  type AdTaskDetail,
} from '@creator-console/contract';
import {
  Amount,
  Avatar,
  Button,
  ConfirmDialog,
  EmptyState,
  Inline,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Tag,
  Text,
  type DataTableColumn,
  type DataTableKey,
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
  type RowAction,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { SkippedDialog, skippedLines } from '../../../shared/review/skipped-dialog';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';
import { AdThumbnail } from '../components/image-field';
import { StaffBindDialog } from '../review/bind-dialog';
import { BIND_TABS, submissionActions } from '../review/logic';
import { reviewMessages } from '../review/messages';
import { ReasonDialog } from '../review/reason-dialog';
import { TaskScope } from '../review/task-header';

const params = z.object({
  ...paging(),
  task_id: urlParam.id(),
  status: urlParam.oneOf(BIND_TABS, 'pending_review'),
  q: urlParam.text(),
  featured: urlParam.oneOf(['1', '0'] as const),
});

const refresh = [endpoints.adTaskSubmissions, endpoints.adTaskDetail];

type Asking =
  | { kind: 'one'; decision: AdSubmissionDecision; row: AdSubmissionRow }
  | { kind: 'batch'; decision: 'approve' | 'reject' };

const TOASTS = {
  approve: 'approvedToast',
  reject: 'rejectedToast',
  hold: 'heldToast',
  release: 'releasedToast',
  invalidate: 'invalidatedToast',
} as const;
const TITLES = { reject: 'rejectTitle', hold: 'holdTitle', invalidate: 'invalidateTitle' } as const;

function Submissions({ task }: { task: AdTaskDetail }) {
  const t = useMessages(reviewMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const { params: p, update, paging: pages } = useListParams(params, { view: ['task_id'] });
  const [selected, setSelected] = useState<DataTableKey[]>([]);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [skipped, setSkipped] = useState<string[] | null>(null);
  const [binding, setBinding] = useState(false);
  const one = useEndpointMutation(endpoints.decideAdSubmission, { refresh });
  const batch = useEndpointMutation(endpoints.decideAdSubmissions, { refresh });
  const query = useEndpoint(
    endpoints.adTaskSubmissions,
    {
      params: { id: task.id },
      query: withoutEmpty({
        page: p.page,
        size: p.size,
        status: p.status === 'all' ? null : p.status,
        q: p.q,
        featured: p.featured === null ? null : Number(p.featured),
      }),
    },
    { keepPreviousData: true },
  );
  const rows = query.data?.data ?? [];

  const decideOne = async (row: AdSubmissionRow, decision: AdSubmissionDecision, reason = '') => {
    await one.trigger({ params: { id: row.id }, body: { decision, reason } });
    toaster.show({ tone: 'positive', message: t(TOASTS[decision], { title: row.video.title }) });
    setSelected((keys) => keys.filter((key) => key !== row.id));
  };

  const decideBatch = async (decision: 'approve' | 'reject', reason = '') => {
    const ids = selected.map(Number);
    const answer = await batch.trigger({ body: { decision, reason, ids } });
    toaster.show({
      tone: answer.skipped.length > 0 ? 'caution' : 'positive',
      message: t('batchDone', { done: answer.done.length, skipped: answer.skipped.length }),
    });
    if (answer.skipped.length > 0) {
      const titles = new Map(rows.map((row) => [row.id, row.video.title]));
      setSkipped(skippedLines(answer.skipped, (id) => `#${id}${titles.get(id) ? ` ${titles.get(id)}` : ''}`));
    }
    setSelected([]);
  };

  const startBatch = (decision: 'approve' | 'reject') => {
    if (selected.length > BATCH_DECISION_MAX) {
      toaster.show({
        tone: 'caution',
        message: t('batchTooMany', { max: BATCH_DECISION_MAX, count: selected.length }),
      });
      return;
    }
    setAsking({ kind: 'batch', decision });
  };

  const actionsOf = (row: AdSubmissionRow): (RowAction | false)[] => {
    const can = submissionActions(row.status);
    const title = row.video.title;
    const ask = (decision: AdSubmissionDecision) => () => setAsking({ kind: 'one', decision, row });
    return [
      can.approve && {
        label: t('approve'),
        name: t('approveOf', { title }),
        onClick: () => void decideOne(row, 'approve').catch(() => undefined),
      },
      can.reject && {
        label: t('reject'),
        name: t('rejectOf', { title }),
        tone: 'critical' as const,
        onClick: ask('reject'),
      },
      can.hold && { label: t('hold'), name: t('holdOf', { title }), onClick: ask('hold') },
      can.release && {
        label: t('release'),
        name: t('releaseOf', { title }),
        confirm: {
          title: t('releaseTitle'),
          description: t('releaseText', { title }),
          confirmLabel: t('release'),
          onConfirm: () => decideOne(row, 'release'),
        },
      },
      can.invalidate && {
        label: t('invalidate'),
        name: t('invalidateOf', { title }),
        tone: 'critical' as const,
        onClick: ask('invalidate'),
      },
    ];
  };

  const columns: DataTableColumn<AdSubmissionRow>[] = [
    {
      key: 'video',
      header: t('video'),
      cell: (row) => (
        <Inline space="small" wrap={false} alignY="center">
          <AdThumbnail reference={row.video.cover} alt={row.video.title} />
          <Stack space="xxsmall">
            <Text>{row.video.title}</Text>
            <Inline space="xxsmall">
              {row.video.published_at ? (
                <Text tone="muted" size="small">
                  {t('publishedAt', { at: dateTime(row.video.published_at) })}
                </Text>
              ) : null}
              {row.featured ? (
                <Tag size="small" tone="accent">
                  {t('featuredTag')}
                </Tag>
              ) : null}
              {row.bound_by_staff ? <Tag size="small">{t('staffBound')}</Tag> : null}
            </Inline>
          </Stack>
        </Inline>
      ),
    },
    {
      key: 'creator',
      header: t('creator'),
      cell: (row) => (
        <Inline space="small" wrap={false} alignY="center">
          <Avatar name={row.creator.name} src={row.creator.avatar || undefined} size="small" decorative />
          <Stack space="none">
            <Text>{row.creator.name}</Text>
            <Text tone="muted" size="small">
              ID {row.creator.id}
            </Text>
          </Stack>
        </Inline>
      ),
    },
    { key: 'goods', header: t('goods'), cell: (row) => row.goods?.name ?? t('none') },
    {
      key: 'plays',
      header: t('playsLikes'),
      align: 'right',
      cell: (row) =>
        row.video.plays === null
          ? t('none')
          : `${row.video.plays.toLocaleString(locale)} / ${(row.video.likes ?? 0).toLocaleString(locale)}`,
    },
    {
      key: 'receipt',
      header: t('receipt'),
      cell: (row) => (row.receipt_status ? t(`receipt_${row.receipt_status}`) : t('none')),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (row) => (
        <Stack space="xxsmall">
          <Text>{t(row.status)}</Text>
          {row.reason ? (
            <Text tone="muted" size="small">
              {row.reason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t('amount'),
      align: 'right',
      cell: (row) =>
        row.amount_fen === null ? t('none') : <Amount fen={row.amount_fen + (row.bonus_fen ?? 0)} />,
    },
    { key: 'actions', header: t('actions'), cell: (row) => <RowActions actions={actionsOf(row)} /> },
  ];

  const current = asking;
  return (
    <ListPage actions={<Button onClick={() => setBinding(true)}>{t('staffBind')}</Button>}>
      <Tabs
        value={p.status}
        onValueChange={(next) => {
          setSelected([]);
          update({ status: BIND_TABS.find((tab) => tab === next) ?? 'pending_review' });
        }}
      >
        <TabsList label={t('statusTabs')}>
          {BIND_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tab === 'all' ? t('all') : t(tab)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={p.status}>
          <Stack space="medium">
            <FilterBar label={t('filters')} onSubmit={update}>
              <KeywordFilter name="q" label={t('keyword')} placeholder={t('bindKeyword')} value={p.q} />
              <ChoiceFilter
                label={t('featured')}
                allLabel={t('all')}
                value={p.featured}
                options={[
                  { value: '1', label: t('featuredYes') },
                  { value: '0', label: t('featuredNo') },
                ]}
                onChange={(featured) => update({ featured })}
              />
              <SearchButton />
            </FilterBar>
            <ListTable
              label={t('submissionsLabel')}
              columns={columns}
              rowKey="id"
              query={query}
              paging={pages}
              pagingLabel={t('pagination')}
              empty={<EmptyState title={t('submissionsEmpty')} />}
              selectable
              selectedKeys={selected}
              onSelectionChange={setSelected}
              rowLabel={(row) => row.video.title}
              bulkActions={
                <Inline space="small">
                  <Button
                    size="small"
                    tone="accent"
                    disabled={batch.isMutating}
                    onClick={() => startBatch('approve')}
                  >
                    {t('batchApprove')}
                  </Button>
                  <Button
                    size="small"
                    tone="critical"
                    variant="soft"
                    disabled={batch.isMutating}
                    onClick={() => startBatch('reject')}
                  >
                    {t('batchReject')}
                  </Button>
                </Inline>
              }
            />
          </Stack>
        </TabsContent>
      </Tabs>
      <ConfirmDialog
        open={current?.kind === 'batch' && current.decision === 'approve'}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={t('batchApproveTitle')}
        description={t('batchApproveText', { count: selected.length })}
        confirmLabel={t('batchApprove')}
        onConfirm={() => decideBatch('approve')}
      />
      {current?.kind === 'batch' && current.decision === 'reject' ? (
        <ReasonDialog
          title={t('batchRejectTitle', { count: selected.length })}
          quick
          submitLabel={t('reject')}
          busy={batch.isMutating}
          onSubmit={(reason) => decideBatch('reject', reason)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {current?.kind === 'one' && current.decision in TITLES ? (
        <ReasonDialog
          title={`${t(TITLES[current.decision as keyof typeof TITLES])}：${current.row.video.title}`}
          quick={current.decision === 'reject'}
          submitLabel={t(current.decision as keyof typeof TITLES)}
          busy={one.isMutating}
          onSubmit={(reason) => decideOne(current.row, current.decision, reason)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <SkippedDialog
        title={t('skippedTitle', { count: skipped?.length ?? 0 })}
        lines={skipped}
        onClose={() => setSkipped(null)}
      />
      {binding ? <StaffBindDialog task={task} onClose={() => setBinding(false)} /> : null}
    </ListPage>
  );
}

/** /sem/bind?task_id= 关联视频: review a task's submissions one by one or ≤ 50 at a time (ad-tasks.md §10). */
export default function SemBindPage() {
  const t = useMessages(reviewMessages);
  const { params: p } = useListParams(params, { view: ['task_id'] });
  return (
    <TaskScope
      taskId={p.task_id}
      title={(task) => t('bindTitle', { title: task.title })}
      summary={(task) =>
        t('counts', {
          pending: task.figures.submissions.pending_review,
          approved: task.figures.submissions.approved,
          held: task.figures.submissions.held,
          settled: task.figures.submissions.settled,
        })
      }
    >
      {(task) => <Submissions task={task} />}
    </TaskScope>
  );
}
