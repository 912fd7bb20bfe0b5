import { useState } from 'react';
import { z } from 'zod';
import {
  endpoints,
  formatFen,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_TYPES,
  type FinanceWithdrawalDetail,
  type ResponseOf,
  type WithdrawalReviewInput,
} from '@creator-console/contract';
import {
  Avatar,
  Button,
  ConfirmDialog,
  DecisionBar,
  Dialog,
  DialogContent,
  Drawer,
  DrawerContent,
  EmptyState,
  Inline,
  Stack,
  Stat,
  Text,
  type DataTableColumn,
  type DataTableKey,
  type DecisionResult,
} from '@creator-console/ui';
import { Can } from '@creator-console/auth/react';
import { useSWRConfig } from 'swr';
import { apiClient } from '../../../shared/api';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import { useIdempotencyKey } from '../../../shared/idempotency';
import {
  amountColumn,
  ChoiceFilter,
  DateRangeFilter,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  orderedDates,
  paging,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { SkippedDialog, skippedLines } from '../../../shared/review/skipped-dialog';
import { isEndpointKey, useEndpoint } from '../../../shared/use-endpoint';
import { certified, fenFilter, reviewBody, withdrawalReasons } from './logic';
import { reviewMessages, type ReviewMessageKey } from './messages';
import { WithdrawalDetail } from './withdrawal-detail';

type Row = ResponseOf<typeof endpoints.financeWithdrawals>['data'][number];

const STATUS_FILTERS = [...WITHDRAWAL_STATUSES, 'all'] as const;

/** /finance/index's URL: paging, filters (status default 待审核), the open withdrawal `id`. */
export const reviewParams = z.object({
  ...paging(),
  type: urlParam.oneOf(WITHDRAWAL_TYPES),
  status: urlParam.oneOf(STATUS_FILTERS, 'pending'),
  q: urlParam.text(),
  start: urlParam.day(),
  end: urlParam.day(),
  min: urlParam.text(12),
  max: urlParam.text(12),
  id: urlParam.id(),
});

const refreshed = isEndpointKey(
  endpoints.financeWithdrawals,
  endpoints.financeWithdrawalDetail,
  endpoints.financeOverview,
);

function StatRow() {
  const t = useMessages(reviewMessages);
  const { locale } = useLocale();
  const { data } = useEndpoint(endpoints.financeOverview);
  const value = (entry: { count: number; sum_fen: number } | undefined) =>
    entry ? t('statCountSum', { count: entry.count, sum: formatFen(entry.sum_fen, { locale }) }) : '—';
  return (
    <section aria-label={t('statsLabel')}>
      <Inline space="large">
        <Stat label={t('statPending')} value={value(data?.statuses.pending)} />
        <Stat label={t('statApproved')} value={value(data?.statuses.approved)} />
        <Stat label={t('statPaying')} value={value(data?.statuses.paying)} />
        <Stat label={t('statTodayPaid')} value={value(data?.today_paid)} />
      </Inline>
    </section>
  );
}

/** /finance/index (列表审核): decide pending withdrawals one by one or in batches. */
export function WithdrawalReviewPage() {
  const t = useMessages(reviewMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const { mutate } = useSWRConfig();
  const { params: raw, update, paging } = useListParams(reviewParams, { view: ['id'] });
  const params = orderedDates(raw);
  const [selected, setSelected] = useState<DataTableKey[]>([]);
  const [deciding, setDeciding] = useState(false);
  const [batch, setBatch] = useState<'approve' | 'reject' | null>(null);
  const [skipped, setSkipped] = useState<string[] | null>(null);
  const reviewKey = useIdempotencyKey('finance.review');
  const batchKey = useIdempotencyKey('finance.review.batch');

  const query = useEndpoint(
    endpoints.financeWithdrawals,
    {
      query: withoutEmpty({
        page: params.page,
        size: params.size,
        type: params.type,
        status: params.status === 'all' ? null : params.status,
        keyword: params.q,
        start_date: params.start,
        end_date: params.end,
        min_fen: fenFilter(params.min) ?? null,
        max_fen: fenFilter(params.max) ?? null,
      }),
    },
    { keepPreviousData: true },
  );
  const rows = query.data?.data ?? [];
  const refresh = () => void mutate(refreshed);

  const review = async (id: number, no: string, body: WithdrawalReviewInput) => {
    setDeciding(true);
    try {
      const request = { params: { id }, body };
      await reviewKey.run(
        (idempotencyKey) => apiClient.call(endpoints.reviewFinanceWithdrawal, { ...request, idempotencyKey }),
        request,
      );
      toaster.show({
        tone: 'positive',
        message: t(body.decision === 'approve' ? 'approvedToast' : 'rejectedToast', { no }),
      });
      refresh();
    } finally {
      setDeciding(false);
    }
  };

  const decide = async (detail: FinanceWithdrawalDetail, result: DecisionResult) => {
    const body = reviewBody(result);
    await review(detail.id, detail.no, body);
    const next = rows.find((row) => row.id !== detail.id && row.status === 'pending');
    update({ id: next?.id ?? null });
  };

  const decideBatch = async (result: DecisionResult) => {
    const ids = selected.map(Number);
    const body = reviewBody(result);
    setDeciding(true);
    try {
      const request = { body: { ...body, ids } };
      const answer = await batchKey.run(
        (idempotencyKey) =>
          apiClient.call(endpoints.reviewFinanceWithdrawalBatch, { ...request, idempotencyKey }),
        request,
      );
      toaster.show({ tone: 'positive', message: t('batchDone', { count: answer.decided.length }) });
      if (answer.skipped.length > 0) {
        const numbers = new Map(rows.map((row) => [row.id, row.no]));
        setSkipped(skippedLines(answer.skipped, (id) => numbers.get(id) ?? `#${id}`));
      }
      setSelected([]);
      setBatch(null);
      refresh();
    } finally {
      setDeciding(false);
    }
  };

  const columns: DataTableColumn<Row>[] = [
    { key: 'no', header: t('no'), cell: (row) => row.no },
    {
      key: 'user',
      header: t('user'),
      cell: (row) => (
        <Inline space="small" wrap={false}>
          <Avatar name={row.user.name} src={row.user.avatar || undefined} size="small" decorative />
          <Stack space="none">
            <Text>{row.user.name}</Text>
            <Text tone="muted" size="small">
              ID {row.user.id}
            </Text>
          </Stack>
        </Inline>
      ),
    },
    { key: 'type', header: t('type'), cell: (row) => t(row.type) },
    amountColumn(t('amount'), 'amount', (row) => row.amount_fen, { locale }),
    amountColumn(t('tax'), 'tax', (row) => row.tax_fen, { locale }),
    {
      key: 'account',
      header: t('account'),
      cell: (row) => `${row.account.bank_name} ${row.account.account_masked}`,
    },
    {
      key: 'cert',
      header: t('cert'),
      cell: (row) =>
        certified(row.type, row.user)
          ? t('certOk')
          : t(row.type === 'personal' ? 'certMissingPersonal' : 'certMissingCompany'),
    },
    { key: 'created_at', header: t('createdAt'), cell: (row) => dateTime(row.created_at) },
    { key: 'status', header: t('status'), cell: (row) => t(row.status as ReviewMessageKey) },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <Button
          size="small"
          variant={row.status === 'pending' ? 'soft' : 'ghost'}
          tone={row.status === 'pending' ? 'accent' : 'neutral'}
          aria-label={t('reviewLabel', { no: row.no })}
          onClick={() => update({ id: row.id })}
        >
          {row.status === 'pending' ? t('review') : t('view')}
        </Button>
      ),
    },
  ];

  const openNo = rows.find((row) => row.id === params.id)?.no ?? '';

  return (
    <ListPage>
      <StatRow />
      <FilterBar label={t('filters')} onSubmit={update}>
        <ChoiceFilter
          label={t('type')}
          allLabel={t('typeAll')}
          value={params.type}
          options={WITHDRAWAL_TYPES.map((value) => ({ value, label: t(value) }))}
          onChange={(value) => update({ type: value })}
        />
        <ChoiceFilter
          label={t('status')}
          allLabel={t('statusAll')}
          value={params.status === 'all' ? null : params.status}
          options={WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(value as ReviewMessageKey) }))}
          onChange={(value) => update({ status: value ?? 'all' })}
        />
        <KeywordFilter name="q" label={t('keyword')} placeholder={t('keywordHint')} value={params.q} />
        <DateRangeFilter label={t('dates')} start={params.start} end={params.end} onChange={update} />
        <KeywordFilter name="min" label={t('minYuan')} value={params.min} />
        <KeywordFilter name="max" label={t('maxYuan')} value={params.max} />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('tableLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={paging}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('empty')} />}
        selectable
        selectedKeys={selected}
        onSelectionChange={setSelected}
        rowLabel={(row) => t('selectLabel', { no: row.no })}
        bulkActions={
          <Can permission="finance:review">
            <Inline space="small">
              <Button size="small" tone="accent" onClick={() => setBatch('approve')} disabled={deciding}>
                {t('batchApprove')}
              </Button>
              <Button
                size="small"
                tone="critical"
                variant="soft"
                onClick={() => setBatch('reject')}
                disabled={deciding}
              >
                {t('batchReject')}
              </Button>
            </Inline>
          </Can>
        }
      />
      <ConfirmDialog
        open={batch === 'approve'}
        onOpenChange={(open) => (open ? undefined : setBatch(null))}
        title={t('batchApproveTitle')}
        description={t('batchApproveText', { count: selected.length })}
        confirmLabel={t('batchApprove')}
        onConfirm={() => decideBatch({ decision: 'approve', reasonIds: [], message: '' })}
      />
      <Dialog open={batch === 'reject'} onOpenChange={(open) => (open ? undefined : setBatch(null))}>
        {batch === 'reject' ? (
          <DialogContent title={t('batchRejectTitle')}>
            <DecisionBar
              reasons={withdrawalReasons(locale)}
              batchCount={selected.length}
              messageMaxLength={200}
              busy={deciding}
              onDecide={(result) =>
                result.decision === 'reject' ? decideBatch(result) : Promise.resolve(setBatch('approve'))
              }
            />
          </DialogContent>
        ) : null}
      </Dialog>
      <SkippedDialog
        title={t('skippedTitle', { count: skipped?.length ?? 0 })}
        lines={skipped}
        onClose={() => setSkipped(null)}
      />
      <Drawer open={params.id !== null} onOpenChange={(open) => (open ? undefined : update({ id: null }))}>
        {params.id !== null ? (
          <DrawerContent title={t('detailTitle', { no: openNo })} size="large">
            <WithdrawalDetail key={params.id} id={params.id} deciding={deciding} onDecide={decide} />
          </DrawerContent>
        ) : null}
      </Drawer>
    </ListPage>
  );
}
