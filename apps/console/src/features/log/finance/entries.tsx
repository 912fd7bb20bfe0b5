import { z } from 'zod';
import {
  endpoints,
  LEDGER_ACCOUNT_FILTERS,
  LEDGER_ACCOUNT_KIND_LABELS,
  LEDGER_TRANSACTION_KINDS,
  LEDGER_TRANSACTION_KIND_LABELS,
  parseYuan,
  type LedgerEntry,
} from '@creator-console/contract';
import { Button, EmptyState, type DataTableColumn } from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useMessages } from '../../../shared/i18n';
import {
  ChoiceFilter,
  DateRangeFilter,
  FilterBar,
  IdFilter,
  KeywordFilter,
  ListTable,
  paging,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { fenOfFilter } from './check';
import { signedYuan } from './format';
import { financeLogMessages } from './messages';
import { TransactionDrawer } from './transaction-drawer';

const entriesParams = z.object({
  ...paging(20),
  user: urlParam.id(),
  kind: urlParam.oneOf(LEDGER_TRANSACTION_KINDS),
  account: urlParam.oneOf(LEDGER_ACCOUNT_FILTERS),
  no: urlParam.text(32),
  start: urlParam.day(),
  end: urlParam.day(),
  min: urlParam.text(13),
  max: urlParam.text(13),
  tx: urlParam.id(),
});

/** 资金流水: every ledger entry, newest first; a row opens its transaction's legs. */
export function LedgerEntries() {
  const t = useMessages(financeLogMessages);
  const dateTime = useDateTime();
  const { params, update, paging: pager } = useListParams(entriesParams);
  const query = useEndpoint(
    endpoints.ledgerEntries,
    {
      query: withoutEmpty({
        page: params.page,
        size: params.size,
        user_id: params.user,
        kind: params.kind,
        account_kind: params.account,
        source_no: params.no,
        start_date: params.start,
        end_date: params.end,
        min_fen: fenOfFilter(params.min, parseYuan),
        max_fen: fenOfFilter(params.max, parseYuan),
      }),
    },
    { keepPreviousData: true },
  );
  const accountLabels = {
    wallet: t('accountWallet'),
    withdrawing: t('accountWithdrawing'),
    system: t('accountSystem'),
  } as const;
  const columns: DataTableColumn<LedgerEntry>[] = [
    {
      key: 'id',
      header: t('id'),
      cell: (row) => (
        <Button
          size="small"
          variant="ghost"
          aria-label={t('openTransaction', { id: row.id })}
          onClick={() => update({ tx: row.transaction_id })}
        >
          {row.id}
        </Button>
      ),
    },
    { key: 'time', header: t('time'), cell: (row) => dateTime(row.created_at) },
    { key: 'kind', header: t('type'), cell: (row) => LEDGER_TRANSACTION_KIND_LABELS[row.kind] },
    { key: 'account', header: t('account'), cell: (row) => LEDGER_ACCOUNT_KIND_LABELS[row.account_kind] },
    {
      key: 'user',
      header: t('user'),
      cell: (row) => (row.user ? `${row.user.name}（${row.user.id}）` : '—'),
    },
    { key: 'amount', header: t('amount'), align: 'right', cell: (row) => signedYuan(row.amount_fen) },
    {
      key: 'balance',
      header: t('balanceAfter'),
      align: 'right',
      cell: (row) => (row.balance_after_fen === null ? '—' : signedYuan(row.balance_after_fen, false)),
    },
    { key: 'source', header: t('source'), cell: (row) => row.source.label },
    { key: 'actor', header: t('actor'), cell: (row) => row.actor?.name ?? t('system') },
  ];
  return (
    <>
      <FilterBar label={t('filters')} onSubmit={update}>
        <IdFilter name="user" label={t('userId')} value={params.user} invalid={t('userIdInvalid')} />
        <ChoiceFilter
          label={t('kind')}
          allLabel={t('all')}
          value={params.kind}
          options={LEDGER_TRANSACTION_KINDS.map((value) => ({
            value,
            label: LEDGER_TRANSACTION_KIND_LABELS[value],
          }))}
          onChange={(kind) => update({ kind })}
        />
        <ChoiceFilter
          label={t('accountKind')}
          allLabel={t('all')}
          value={params.account}
          options={LEDGER_ACCOUNT_FILTERS.map((value) => ({ value, label: accountLabels[value] }))}
          onChange={(account) => update({ account })}
        />
        <KeywordFilter name="no" label={t('sourceNo')} placeholder={t('sourceNoHint')} value={params.no} />
        <DateRangeFilter label={t('dateRange')} start={params.start} end={params.end} onChange={update} />
        <KeywordFilter name="min" label={t('minYuan')} value={params.min} maxLength={13} />
        <KeywordFilter name="max" label={t('maxYuan')} value={params.max} maxLength={13} />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('listLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={pager}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('empty')} />}
      />
      <TransactionDrawer
        id={params.tx}
        onOpen={(tx) => update({ tx })}
        onClose={() => update({ tx: null })}
      />
    </>
  );
}
