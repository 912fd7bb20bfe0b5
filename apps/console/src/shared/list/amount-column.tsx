import type { ReactNode } from 'react';
import { Amount, type DataTableColumn } from '@creator-console/ui';

/**
 * A right-aligned money column of a list: `fenOf(row)` shown with ui `Amount` (`sign` for ledger
 * amounts, `locale` for the currency format).
 *
 *   amountColumn(t('amount'), 'amount', (row) => row.amount_fen, { locale })
 */
export function amountColumn<Row>(
  header: ReactNode,
  key: string,
  fenOf: (row: Row) => number,
  { locale, sign = false }: { locale?: string; sign?: boolean } = {},
): DataTableColumn<Row> {
  return {
    key,
    header,
    align: 'right',
    cell: (row) => <Amount fen={fenOf(row)} sign={sign} locale={locale} />,
  };
}
