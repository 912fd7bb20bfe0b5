import { useState } from 'react';
import { endpoints, type Announcement, type NoticeReceipt } from '@creator-console/contract';
import {
  Drawer,
  DrawerContent,
  EmptyState,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
  type DataTableColumn,
} from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { ExportButton } from '../../../shared/exports/exports';
import { useMessages } from '../../../shared/i18n';
import { ListTable } from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useDebounced } from './api';
import { readRate } from './editor-state';
import { noticeMessages } from './messages';

type ReadFilter = 'all' | 'read' | 'unread';

function Receipts({ notice }: { notice: Announcement }) {
  const t = useMessages(noticeMessages);
  const dateTime = useDateTime();
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [draft, setDraft] = useState('');
  const keyword = useDebounced(draft.trim(), 400);
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const filters = {
    ...(filter === 'all' ? {} : { read: filter === 'read' ? 1 : 0 }),
    ...(keyword ? { keyword } : {}),
  };
  const query = useEndpoint(
    endpoints.adminNoticeReceipts,
    {
      params: { id: notice.id },
      query: { page: paging.page, size: paging.size, ...filters },
    },
    { keepPreviousData: true },
  );
  const n = notice.recipient_count;
  const m = notice.read_count;
  const columns: DataTableColumn<NoticeReceipt>[] = [
    { key: 'name', header: t('account'), cell: (row) => row.name },
    {
      key: 'read_at',
      header: t('readAt'),
      cell: (row) => (row.read_at ? dateTime(row.read_at) : <Text tone="muted">{t('unread')}</Text>),
    },
  ];
  return (
    <Stack space="medium">
      <Text weight="strong">{t('receiptsSummary', { n, m, p: readRate(m, n) })}</Text>
      {notice.status === 'withdrawn' ? (
        <Text tone="muted">{t('receiptsWithdrawn', { n, m })}</Text>
      ) : (
        <>
          <Inline space="small" alignY="bottom">
            <Select
              label={t('receiptsFilter')}
              value={filter}
              onValueChange={(value) => {
                setFilter(value as ReadFilter);
                setPaging((current) => ({ ...current, page: 1 }));
              }}
              options={[
                { value: 'all', label: t('receiptsAll') },
                { value: 'read', label: t('receiptsRead') },
                { value: 'unread', label: t('receiptsUnread') },
              ]}
            />
            <TextField
              type="search"
              label={t('receiptsKeyword')}
              value={draft}
              maxLength={50}
              onChange={(event) => {
                setDraft(event.target.value);
                setPaging((current) => ({ ...current, page: 1 }));
              }}
            />
            <ExportButton
              request={{ kind: 'notice_receipts', filter: { notice_id: notice.id, ...filters } }}
            />
          </Inline>
          <ListTable
            label={t('receiptsLabel')}
            columns={columns}
            rowKey={(row) => row.user_id}
            query={query}
            paging={{
              ...paging,
              onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
            }}
            pagingLabel={t('receiptsPagination')}
            empty={<EmptyState title={t('receiptsEmpty')} />}
          />
        </>
      )}
    </Stack>
  );
}

/** Who received an announcement and who read it: 接收 n · 已读 m · 已读率 p%, filtered and searched. */
export function ReceiptsDrawer({ notice, onClose }: { notice: Announcement | null; onClose: () => void }) {
  const t = useMessages(noticeMessages);
  return (
    <Drawer open={notice !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {notice ? (
        <DrawerContent title={t('receiptsTitle', { title: notice.title })} size="standard">
          <Receipts key={notice.id} notice={notice} />
        </DrawerContent>
      ) : null}
    </Drawer>
  );
}
