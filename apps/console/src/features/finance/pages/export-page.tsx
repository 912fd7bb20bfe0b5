import { useState } from 'react';
import { useSession } from '@creator-console/auth/react';
import type { ExportRequest } from '@creator-console/contract';
import { Button, Card, Column, Columns, Select, Stack, Text } from '@creator-console/ui';
import { ExportsPage, useStartExport } from '../../../shared/exports/exports';
import { useMessages } from '../../../shared/i18n';
import { recentMonths } from '../export/months';
import { exportMessages } from '../export/messages';

/** The finance kinds the download list shows, 打款明细 of batches among them. */
const FINANCE_KINDS = ['finance_withdrawals', 'finance_entries', 'finance_tax', 'payout_batch'] as const;

type SheetKind = 'finance_withdrawals' | 'finance_entries' | 'finance_tax';

function GenerateCard({ kind, title, hint }: { kind: SheetKind; title: string; hint: string }) {
  const t = useMessages(exportMessages);
  const [months] = useState(() => recentMonths(new Date()));
  const [month, setMonth] = useState(months[0]!);
  const { start, starting } = useStartExport();
  return (
    <Card title={title} as="section" titleAs="h2">
      <Stack space="medium">
        <Text tone="muted">{hint}</Text>
        <Select
          label={t('month')}
          value={month}
          options={months.map((value) => ({ value, label: value }))}
          onValueChange={setMonth}
        />
        <div>
          <Button loading={starting} onClick={() => void start({ kind, filter: { month } } as ExportRequest)}>
            {t('generate')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** /finance/export (money.md §9.7): generate the month's sheets; below, every finance export. */
export default function FinanceExportPage() {
  const t = useMessages(exportMessages);
  const { can } = useSession();
  return (
    <Stack space="large">
      <Columns collapseBelow="desktop">
        <Column>
          <GenerateCard kind="finance_withdrawals" title={t('withdrawals')} hint={t('withdrawalsHint')} />
        </Column>
        <Column>
          <GenerateCard kind="finance_entries" title={t('entries')} hint={t('entriesHint')} />
        </Column>
        {can('finance:pay') ? (
          <Column>
            <GenerateCard kind="finance_tax" title={t('tax')} hint={t('taxHint')} />
          </Column>
        ) : null}
      </Columns>
      <ExportsPage kinds={FINANCE_KINDS} exportAll={false} />
    </Stack>
  );
}
