import { z } from 'zod';
import { endpoints, formatFen, type MissionClaim } from '@creator-console/contract';
import { EmptyState, Text, type DataTableColumn } from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import { amountColumn, ListPage, ListTable, paging, useListParams } from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { taskMessages } from '../messages';

const params = z.object({ ...paging() });

/** `once` for one-off missions; the week or month key as it is (2026-W23, 2026-06). */
const periodText = (key: string, once: string) => (key === 'once' ? once : key);

/** /task/mine 我的成长奖励: the caller's claims and this month's total against the cap. */
export default function TaskMinePage() {
  const t = useMessages(taskMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const { params: p, paging: pages } = useListParams(params);
  const query = useEndpoint(
    endpoints.myMissionClaims,
    { query: { page: p.page, size: p.size } },
    { keepPreviousData: true },
  );
  const month = useEndpoint(endpoints.myMissions).data?.month;
  const columns: DataTableColumn<MissionClaim>[] = [
    { key: 'title', header: t('mission') },
    { key: 'period_key', header: t('period'), cell: (row) => periodText(row.period_key, t('periodOnce')) },
    amountColumn(t('amount'), 'amount_fen', (row) => row.amount_fen, { locale }),
    { key: 'created_at', header: t('time'), cell: (row) => dateTime(row.created_at) },
  ];
  return (
    <ListPage>
      {month ? (
        <Text tone="muted" data={{ testid: 'mission-month' }}>
          {t('month', {
            claimed: formatFen(month.claimed_fen, { locale }),
            cap: formatFen(month.cap_fen, { locale }),
          })}
        </Text>
      ) : null}
      <ListTable
        label={t('claims')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={pages}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('noClaims')} />}
      />
    </ListPage>
  );
}
