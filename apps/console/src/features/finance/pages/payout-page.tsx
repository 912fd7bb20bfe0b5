import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { z } from 'zod';
import { revealSensitive } from '@creator-console/api-client';
import { useSession } from '@creator-console/auth/react';
import {
  endpoints,
  formatFen,
  PAYOUT_TABS,
  WITHDRAWAL_STATUS_LABELS,
  type PayoutTab,
  type PayoutRow,
} from '@creator-console/contract';
import {
  Amount,
  Button,
  ConfirmDialog,
  EmptyState,
  Inline,
  SensitiveValue,
  Stack,
  Tag,
  Text,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  type DataTableColumn,
  type DataTableKey,
} from '@creator-console/ui';
import { apiClient } from '../../../shared/api';
import { TextLink } from '../../../shared/components/text-link';
import { useDateTime } from '../../../shared/date-time';
import { useMessages, type Translate } from '../../../shared/i18n';
import { useIdempotencyKey } from '../../../shared/idempotency';
import {
  amountColumn,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  SearchButton,
  StatusTabs,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';
import { FailedDialog, PaidDialog, ReturnDialog } from '../payouts/dialogs';
import { batchSelection, reviewedBy, rowActions, selectableTab } from '../payouts/logic';
import { payoutMessages } from '../payouts/messages';

type Key = keyof (typeof payoutMessages)['zh-CN'];

const TAB_KEYS: Record<PayoutTab, Key> = {
  approved: 'tabApproved',
  paying: 'tabPaying',
  paid: 'tabPaid',
  problem: 'tabProblem',
  all: 'tabAll',
};
const TABS = PAYOUT_TABS.filter((tab) => tab !== 'all');

const TONES = {
  approved: 'accent',
  paying: 'caution',
  paid: 'positive',
  failed: 'critical',
  returned: 'critical',
} as const;

const pageParams = z.object({
  ...paging(20),
  tab: urlParam.oneOf(PAYOUT_TABS, 'approved'),
  q: urlParam.text(),
  batch: urlParam.id(),
});

type Dialog =
  | { kind: 'paid'; id: number; no: string }
  | { kind: 'batchPaid'; id: number; no: string }
  | { kind: 'failed'; id: number; no: string }
  | { kind: 'return'; id: number; no: string }
  | { kind: 'cancelBatch'; id: number; no: string }
  | null;

/** The actions cell: disabled with the duty tooltip on rows the user reviewed. */
function Actions({
  row,
  t,
  userId,
  canPay,
  open,
}: {
  row: PayoutRow;
  t: Translate<Key>;
  userId: number | undefined;
  canPay: boolean;
  open: (dialog: Dialog) => void;
}) {
  const actions = rowActions(row);
  if (!canPay || actions.length === 0) return <Text tone="muted">—</Text>;
  const own = reviewedBy(row, userId);
  const label: Record<(typeof actions)[number], Key> = {
    paid: 'markPaid',
    failed: 'markFailed',
    return: 'registerReturn',
    cancelBatch: 'cancelBatch',
  };
  const buttons = (
    <Inline space="xsmall" wrap={false}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant="ghost"
          tone={action === 'failed' || action === 'return' ? 'critical' : undefined}
          disabled={own && action !== 'cancelBatch'}
          aria-label={t('actionLabel', { action: t(label[action]), no: row.no })}
          onClick={() =>
            open(
              action === 'cancelBatch'
                ? { kind: 'cancelBatch', id: row.batch_id!, no: row.batch_no ?? '' }
                : { kind: action, id: row.id, no: row.no },
            )
          }
        >
          {t(label[action])}
        </Button>
      ))}
    </Inline>
  );
  if (!own) return buttons;
  return (
    <Tooltip>
      <TooltipTrigger>
        <span tabIndex={0}>{buttons}</span>
      </TooltipTrigger>
      <TooltipContent>{t('duty')}</TooltipContent>
    </Tooltip>
  );
}

/**
 * /finance/personal and /finance/company (money.md §9.5–9.6): pay approved withdrawals in batches,
 * record each payment's result, register bank returns. One component; the path decides the type.
 */
export default function PayoutPage() {
  const t = useMessages(payoutMessages);
  const dateTime = useDateTime();
  const { pathname } = useLocation();
  const type = pathname.includes('/finance/company') ? 'company' : 'personal';
  const { user, can } = useSession();
  const canPay = can('finance:pay');
  const { params, update, paging: pager } = useListParams(pageParams);
  const query = useEndpoint(
    endpoints.financePayouts,
    {
      query: {
        type,
        ...withoutEmpty({
          tab: params.tab,
          keyword: params.q,
          batch_id: params.batch,
          page: params.page,
          size: params.size,
        }),
      },
    },
    { keepPreviousData: true },
  );
  const [checked, setChecked] = useState<DataTableKey[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirming, setConfirming] = useState(false);
  const startKey = useIdempotencyKey(`finance.payout.batch.${type}`);
  const cancelKey = useIdempotencyKey('finance.payout.batch.cancel');
  const [startedNo, setStartedNo] = useState<string | null>(null);
  const startBatch = useEndpointMutation(endpoints.createPayoutBatch, {
    refresh: [endpoints.financePayouts],
  });
  const cancelBatch = useEndpointMutation(endpoints.cancelPayoutBatch, {
    refresh: [endpoints.financePayouts],
  });
  const rows = query.data?.data ?? [];
  const selection = batchSelection(rows, checked, user?.id);

  const reveal = (row: PayoutRow) => () =>
    revealSensitive(apiClient, {
      module: 'finance',
      userId: row.user.id,
      field: type === 'company' ? 'company_account' : 'bank_account',
    } as never);

  const money = (fen: number) => formatFen(fen);
  const columns: DataTableColumn<PayoutRow>[] = [
    { key: 'no', header: t('no'), cell: (row) => row.no },
    ...(type === 'company'
      ? [{ key: 'company', header: t('company'), cell: (row: PayoutRow) => row.account.account_name }]
      : []),
    { key: 'payee', header: t('payee'), cell: (row) => `${row.account.account_name}（${row.user.name}）` },
    { key: 'bank', header: t('bank'), cell: (row) => row.account.bank_name },
    {
      key: 'account',
      header: t('account'),
      cell: (row) => (
        <SensitiveValue
          key={`${row.id}-account`}
          masked={row.account.account_masked}
          label={t('account')}
          onReveal={reveal(row)}
          onNotice={(message) => toaster.show({ tone: 'neutral', message })}
        />
      ),
    },
    amountColumn(t('amount'), 'amount', (row) => row.amount_fen),
    ...(type === 'personal'
      ? [
          {
            key: 'tax',
            header: t('tax'),
            align: 'right' as const,
            cell: (row: PayoutRow) => <Amount fen={row.tax_fen} />,
          },
        ]
      : []),
    amountColumn(t('net'), 'net', (row) => row.net_fen),
    ...(type === 'company'
      ? [
          {
            key: 'invoice_no',
            header: t('invoiceNumber'),
            cell: (row: PayoutRow) => row.invoice?.number ?? '—',
          },
          {
            key: 'invoice_date',
            header: t('invoiceDate'),
            cell: (row: PayoutRow) => row.invoice?.issue_date ?? '—',
          },
          {
            key: 'invoice_total',
            header: t('invoiceTotal'),
            align: 'right' as const,
            cell: (row: PayoutRow) => (row.invoice ? <Amount fen={row.invoice.amount_fen} /> : '—'),
          },
          {
            key: 'invoice_rate',
            header: t('taxRate'),
            cell: (row: PayoutRow) => row.invoice?.tax_rate ?? '—',
          },
          {
            key: 'invoice_file',
            header: t('invoice'),
            cell: (row: PayoutRow) =>
              row.invoice?.file ? (
                <a href={row.invoice.file} target="_blank" rel="noreferrer">
                  {t('openInvoice')}
                </a>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    { key: 'reviewer', header: t('reviewer'), cell: (row) => row.reviewer?.name ?? '—' },
    {
      key: 'batch',
      header: t('batch'),
      cell: (row) =>
        row.batch_no && row.batch_id ? (
          <Inline space="xsmall" wrap={false}>
            <TextLink to={`${pathname}?tab=all&batch=${row.batch_id}`}>{row.batch_no}</TextLink>
            {canPay && row.status === 'paying' && !reviewedBy(row, user?.id) ? (
              <Button
                size="small"
                variant="ghost"
                aria-label={t('actionLabel', { action: t('markBatchPaid'), no: row.batch_no })}
                onClick={() => setDialog({ kind: 'batchPaid', id: row.batch_id!, no: row.batch_no! })}
              >
                {t('markBatchPaid')}
              </Button>
            ) : null}
          </Inline>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (row) => (
        <Tag tone={TONES[row.status as keyof typeof TONES] ?? 'neutral'}>
          {WITHDRAWAL_STATUS_LABELS[row.status]}
        </Tag>
      ),
    },
    {
      key: 'time',
      header: t('time'),
      cell: (row) => dateTime(row.paid_at ?? row.reviewed_at ?? row.created_at),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => <Actions row={row} t={t} userId={user?.id} canPay={canPay} open={setDialog} />,
    },
  ];

  const selectable = canPay && selectableTab(params.tab ?? 'approved');

  return (
    <ListPage
      actions={
        selectable ? (
          <Button
            disabled={selection.count === 0}
            onClick={() => {
              startKey.begin({ type, ids: selection.ids });
              setConfirming(true);
            }}
          >
            {t('startBatch')}
          </Button>
        ) : undefined
      }
    >
      {startedNo ? (
        <Text>
          {t('batchStarted', { no: startedNo })} <TextLink to="/finance/export">{t('toExports')}</TextLink>
        </Text>
      ) : null}
      <StatusTabs
        label={t('tabsLabel')}
        allLabel={t('tabAll')}
        value={params.tab === 'all' ? null : params.tab}
        statuses={TABS}
        statusLabel={(tab) => t(TAB_KEYS[tab])}
        onChange={(tab) => {
          setChecked([]);
          update({ tab: tab ?? 'all', batch: null });
        }}
      >
        <Stack space="medium">
          <FilterBar label={t('keyword')} onSubmit={update}>
            <KeywordFilter name="q" label={t('keyword')} placeholder={t('keywordHint')} value={params.q} />
            <SearchButton />
          </FilterBar>
          <ListTable
            label={t('listLabel')}
            columns={columns}
            rowKey="id"
            query={query}
            paging={pager}
            pagingLabel={t('pagination')}
            selectable={selectable}
            selectedKeys={checked}
            onSelectionChange={setChecked}
            rowLabel={(row) => row.no}
            empty={<EmptyState title={t('empty')} />}
          />
        </Stack>
      </StatusTabs>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (open ? undefined : setConfirming(false))}
        title={t('batchTitle')}
        description={
          t('batchConfirm', { count: selection.count, total: money(selection.totalNetFen) }) +
          (selection.blocked > 0 ? `\n${t('batchBlocked', { count: selection.blocked })}` : '')
        }
        confirmLabel={t('startBatch')}
        onConfirm={async () => {
          if (!confirming || selection.count === 0) return;
          const request = { body: { type: type as 'personal' | 'company', ids: selection.ids } };
          const batch = await startKey.run(
            (idempotencyKey) => startBatch.trigger({ ...request, idempotencyKey }),
            request.body,
          );
          setConfirming(false);
          setChecked([]);
          setStartedNo(batch.no);
          toaster.show({ tone: 'positive', message: t('batchStarted', { no: batch.no }) });
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'cancelBatch'}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        title={t('cancelBatchTitle')}
        description={dialog?.kind === 'cancelBatch' ? t('cancelBatchConfirm', { no: dialog.no }) : ''}
        confirmLabel={t('cancelBatch')}
        tone="critical"
        onConfirm={async () => {
          if (dialog?.kind !== 'cancelBatch') return;
          const request = { params: { id: dialog.id } };
          await cancelKey.run(
            (idempotencyKey) => cancelBatch.trigger({ ...request, idempotencyKey }),
            request,
          );
          toaster.show({ tone: 'positive', message: t('cancelled', { no: dialog.no }) });
          setDialog(null);
        }}
      />
      {dialog?.kind === 'paid' ? (
        <PaidDialog target={{ kind: 'one', id: dialog.id, no: dialog.no }} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'batchPaid' ? (
        <PaidDialog
          target={{ kind: 'batch', id: dialog.id, no: dialog.no }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'failed' ? (
        <FailedDialog id={dialog.id} no={dialog.no} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'return' ? (
        <ReturnDialog id={dialog.id} no={dialog.no} onClose={() => setDialog(null)} />
      ) : null}
    </ListPage>
  );
}
