import { useState } from 'react';
import { z } from 'zod';
import { ANNOUNCEMENT_STATUSES, endpoints, type Announcement } from '@creator-console/contract';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  Drawer,
  DrawerContent,
  EmptyState,
  Inline,
  Stack,
  StatusTag,
  Text,
  Textarea,
  type DataTableColumn,
  type Tone,
} from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { ExportsPage } from '../../../shared/exports/exports';
import { useMessages } from '../../../shared/i18n';
import {
  DateRangeFilter,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging as pagingParams,
  SearchButton,
  StatusTabs,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useDeleteNotice, useSendNotice, useUnscheduleNotice, useWithdrawNotice } from '../notices/api';
import { NoticeEditor, type EditorTarget } from '../notices/notice-editor';
import { noticeMessages } from '../notices/messages';
import { ReceiptsDrawer } from '../notices/receipts-drawer';
import * as styles from '../notices/notices.css';

const noticeParams = z.object({
  ...pagingParams(),
  status: urlParam.oneOf(ANNOUNCEMENT_STATUSES),
  q: urlParam.text(),
  start: urlParam.day(),
  end: urlParam.day(),
  /** The download list of receipt exports, in a drawer. */
  exports: urlParam.oneOf(['1']),
});

type Pending =
  | { kind: 'send'; notice: Announcement }
  | { kind: 'unschedule'; notice: Announcement }
  | { kind: 'delete'; notice: Announcement }
  | null;

/** `{read} / {n}` with a bar. */
function ReadCell({ notice }: { notice: Announcement }) {
  const t = useMessages(noticeMessages);
  if (notice.status === 'draft' || notice.status === 'scheduled') return <Text tone="muted">—</Text>;
  const n = notice.recipient_count;
  const read = notice.read_count;
  const share = n > 0 ? Math.min(100, (read / n) * 100) : 0;
  return (
    <Stack space="xxsmall">
      <Text size="small">{t('readOf', { read, n })}</Text>
      <span className={styles.readBar} aria-hidden="true">
        <span className={styles.readBarFill} style={{ width: `${share}%` }} />
      </span>
    </Stack>
  );
}

function WithdrawDialog({ notice, onClose }: { notice: Announcement; onClose: () => void }) {
  const t = useMessages(noticeMessages);
  const { trigger, isMutating } = useWithdrawNotice();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = async () => {
    const text = reason.trim();
    if (!text) return setError('请填写撤回原因');
    if (text.length > 200) return setError('撤回原因不能超过 200 字');
    try {
      await trigger({ params: { id: notice.id }, body: { reason: text, version: notice.version } });
    } catch {
      return; // the api client has shown why
    }
    toaster.show({ tone: 'positive', message: t('withdrawn') });
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('withdrawTitle')}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack space="medium">
            <Text>{notice.title}</Text>
            <Text size="small" tone="muted">
              {t('withdrawHint')}
            </Text>
            <Textarea
              label={t('withdrawReason')}
              required
              rows={3}
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
            <Inline space="small" align="right">
              <Button variant="ghost" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" tone="critical" loading={isMutating}>
                {t('withdraw')}
              </Button>
            </Inline>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** /admin/notice 公告管理: write, target, send now or later, see receipts, withdraw. */
export default function AdminNoticePage() {
  const t = useMessages(noticeMessages);
  const dateTime = useDateTime();
  const { params, update, paging } = useListParams(noticeParams);
  const filter = withoutEmpty({
    status: params.status,
    keyword: params.q,
    start_date: params.start,
    end_date: params.end,
  });
  const query = useEndpoint(
    endpoints.adminNotices,
    { query: { page: params.page, size: params.size, ...filter } },
    {
      keepPreviousData: true,
      // While one is being sent, its recipient and read counts follow the fan-out.
      refreshInterval: (answer) => (answer?.data.some((row) => row.status === 'sending') ? 3_000 : 0),
    },
  );
  const counts = query.data?.counts;
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [receipts, setReceipts] = useState<Announcement | null>(null);
  const [withdrawing, setWithdrawing] = useState<Announcement | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const { trigger: send } = useSendNotice();
  const { trigger: unschedule } = useUnscheduleNotice();
  const { trigger: remove } = useDeleteNotice();

  const action = (label: string, onClick: () => void, tone?: Tone) => (
    <Button key={label} size="small" variant="ghost" tone={tone} onClick={onClick}>
      {label}
    </Button>
  );

  const actionsOf = (row: Announcement) => {
    const list = [];
    if (row.status === 'draft' || row.status === 'scheduled') {
      list.push(action(t('edit'), () => setEditor({ kind: 'edit', id: row.id })));
      list.push(action(t('sendNow'), () => setPending({ kind: 'send', notice: row })));
    }
    if (row.status === 'scheduled') {
      list.push(action(t('unschedule'), () => setPending({ kind: 'unschedule', notice: row })));
    }
    if (row.status === 'sent' || row.status === 'sending' || row.status === 'withdrawn') {
      list.push(action(t('receipts'), () => setReceipts(row)));
    }
    if (row.status === 'sent') list.push(action(t('withdraw'), () => setWithdrawing(row), 'critical'));
    list.push(action(t('copy'), () => setEditor({ kind: 'copy', id: row.id })));
    if (row.status === 'draft') {
      list.push(action(t('delete'), () => setPending({ kind: 'delete', notice: row }), 'critical'));
    }
    return (
      <Inline space="xxsmall" data={{ actions: t('actionsOf', { title: row.title }) }}>
        {list}
      </Inline>
    );
  };

  const columns: DataTableColumn<Announcement>[] = [
    { key: 'title', header: t('title'), cell: (row) => row.title },
    { key: 'audience', header: t('audience'), cell: (row) => row.audience_summary || '—' },
    {
      key: 'status',
      header: t('status'),
      cell: (row) => (
        // The shared StatusTag kind `notice` (admin.md §6): 草稿, 待发送, 发送中, 已发送, 已撤回.
        <StatusTag kind="notice" status={row.status} size="small" />
      ),
    },
    {
      key: 'recipients',
      header: t('recipients'),
      cell: (row) => (row.status === 'draft' || row.status === 'scheduled' ? '—' : row.recipient_count),
    },
    { key: 'read', header: t('read'), cell: (row) => <ReadCell notice={row} /> },
    {
      key: 'time',
      header: t('sendTime'),
      cell: (row) =>
        row.sent_at
          ? dateTime(row.sent_at)
          : row.scheduled_at
            ? t('planned', { time: dateTime(row.scheduled_at) })
            : '—',
    },
    { key: 'creator', header: t('creator'), cell: (row) => row.created_by?.name ?? '—' },
    { key: 'actions', header: t('actions'), cell: actionsOf },
  ];

  const confirm = async () => {
    if (!pending) return;
    const { notice } = pending;
    try {
      if (pending.kind === 'send') {
        await send({ id: notice.id, version: notice.version });
        toaster.show({ tone: 'positive', message: t('sent') });
      } else if (pending.kind === 'unschedule') {
        await unschedule({ id: notice.id, version: notice.version });
        toaster.show({ tone: 'positive', message: t('unscheduled') });
      } else {
        await remove(notice.id);
        toaster.show({ tone: 'positive', message: t('deleted') });
      }
    } catch {
      // the api client has shown why
    }
    setPending(null);
  };

  const confirmText = pending
    ? {
        send: {
          title: t('sendTitle'),
          description: t('sendConfirm', {
            title: pending.notice.title,
            audience: pending.notice.audience_summary,
          }),
          label: t('sendNow'),
        },
        unschedule: {
          title: t('unscheduleTitle'),
          description: t('unscheduleConfirm', { title: pending.notice.title }),
          label: t('unschedule'),
        },
        delete: {
          title: t('deleteTitle'),
          description: t('deleteConfirm', { title: pending.notice.title }),
          label: t('delete'),
        },
      }[pending.kind]
    : null;

  return (
    <ListPage actions={<Button onClick={() => setEditor({ kind: 'new' })}>{t('create')}</Button>}>
      <FilterBar label={t('filters')} onSubmit={update}>
        <KeywordFilter name="q" label={t('keyword')} placeholder={t('keywordHint')} value={params.q} />
        <DateRangeFilter label={t('sendDate')} start={params.start} end={params.end} onChange={update} />
        <SearchButton />
      </FilterBar>
      <StatusTabs
        label={t('statusTabs')}
        allLabel={counts ? t('tabCount', { label: t('all'), n: counts.all }) : t('all')}
        value={params.status}
        statuses={ANNOUNCEMENT_STATUSES}
        statusLabel={(status) =>
          counts ? t('tabCount', { label: t(`status_${status}`), n: counts[status] }) : t(`status_${status}`)
        }
        onChange={(status) => update({ status })}
      >
        <ListTable
          label={t('listLabel')}
          columns={columns}
          rowKey="id"
          query={query}
          paging={paging}
          pagingLabel={t('pagination')}
          empty={<EmptyState title={t('empty')} />}
        />
      </StatusTabs>
      <NoticeEditor target={editor} onClose={() => setEditor(null)} />
      {/* An export started from the receipts opens its download list in their place. */}
      <ReceiptsDrawer notice={params.exports === null ? receipts : null} onClose={() => setReceipts(null)} />
      <Drawer
        open={params.exports !== null}
        onOpenChange={(open) => (open ? undefined : update({ exports: null }))}
      >
        {params.exports !== null ? (
          <DrawerContent title={t('receiptsExports')} size="large">
            <ExportsPage kind="notice_receipts" exportAll={false} />
          </DrawerContent>
        ) : null}
      </Drawer>
      {withdrawing ? <WithdrawDialog notice={withdrawing} onClose={() => setWithdrawing(null)} /> : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={confirmText?.title ?? ''}
        description={confirmText?.description ?? ''}
        confirmLabel={confirmText?.label ?? t('confirm')}
        tone={pending?.kind === 'delete' ? 'critical' : 'accent'}
        onConfirm={confirm}
      />
    </ListPage>
  );
}
