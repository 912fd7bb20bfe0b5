import { useState } from 'react';
import { z } from 'zod';
import {
  WALLET_WITHDRAWAL_STATUSES,
  WALLET_WITHDRAWAL_TYPES,
  type WalletWithdrawal,
} from '@creator-console/contract';
import {
  Amount,
  Button,
  ConfirmDialog,
  Drawer,
  DrawerContent,
  EmptyState,
  Inline,
  Skeleton,
  Stack,
  Tag,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import { useIdempotencyKey } from '../../../shared/idempotency';
import {
  amountColumn,
  ChoiceFilter,
  DateRangeFilter,
  FilterBar,
  ListTable,
  orderedDates,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useCancelWithdrawal, useMyWithdrawals, useWithdrawalDetail } from './api';
import { Fields } from './entries-section';
import { statusLabels, statusTones, walletMessages } from './messages';

const historyParams = z.object({
  hpage: urlParam.page(),
  hsize: urlParam.size(),
  status: urlParam.oneOf(WALLET_WITHDRAWAL_STATUSES),
  type: urlParam.oneOf(WALLET_WITHDRAWAL_TYPES),
  start: urlParam.day(),
  end: urlParam.day(),
  id: urlParam.id(),
});

function StatusOf({ status }: { status: WalletWithdrawal['status'] }) {
  const { locale } = useLocale();
  return (
    <Tag size="small" tone={statusTones[status]}>
      {statusLabels[locale][status]}
    </Tag>
  );
}

/** 撤销 with its confirm; the key is kept until a final answer (money.md §3). */
function CancelButton({ row, acting }: { row: WalletWithdrawal; acting: boolean }) {
  const t = useMessages(walletMessages);
  const { trigger } = useCancelWithdrawal();
  const [open, setOpen] = useState(false);
  const idempotency = useIdempotencyKey(`wallet.cancel.${row.id}`);
  if (row.status !== 'pending' || acting) return null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) idempotency.begin();
        setOpen(next);
      }}
      trigger={
        <Button size="small" variant="ghost" tone="critical">
          {t('revoke')}
        </Button>
      }
      title={t('revokeTitle')}
      description={t('revokeBody')}
      confirmLabel={t('revoke')}
      cancelLabel={t('cancel')}
      tone="critical"
      onConfirm={async () => {
        try {
          await idempotency.run((idempotencyKey) => trigger({ id: row.id, idempotencyKey }));
          toaster.show({ tone: 'positive', message: t('revoked') });
        } catch {
          // The key is settled by `run`: kept for the retry when no answer came.
        }
      }}
    />
  );
}

function WithdrawalDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useMessages(walletMessages);
  const { locale } = useLocale();
  const time = useDateTime();
  const { data: w } = useWithdrawalDetail(id);
  return (
    <Drawer open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {id !== null ? (
        <DrawerContent title={w ? t('drawerTitle', { no: w.no }) : t('detail')} size="large">
          {!w ? (
            <Skeleton lines={8} />
          ) : (
            <Stack space="large">
              <Fields
                fields={[
                  [t('colStatus'), <StatusOf key="status" status={w.status} />],
                  [t('colType'), w.type === 'personal' ? t('typePersonal') : t('typeCompany')],
                  [t('colCreated'), time(w.created_at)],
                  [t('colWithdrawAmount'), <Amount fen={w.amount_fen} locale={locale} />],
                  ...(w.type === 'personal'
                    ? ([
                        [
                          w.tax_final ? t('taxFinal') : t('taxEstimate'),
                          <Amount fen={w.tax_fen} locale={locale} />,
                        ],
                      ] as [string, React.ReactNode][])
                    : []),
                  [t('colNet'), <Amount fen={w.net_fen} locale={locale} />],
                  [
                    t('snapshot'),
                    `${w.account.account_name} · ${w.account.bank_name} ${w.account.account_masked}`,
                  ],
                  ...(w.invoice
                    ? ([
                        [
                          t('invoiceType'),
                          w.invoice.type === 'special' ? t('invoiceSpecial') : t('invoiceNormal'),
                        ],
                        [
                          t('invoiceNumber'),
                          w.invoice.code ? `${w.invoice.code} / ${w.invoice.number}` : w.invoice.number,
                        ],
                        [t('issueDate'), w.invoice.issue_date],
                        [t('invoiceAmount'), <Amount fen={w.invoice.amount_fen} locale={locale} />],
                        [t('taxRate'), w.invoice.tax_rate === 0 ? t('exempt') : `${w.invoice.tax_rate}%`],
                      ] as [string, React.ReactNode][])
                    : []),
                  ...(w.reasons.length > 0
                    ? ([[t('reasons'), w.reasons.join('、')]] as [string, React.ReactNode][])
                    : []),
                  ...(w.message ? ([[t('message'), w.message]] as [string, React.ReactNode][]) : []),
                ]}
              />
              <Stack space="small">
                <Text weight="strong">{t('timeline')}</Text>
                <ol style={{ margin: 0, paddingInlineStart: '1.25em' }}>
                  {w.history.map((step, index) => (
                    <li key={index}>
                      <Inline space="small">
                        <Text tone="muted">{time(step.at)}</Text>
                        <Text>{step.from === null ? t('created') : statusLabels[locale][step.to]}</Text>
                        {step.actor ? <Text tone="muted">{step.actor}</Text> : null}
                        {step.message ? <Text>{step.message}</Text> : null}
                      </Inline>
                    </li>
                  ))}
                </ol>
              </Stack>
            </Stack>
          )}
        </DrawerContent>
      ) : null}
    </Drawer>
  );
}

/** 提现记录 (money.md §9.2): filters, the table, 撤销 for pending ones and the drawer by `?id=`. */
export function WithdrawalsSection({ acting }: { acting: boolean }) {
  const t = useMessages(walletMessages);
  const { locale } = useLocale();
  const time = useDateTime();
  const { params, update, paging } = useListParams(historyParams, {
    page: 'hpage',
    size: 'hsize',
    view: ['id'],
  });
  const dates = orderedDates(params);
  const query = useMyWithdrawals(
    withoutEmpty({
      page: params.hpage,
      size: params.hsize,
      status: params.status,
      type: params.type,
      start_date: dates.start,
      end_date: dates.end,
    }),
  );
  const columns: DataTableColumn<WalletWithdrawal>[] = [
    { key: 'created_at', header: t('colCreated'), cell: (row) => time(row.created_at) },
    { key: 'no', header: t('colNo'), cell: (row) => row.no },
    {
      key: 'type',
      header: t('colType'),
      cell: (row) => (row.type === 'personal' ? t('typePersonal') : t('typeCompany')),
    },
    amountColumn(t('colWithdrawAmount'), 'amount', (row) => row.amount_fen, { locale }),
    {
      key: 'tax',
      header: t('colTax'),
      align: 'right',
      cell: (row) => (row.type === 'personal' ? <Amount fen={row.tax_fen} locale={locale} /> : '—'),
    },
    amountColumn(t('colNet'), 'net', (row) => row.net_fen, { locale }),
    { key: 'status', header: t('colStatus'), cell: (row) => <StatusOf status={row.status} /> },
    {
      key: 'actions',
      header: t('colActions'),
      cell: (row) => (
        <Inline space="xsmall" wrap={false}>
          <Button size="small" variant="ghost" onClick={() => update({ id: row.id })}>
            {t('detail')}
          </Button>
          <CancelButton row={row} acting={acting} />
        </Inline>
      ),
    },
  ];
  return (
    <Stack space="medium">
      <Text as="p" weight="strong">
        {t('history')}
      </Text>
      <FilterBar label={t('historyFilters')}>
        <ChoiceFilter
          label={t('status')}
          allLabel={t('all')}
          value={params.status}
          options={WALLET_WITHDRAWAL_STATUSES.map((status) => ({
            value: status,
            label: statusLabels[locale][status],
          }))}
          onChange={(status) => update({ status })}
        />
        <ChoiceFilter
          label={t('type')}
          allLabel={t('all')}
          value={params.type}
          options={[
            { value: 'personal', label: t('typePersonal') },
            { value: 'company', label: t('typeCompany') },
          ]}
          onChange={(type) => update({ type })}
        />
        <DateRangeFilter
          label={t('dates')}
          start={params.start}
          end={params.end}
          onChange={({ start, end }) => update({ start, end })}
        />
      </FilterBar>
      <ListTable
        label={t('historyLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={paging}
        pagingLabel={t('historyPaging')}
        empty={<EmptyState title={t('historyEmpty')} />}
      />
      <WithdrawalDrawer id={params.id} onClose={() => update({ id: null })} />
    </Stack>
  );
}
