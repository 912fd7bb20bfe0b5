import { z } from 'zod';
import { useSession } from '@creator-console/auth/react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { ListPage, urlParam, useListParams } from '../../../shared/list';
import { CheckButton } from '../finance/check-dialog';
import { LedgerEntries } from '../finance/entries';
import { financeLogMessages } from '../finance/messages';
import { FinanceOperations } from '../finance/operations';

const TABS = ['entries', 'operations'] as const;
const tabParams = z.object({ tab: urlParam.oneOf(TABS, 'entries') });

/** /log/finance (钱包日志): every money movement and every money action (money.md §9.8). */
export default function LogFinancePage() {
  const t = useMessages(financeLogMessages);
  const { can } = useSession();
  const { params, update } = useListParams(tabParams);
  const tab = params.tab ?? 'entries';
  return (
    <ListPage actions={can('finance:review') ? <CheckButton /> : undefined}>
      <Tabs
        value={tab}
        onValueChange={(next) => update({ tab: next === 'operations' ? 'operations' : null })}
      >
        <TabsList label={t('tabsLabel')}>
          <TabsTrigger value="entries">{t('tabEntries')}</TabsTrigger>
          <TabsTrigger value="operations">{t('tabOperations')}</TabsTrigger>
        </TabsList>
        <TabsContent value={tab}>{tab === 'entries' ? <LedgerEntries /> : <FinanceOperations />}</TabsContent>
      </Tabs>
    </ListPage>
  );
}
