import {
  endpoints,
  LEDGER_ACCOUNT_KIND_LABELS,
  LEDGER_TRANSACTION_KIND_LABELS,
  type LedgerLeg,
} from '@creator-console/contract';
import {
  Button,
  DataTable,
  Drawer,
  DrawerContent,
  Skeleton,
  Stack,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useEndpoint } from '../../../shared/use-endpoint';
import { financeLogMessages } from './messages';
import { signedYuan } from './format';

/** One transaction with every leg and 合计 0.00; links to the reversal or the original. */
export function TransactionDrawer({
  id,
  onOpen,
  onClose,
}: {
  id: number | null;
  onOpen: (id: number) => void;
  onClose: () => void;
}) {
  const t = useMessages(financeLogMessages);
  const { data, isLoading } = useEndpoint(
    endpoints.ledgerTransactionDetail,
    id === null ? null : { params: { id } },
  );
  const columns: DataTableColumn<LedgerLeg>[] = [
    {
      key: 'account',
      header: t('account'),
      cell: (leg) =>
        `${LEDGER_ACCOUNT_KIND_LABELS[leg.account.kind]}${leg.account.user ? ` · ${leg.account.user.name}` : ''}`,
    },
    { key: 'amount', header: t('amount'), align: 'right', cell: (leg) => signedYuan(leg.amount_fen) },
    {
      key: 'balance',
      header: t('balanceAfter'),
      align: 'right',
      cell: (leg) => (leg.balance_after_fen === null ? '—' : signedYuan(leg.balance_after_fen, false)),
    },
  ];
  return (
    <Drawer open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent title={t('transaction', { id: id ?? '' })} size="large">
        {isLoading || !data ? (
          <Skeleton lines={6} />
        ) : (
          <Stack space="medium">
            <Text>
              {LEDGER_TRANSACTION_KIND_LABELS[data.kind]} · {data.title} · {data.source.label}
            </Text>
            <DataTable label={t('legs')} columns={columns} rows={data.legs} rowKey="entry_id" />
            <Text weight="strong">
              {t('total')} {signedYuan(data.sum_fen, false)}
            </Text>
            {data.reverses_id ? (
              <Button variant="ghost" onClick={() => onOpen(data.reverses_id!)}>
                {t('reverses', { id: data.reverses_id })}
              </Button>
            ) : null}
            {data.reversed_by_id ? (
              <Button variant="ghost" onClick={() => onOpen(data.reversed_by_id!)}>
                {t('reversedBy', { id: data.reversed_by_id })}
              </Button>
            ) : null}
          </Stack>
        )}
      </DrawerContent>
    </Drawer>
  );
}
