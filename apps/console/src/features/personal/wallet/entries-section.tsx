import { z } from 'zod';
import { WALLET_ENTRY_KINDS, type WalletEntry } from '@creator-console/contract';
import {
  Amount,
  Button,
  Drawer,
  DrawerContent,
  EmptyState,
  Stack,
  type DataTableColumn,
} from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import {
  amountColumn,
  ChoiceFilter,
  DateRangeFilter,
  FilterBar,
  ListTable,
  orderedDates,
  paging,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { useWalletEntries } from './api';
import * as styles from './fields.css';
import { entryKindLabels, walletMessages } from './messages';

/** The 类型 filter's choices (money.md §9.1): every kind a wallet line has, reversals aside. */
const FILTER_KINDS = WALLET_ENTRY_KINDS.filter((kind) => kind !== 'reversal');

const entriesParams = z.object({
  ...paging(),
  kind: urlParam.oneOf(WALLET_ENTRY_KINDS),
  dir: urlParam.oneOf(['in', 'out'] as const),
  start: urlParam.day(),
  end: urlParam.day(),
  entry: urlParam.id(),
});

/**
 * A label beside its value, as the drawers list a record's fields: each pair a `<div>` directly in
 * the `<dl>` (axe's definition-list and dlitem rules allow nothing else between them).
 */
export function Fields({ fields }: { fields: readonly [string, React.ReactNode][] }) {
  return (
    <dl className={styles.fields}>
      {fields.map(([name, value]) => (
        <div key={name} className={styles.field}>
          <dt className={styles.name}>{name}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 收支明细: every wallet line, newest first, with the balance after it; a line opens its drawer (`?entry=`). */
export function EntriesSection() {
  const t = useMessages(walletMessages);
  const { locale } = useLocale();
  const time = useDateTime();
  const { params, update, paging: pages } = useListParams(entriesParams, { view: ['entry'] });
  const dates = orderedDates(params);
  const query = useWalletEntries(
    withoutEmpty({
      page: params.page,
      size: params.size,
      kind: params.kind,
      direction: params.dir,
      start_date: dates.start,
      end_date: dates.end,
    }),
  );
  const kindLabel = (kind: WalletEntry['kind']) => entryKindLabels[locale][kind];
  const open = query.data?.data.find((row) => row.id === params.entry) ?? null;

  const columns: DataTableColumn<WalletEntry>[] = [
    {
      key: 'created_at',
      header: t('colTime'),
      cell: (row) => (
        <Button variant="ghost" size="small" onClick={() => update({ entry: row.id })}>
          {time(row.created_at)}
        </Button>
      ),
    },
    { key: 'kind', header: t('colKind'), cell: (row) => kindLabel(row.kind) },
    { key: 'title', header: t('colTitle'), cell: (row) => row.title },
    amountColumn(t('colAmount'), 'amount', (row) => row.amount_fen, { locale, sign: true }),
    amountColumn(t('colBalance'), 'balance', (row) => row.balance_after_fen, { locale }),
  ];

  return (
    <Stack space="medium">
      <FilterBar label={t('filters')}>
        <ChoiceFilter
          label={t('kind')}
          allLabel={t('all')}
          value={params.kind}
          options={FILTER_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          onChange={(kind) => update({ kind })}
        />
        <ChoiceFilter
          label={t('direction')}
          allLabel={t('all')}
          value={params.dir}
          options={[
            { value: 'in', label: t('directionIn') },
            { value: 'out', label: t('directionOut') },
          ]}
          onChange={(dir) => update({ dir })}
        />
        <DateRangeFilter
          label={t('dates')}
          start={params.start}
          end={params.end}
          onChange={({ start, end }) => update({ start, end })}
        />
      </FilterBar>
      <ListTable
        label={t('entriesLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={pages}
        pagingLabel={t('entriesPaging')}
        empty={<EmptyState title={t('entriesEmpty')} />}
      />
      <Drawer open={open !== null} onOpenChange={(next) => (next ? undefined : update({ entry: null }))}>
        {open ? (
          <DrawerContent title={t('entryDetail')}>
            <Fields
              fields={[
                [t('entryNo'), String(open.id)],
                [t('colTime'), time(open.created_at)],
                [t('colKind'), kindLabel(open.kind)],
                [t('colTitle'), open.title],
                [t('colAmount'), <Amount fen={open.amount_fen} sign locale={locale} />],
                [t('balanceAfter'), <Amount fen={open.balance_after_fen} locale={locale} />],
                ...(open.source.type === 'withdrawal'
                  ? ([
                      [
                        t('source'),
                        <TextLink key="source" to={`/personal/withdraw?id=${open.source.id}`}>
                          {t('withdrawalNo', { no: open.source.label })}
                        </TextLink>,
                      ],
                    ] as [string, React.ReactNode][])
                  : []),
              ]}
            />
          </DrawerContent>
        ) : null}
      </Drawer>
    </Stack>
  );
}
