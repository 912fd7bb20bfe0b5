import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import {
  endpoints,
  FINANCE_ACCOUNT_ROLES,
  formatFen,
  freezeFinanceAccount,
  type FinanceAccount,
  type FinancePayoutAccount,
  type WalletAdjustment,
} from '@creator-console/contract';
import { revealSensitive } from '@creator-console/api-client';
import { Can, useSession } from '@creator-console/auth/react';
import {
  Amount,
  Avatar,
  Button,
  ConfirmDialog,
  Drawer,
  DrawerContent,
  EmptyState,
  Heading,
  Inline,
  SensitiveValue,
  Skeleton,
  Stack,
  Stat,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Tag,
  Text,
  Textarea,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  type DataTableColumn,
} from '@creator-console/ui';
import { useSWRConfig } from 'swr';
import { apiClient } from '../../../shared/api';
import { useDateTime } from '../../../shared/date-time';
import { AmountField, FormDialog, FormTextarea, useContractForm } from '../../../shared/form';
import { useLocale, useMessages } from '../../../shared/i18n';
import { useIdempotencyKey } from '../../../shared/idempotency';
import {
  amountColumn,
  ChoiceFilter,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { isEndpointKey, useEndpoint } from '../../../shared/use-endpoint';
import { adjustForm, adjustmentAction, minAvailableFen, type AdjustFormValues } from './logic';
import { accountMessages, type AccountMessageKey } from './messages';

type T = ReturnType<typeof useMessages<AccountMessageKey>>;

const TABS = ['accounts', 'adjustments'] as const;

/** /finance/account's URL: the tab, paging, filters and the open wallet `id`. */
export const accountParams = z.object({
  ...paging(),
  tab: urlParam.oneOf(TABS, 'accounts'),
  q: urlParam.text(),
  role: urlParam.oneOf(FINANCE_ACCOUNT_ROLES),
  state: urlParam.oneOf(['0', '1'] as const),
  min: urlParam.text(12),
  id: urlParam.id(),
});

const refreshed = isEndpointKey(
  endpoints.financeAccounts,
  endpoints.financeAccountDetail,
  endpoints.financeAdjustments,
  endpoints.financeOverview,
);

const certKey = (status: number): AccountMessageKey =>
  status === 1 ? 'cert1' : status === 2 ? 'cert2' : status === 3 ? 'cert3' : 'cert0';

const accountState = (account: FinancePayoutAccount, t: T) =>
  account.status === 'active'
    ? t(account.verified ? 'accountActive' : 'accountUnverified')
    : t(account.status === 'invalid' ? 'accountInvalid' : 'accountReplaced');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack space="small">
      <Heading level={3}>{title}</Heading>
      {children}
    </Stack>
  );
}

/** The wallet drawer: balances, payout accounts (查看 reveals the number, audited), entries, withdrawals, adjustments. */
function AccountDetail({ userId }: { userId: number }) {
  const t = useMessages(accountMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const { data, error, mutate } = useEndpoint(endpoints.financeAccountDetail, { params: { userId } });
  if (error && !data) {
    return (
      <EmptyState
        icon="alert"
        title={t('loadError')}
        action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  }
  if (!data) return <Skeleton lines={10} />;
  const fen = (value: number, sign = false) => formatFen(value, { locale, sign });
  return (
    <Stack space="large">
      <Inline space="small">
        <Avatar name={data.user.name} src={data.user.avatar || undefined} decorative />
        <Text weight="strong">{data.user.name}</Text>
        <Text tone="muted">ID {data.user.id}</Text>
        {data.frozen ? <Tag tone="critical">{t('frozen')}</Tag> : null}
      </Inline>
      {data.frozen ? <Text tone="critical">{t('frozenReason', { reason: data.frozen_reason })}</Text> : null}
      <Section title={t('balances')}>
        <Inline space="large">
          <Stat label={t('available')} value={fen(data.available_fen)} />
          <Stat label={t('withdrawing')} value={fen(data.withdrawing_fen)} />
          <Stat label={t('totalIncome')} value={fen(data.total_income_fen)} />
        </Inline>
      </Section>
      <Section title={t('accountsSection')}>
        {data.payout_accounts.length === 0 ? (
          <Text tone="muted">{t('noAccount')}</Text>
        ) : (
          <ul aria-label={t('accountsSection')}>
            {data.payout_accounts.map((account) => (
              <li key={account.id}>
                <Stack space="xsmall">
                  <Inline space="small">
                    <Text>
                      {account.bank_name} {account.bank_branch} · {account.account_name}
                    </Text>
                    <Tag tone={account.status === 'active' ? 'positive' : 'neutral'}>
                      {accountState(account, t)}
                    </Tag>
                  </Inline>
                  {account.status === 'active' ? (
                    <Can permission="sensitive:reveal" fallback={<Text>{account.account_masked}</Text>}>
                      <SensitiveValue
                        masked={account.account_masked}
                        label={t('accountNumber')}
                        onReveal={() =>
                          revealSensitive(apiClient, {
                            module: 'finance',
                            userId: data.user.id,
                            field: account.type === 'company' ? 'company_account' : 'bank_account',
                          })
                        }
                        onNotice={(message) => toaster.show({ tone: 'neutral', message })}
                      />
                    </Can>
                  ) : (
                    <Text tone="muted">{account.account_masked}</Text>
                  )}
                </Stack>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('entries')}>
        {data.entries.length === 0 ? (
          <Text tone="muted">{t('noEntries')}</Text>
        ) : (
          <ul aria-label={t('entries')}>
            {data.entries.map((entry) => (
              <li key={entry.id}>
                <Text>
                  {dateTime(entry.created_at)} · {entry.title} ·{' '}
                  <Amount fen={entry.amount_fen} sign locale={locale} />
                  {entry.balance_after_fen !== null ? (
                    <>
                      {' · '}
                      <Amount fen={entry.balance_after_fen} locale={locale} />
                    </>
                  ) : (
                    ''
                  )}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('withdrawals')}>
        {data.withdrawals.length === 0 ? (
          <Text tone="muted">{t('noWithdrawals')}</Text>
        ) : (
          <ul aria-label={t('withdrawals')}>
            {data.withdrawals.map((w) => (
              <li key={w.id}>
                <Text>
                  {dateTime(w.created_at)} · {w.no} · <Amount fen={w.amount_fen} locale={locale} /> ·{' '}
                  {w.status}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('adjustments')}>
        {data.adjustments.length === 0 ? (
          <Text tone="muted">{t('noAdjustments')}</Text>
        ) : (
          <ul aria-label={t('adjustments')}>
            {data.adjustments.map((a) => (
              <li key={a.id}>
                <Text>
                  {dateTime(a.created_at)} · <Amount fen={a.amount_fen} sign locale={locale} /> · {a.reason} ·{' '}
                  {t(a.status)}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Stack>
  );
}

type FreezeBody = NonNullable<typeof freezeFinanceAccount.body>['_zod']['output'];

function FreezeDialog({ account, onClose }: { account: FinanceAccount; onClose: () => void }) {
  const t = useMessages(accountMessages);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const form = useContractForm<{ reason: string }, FreezeBody>(freezeFinanceAccount.body!, {
    defaultValues: { reason: '' },
    toInput: ({ reason }) => ({ frozen: 1, reason }),
  });
  const submit = async ({ reason }: FreezeBody) => {
    setBusy(true);
    try {
      await apiClient.call(endpoints.freezeFinanceAccount, {
        params: { userId: account.user.id },
        body: { frozen: 1, reason },
      });
      toaster.show({ tone: 'positive', message: t('frozenToast', { name: account.user.name }) });
      void mutate(refreshed);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={t('freezeTitle')}
      form={form}
      submit={submit}
      submitting={busy}
      submitLabel={t('confirmFreeze')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <Text tone="muted">{t('freezeHint')}</Text>
      <FormTextarea control={form.control} name="reason" label={t('reason')} required rows={3} />
    </FormDialog>
  );
}

type AdjustOutput = z.output<typeof adjustForm>;

function AdjustDialog({ account, onClose }: { account: FinanceAccount; onClose: () => void }) {
  const t = useMessages(accountMessages);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const form = useContractForm<AdjustFormValues, AdjustOutput>(adjustForm, {
    defaultValues: { amount_fen: undefined, reason: '' },
  });
  const idempotency = useIdempotencyKey(`finance.adjust.${account.user.id}`);
  const submit = async ({ amount_fen, reason }: AdjustOutput) => {
    setBusy(true);
    try {
      const request = { body: { user_id: account.user.id, amount_fen, reason } };
      await idempotency.run(
        (idempotencyKey) => apiClient.call(endpoints.createFinanceAdjustment, { ...request, idempotencyKey }),
        request,
      );
      toaster.show({ tone: 'positive', message: t('adjustedToast') });
      void mutate(refreshed);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={t('adjustTitle')}
      form={form}
      submit={submit}
      submitting={busy}
      submitLabel={t('submitAdjust')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <Text tone="muted">{t('adjustHint')}</Text>
      <AmountField
        control={form.control}
        name="amount_fen"
        label={t('adjustAmount')}
        hint={t('adjustAmountHint')}
        signed
        required
      />
      <FormTextarea control={form.control} name="reason" label={t('adjustReason')} required rows={3} />
    </FormDialog>
  );
}

/** The 待复核调整 tab: pending adjustments, approve/reject for finance:pay holders who did not propose. */
function PendingAdjustments() {
  const t = useMessages(accountMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const { user, can } = useSession();
  const { mutate } = useSWRConfig();
  const { params, paging } = useListParams(accountParams);
  const query = useEndpoint(
    endpoints.financeAdjustments,
    { query: { page: params.page, size: params.size, status: 'pending' } },
    { keepPreviousData: true },
  );
  const [approving, setApproving] = useState<WalletAdjustment | null>(null);
  const [rejecting, setRejecting] = useState<WalletAdjustment | null>(null);
  const [note, setNote] = useState('');
  const canPay = can('finance:pay');
  const idempotency = useIdempotencyKey('finance.adjust.decision');

  const decide = async (adjustment: WalletAdjustment, decision: 'approve' | 'reject', message = '') => {
    const request = { params: { id: adjustment.id }, body: { decision, message } };
    await idempotency.run(
      (idempotencyKey) => apiClient.call(endpoints.decideFinanceAdjustment, { ...request, idempotencyKey }),
      request,
    );
    toaster.show({
      tone: 'positive',
      message: t(decision === 'approve' ? 'approvedToast' : 'rejectedToast'),
    });
    void mutate(refreshed);
  };

  const columns: DataTableColumn<WalletAdjustment>[] = [
    { key: 'user', header: t('user'), cell: (row) => `${row.user.name}（ID ${row.user.id}）` },
    amountColumn(t('amount'), 'amount', (row) => row.amount_fen, { locale, sign: true }),
    { key: 'reason', header: t('adjustReason'), cell: (row) => row.reason },
    { key: 'proposer', header: t('proposer'), cell: (row) => row.proposer?.name ?? '—' },
    { key: 'created_at', header: t('createdAt'), cell: (row) => dateTime(row.created_at) },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => {
        const action = adjustmentAction(row, user?.id, canPay);
        if (action === 'none') return '—';
        const approve = (
          <Button
            size="small"
            variant="soft"
            tone="accent"
            disabled={action === 'own'}
            aria-label={t('approveLabel', { name: row.user.name })}
            onClick={() => setApproving(row)}
          >
            {t('approve')}
          </Button>
        );
        return (
          <Inline space="xsmall" wrap={false}>
            {action === 'own' ? (
              <Tooltip>
                <TooltipTrigger>
                  <span tabIndex={0}>{approve}</span>
                </TooltipTrigger>
                <TooltipContent>{t('ownAdjustment')}</TooltipContent>
              </Tooltip>
            ) : (
              approve
            )}
            {action === 'decide' ? (
              <Button
                size="small"
                variant="ghost"
                tone="critical"
                aria-label={t('rejectLabel', { name: row.user.name })}
                onClick={() => {
                  setNote('');
                  setRejecting(row);
                }}
              >
                {t('reject')}
              </Button>
            ) : null}
          </Inline>
        );
      },
    },
  ];

  return (
    <Stack space="medium">
      <ListTable
        label={t('adjustmentsLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={paging}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('noPending')} />}
      />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => (open ? undefined : setApproving(null))}
        title={t('approveTitle')}
        description={
          approving
            ? t('approveText', {
                name: approving.user.name,
                amount: formatFen(approving.amount_fen, { locale, sign: true }),
              })
            : ''
        }
        confirmLabel={t('approve')}
        onConfirm={async () => {
          if (!approving) return;
          await decide(approving, 'approve');
          setApproving(null);
        }}
      />
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        title={t('rejectTitle')}
        confirmLabel={t('reject')}
        tone="critical"
        onConfirm={async () => {
          if (!rejecting) return;
          await decide(rejecting, 'reject', note);
          setRejecting(null);
        }}
      >
        <Textarea
          label={t('rejectMessage')}
          value={note}
          maxLength={200}
          onChange={(e) => setNote(e.target.value)}
        />
      </ConfirmDialog>
    </Stack>
  );
}

/** The account list with its filters, row actions and the wallet drawer. */
function AccountList() {
  const t = useMessages(accountMessages);
  const { locale } = useLocale();
  const { mutate } = useSWRConfig();
  const { params, update, paging } = useListParams(accountParams, { view: ['id'] });
  const query = useEndpoint(
    endpoints.financeAccounts,
    {
      query: withoutEmpty({
        page: params.page,
        size: params.size,
        keyword: params.q,
        role: params.role,
        frozen: params.state === null ? null : params.state === '1' ? (1 as const) : (0 as const),
        min_available_fen: minAvailableFen(params.min) ?? null,
      }),
    },
    { keepPreviousData: true },
  );
  const [freezing, setFreezing] = useState<FinanceAccount | null>(null);
  const [unfreezing, setUnfreezing] = useState<FinanceAccount | null>(null);
  const [adjusting, setAdjusting] = useState<FinanceAccount | null>(null);
  const rows = query.data?.data ?? [];

  const columns: DataTableColumn<FinanceAccount>[] = [
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
    { key: 'role', header: t('role'), cell: (row) => row.user.role_name || '—' },
    {
      key: 'cert',
      header: t('cert'),
      cell: (row) => (
        <Inline space="xsmall">
          <Tag tone={row.user.real_name_status === 2 ? 'positive' : 'neutral'}>
            {t('realName')}·{t(certKey(row.user.real_name_status))}
          </Tag>
          <Tag tone={row.user.enterprise_status === 2 ? 'positive' : 'neutral'}>
            {t('enterprise')}·{t(certKey(row.user.enterprise_status))}
          </Tag>
        </Inline>
      ),
    },
    amountColumn(t('available'), 'available', (row) => row.available_fen, { locale }),
    amountColumn(t('withdrawing'), 'withdrawing', (row) => row.withdrawing_fen, { locale }),
    amountColumn(t('totalIncome'), 'income', (row) => row.total_income_fen, { locale }),
    {
      key: 'payout',
      header: t('payoutAccount'),
      cell: (row) =>
        row.payout_account
          ? `${row.payout_account.account_masked}（${accountState(row.payout_account, t)}）`
          : t('noAccount'),
    },
    {
      key: 'state',
      header: t('state'),
      cell: (row) => (
        <Tag tone={row.frozen ? 'critical' : 'positive'}>{t(row.frozen ? 'frozen' : 'normal')}</Tag>
      ),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <Inline space="xsmall" wrap={false}>
          <Button
            size="small"
            variant="ghost"
            aria-label={t('detailLabel', { name: row.user.name })}
            onClick={() => update({ id: row.user.id })}
          >
            {t('detail')}
          </Button>
          <Can permission="finance:review">
            {row.frozen ? (
              <Button
                size="small"
                variant="ghost"
                aria-label={t('unfreezeLabel', { name: row.user.name })}
                onClick={() => setUnfreezing(row)}
              >
                {t('unfreeze')}
              </Button>
            ) : (
              <Button
                size="small"
                variant="ghost"
                tone="critical"
                aria-label={t('freezeLabel', { name: row.user.name })}
                onClick={() => setFreezing(row)}
              >
                {t('freeze')}
              </Button>
            )}
            <Button
              size="small"
              variant="ghost"
              aria-label={t('adjustLabel', { name: row.user.name })}
              onClick={() => setAdjusting(row)}
            >
              {t('adjust')}
            </Button>
          </Can>
        </Inline>
      ),
    },
  ];

  const openName = rows.find((row) => row.user.id === params.id)?.user.name ?? '';

  return (
    <Stack space="medium">
      <FilterBar label={t('filters')} onSubmit={update}>
        <KeywordFilter name="q" label={t('keyword')} placeholder={t('keywordHint')} value={params.q} />
        <ChoiceFilter
          label={t('role')}
          allLabel={t('roleAll')}
          value={params.role}
          options={FINANCE_ACCOUNT_ROLES.map((value) => ({ value, label: t(`role_${value}`) }))}
          onChange={(value) => update({ role: value })}
        />
        <ChoiceFilter
          label={t('state')}
          allLabel={t('stateAll')}
          value={params.state}
          options={[
            { value: '0' as const, label: t('normal') },
            { value: '1' as const, label: t('frozen') },
          ]}
          onChange={(value) => update({ state: value })}
        />
        <KeywordFilter name="min" label={t('minAvailable')} value={params.min} />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('tableLabel')}
        columns={columns}
        rowKey={(row) => row.user.id}
        query={query}
        paging={paging}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('empty')} />}
      />
      {freezing ? <FreezeDialog account={freezing} onClose={() => setFreezing(null)} /> : null}
      {adjusting ? <AdjustDialog account={adjusting} onClose={() => setAdjusting(null)} /> : null}
      <ConfirmDialog
        open={unfreezing !== null}
        onOpenChange={(open) => (open ? undefined : setUnfreezing(null))}
        title={t('unfreezeTitle')}
        description={unfreezing ? t('unfreezeText', { name: unfreezing.user.name }) : ''}
        confirmLabel={t('unfreeze')}
        onConfirm={async () => {
          if (!unfreezing) return;
          await apiClient.call(endpoints.freezeFinanceAccount, {
            params: { userId: unfreezing.user.id },
            body: { frozen: 0, reason: '' },
          });
          toaster.show({ tone: 'positive', message: t('unfrozenToast', { name: unfreezing.user.name }) });
          void mutate(refreshed);
          setUnfreezing(null);
        }}
      />
      <Drawer open={params.id !== null} onOpenChange={(open) => (open ? undefined : update({ id: null }))}>
        {params.id !== null ? (
          <DrawerContent title={t('drawerTitle', { name: openName })} size="large">
            <AccountDetail key={params.id} userId={params.id} />
          </DrawerContent>
        ) : null}
      </Drawer>
    </Stack>
  );
}

/** /finance/account (账户管理): every wallet and payout account; freeze; adjustments proposed and approved. */
export function FinanceAccountsPage() {
  const t = useMessages(accountMessages);
  const { params, update } = useListParams(accountParams, { view: ['id'] });
  return (
    <ListPage>
      <Tabs
        value={params.tab}
        onValueChange={(value) => update({ tab: value as (typeof TABS)[number], page: 1 })}
      >
        <TabsList label={t('tabsLabel')}>
          <TabsTrigger value="accounts">{t('tabAccounts')}</TabsTrigger>
          <TabsTrigger value="adjustments">{t('tabAdjustments')}</TabsTrigger>
        </TabsList>
        <TabsContent value="accounts">{params.tab === 'accounts' ? <AccountList /> : null}</TabsContent>
        <TabsContent value="adjustments">
          {params.tab === 'adjustments' ? <PendingAdjustments /> : null}
        </TabsContent>
      </Tabs>
    </ListPage>
  );
}
