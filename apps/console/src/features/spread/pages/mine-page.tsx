import { useState } from 'react';
import { z } from 'zod';
import { useSession } from '@creator-console/auth/react';
import {
  AD_SUBMISSION_STATUS_LABELS,
  endpoints,
  formatFen,
  MY_AD_TASK_TABS,
  ROLE,
  type McnAdTask,
  type MyAdTask,
} from '@creator-console/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Inline,
  Select,
  Stack,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { PhaseTag, rewardSummaryText } from '../../../shared/ad-tasks';
import { TextLink } from '../../../shared/components/text-link';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import {
  ChoiceFilter,
  ListPage,
  ListTable,
  paging,
  StatusTabs,
  urlParam,
  useListParams,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useQuitTask } from '../api';
import { apiTabOf, countsText, MINE_TAB_LABEL_KEYS, MINE_TABS, mineTabsFor, statementLine } from '../logic';
import { spreadMessages } from '../messages';

type Translate = ReturnType<typeof useMessages<keyof (typeof spreadMessages)['zh-CN']>>;
type Row = MyAdTask | McnAdTask;

const mineParams = z.object({
  ...paging(),
  tab: urlParam.oneOf(MINE_TABS, 'active'),
  /** The MCN tab's own grouping (进行中 … 已结束) and creator. */
  of: urlParam.oneOf(MY_AD_TASK_TABS),
  user_id: urlParam.id(),
});

const isMcnRow = (row: Row): row is McnAdTask => 'creator' in row;

/** The per-submission statement of a settled task (§14.2). */
function Statement({ row, t }: { row: Row; t: Translate }) {
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const money = (fen: number | null) => (fen === null ? '—' : formatFen(fen, { locale }));
  const count = (value: number | null) => (value === null ? '—' : value.toLocaleString(locale));
  const source = row.task.metric_source === 'receipt' ? t('sReceipt') : t('sPlatform');
  const rule = rewardSummaryText(row.task.reward, locale);
  const settled = row.submissions.filter((submission) => submission.amount_fen !== null);
  const columns: DataTableColumn<(typeof settled)[number]>[] = [
    { key: 'video_title', header: t('video') },
    { key: 'source', header: t('source'), cell: () => source },
    { key: 'plays', header: t('sPlays'), align: 'right', cell: (s) => count(s.plays_snapshot) },
    { key: 'conversions', header: t('sConversions'), align: 'right', cell: (s) => count(s.conversions) },
    { key: 'rule', header: t('rule'), cell: () => rule },
    {
      key: 'base',
      header: t('base'),
      align: 'right',
      cell: (s) => money(statementLine(row.task.reward, s).base_fen),
    },
    { key: 'bonus', header: t('bonus'), align: 'right', cell: (s) => money(s.bonus_fen ?? 0) },
    {
      key: 'cut',
      header: t('capCut'),
      align: 'right',
      cell: (s) => money(statementLine(row.task.reward, s).cut_fen),
    },
    {
      key: 'ratio',
      header: t('ratio'),
      align: 'right',
      cell: (s) => statementLine(row.task.reward, s).ratio ?? '—',
    },
    { key: 'amount', header: t('settledAmount'), align: 'right', cell: (s) => money(s.amount_fen) },
    {
      key: 'credited',
      header: t('creditedAt'),
      cell: (s) => (s.credited_at ? dateTime(s.credited_at) : '—'),
    },
    { key: 'reason', header: t('reason'), cell: (s) => s.reason || '—' },
  ];
  return (
    <Card as="section" title={`${row.task.title} · ${t('statement')}`} titleAs="h2">
      <DataTable label={t('statement')} columns={columns} rows={settled} rowKey="id" />
    </Card>
  );
}

function QuitButton({ row, t }: { row: Row; t: Translate }) {
  const { trigger } = useQuitTask();
  return (
    <ConfirmDialog
      title={t('quitTitle')}
      description={t('quitBody', { title: row.task.title })}
      tone="critical"
      confirmLabel={t('quit')}
      onConfirm={async () => {
        await trigger({ params: { id: row.task.id } });
        toaster.show({ tone: 'positive', message: t('quitDone') });
      }}
      trigger={
        <Button size="small" variant="ghost" tone="critical">
          {t('quit')}
        </Button>
      }
    />
  );
}

/**
 * /spread/mine 我的任务 (ad-tasks.md §10): my tasks by tab — 进行中 · 报名审核中 · 待结算 · 已结算 ·
 * 已结束 — and for an MCN 旗下创作者 (read-only, by creator). A settled row opens its statement.
 */
export default function SpreadMinePage() {
  const t = useMessages(spreadMessages);
  const { locale } = useLocale();
  const { role } = useSession();
  const isMcn = role === ROLE.mcn;
  const { params, update, paging: pages } = useListParams(mineParams);
  const tab = params.tab === 'creators' && !isMcn ? 'active' : params.tab;
  const creators = tab === 'creators';
  const query = { page: params.page, size: params.size, tab: apiTabOf(tab, params.of) };
  const mine = useEndpoint(endpoints.myAdTasks, creators ? null : { query });
  const theirs = useEndpoint(
    endpoints.mcnAdTasks,
    creators ? { query: { ...query, ...(params.user_id ? { user_id: params.user_id } : {}) } } : null,
  );
  const bloggers = useEndpoint(endpoints.myBloggers, creators ? { query: { page: 1, size: 100 } } : null);
  const [open, setOpen] = useState<readonly number[]>([]);
  const rowKey = (row: Row) => (isMcnRow(row) ? `${row.creator.id}-${row.task.id}` : String(row.task.id));
  const toggle = (id: number) =>
    setOpen((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]));

  const columns: DataTableColumn<Row>[] = [
    ...(creators
      ? [
          {
            key: 'creator',
            header: t('creator'),
            cell: (row: Row) => (isMcnRow(row) ? row.creator.name : ''),
          },
        ]
      : []),
    {
      key: 'task',
      header: t('task'),
      cell: (row) => (
        <Stack space="none">
          <Text weight="medium">{row.task.title}</Text>
          <Text size="small" tone="muted">
            {row.task.advertiser_name}
          </Text>
        </Stack>
      ),
    },
    { key: 'phase', header: t('phase'), cell: (row) => <PhaseTag phase={row.phase} /> },
    {
      key: 'subs',
      header: t('mySubs'),
      cell: (row) => countsText(row.submissions_by_status, AD_SUBMISSION_STATUS_LABELS) || '—',
    },
    {
      key: 'receipts',
      header: t('receiptCol'),
      cell: (row) =>
        [
          row.receipts_needed > 0 ? t('receiptNeeded', { n: row.receipts_needed }) : null,
          row.receipts_pending > 0 ? t('receiptPending', { n: row.receipts_pending }) : null,
        ]
          .filter(Boolean)
          .join(' / ') || '—',
    },
    {
      key: 'money',
      header: t('money'),
      align: 'right',
      cell: (row) =>
        row.settled_fen > 0 || row.phase === 'settled'
          ? t('settledPrefix', { amount: formatFen(row.settled_fen, { locale }) })
          : t('estimatePrefix', { amount: formatFen(row.estimate_fen, { locale }) }),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <Inline space="small" alignY="center">
          {!creators && (row.my_status === 'joined' || row.submissions.length > 0) ? (
            <TextLink to={`/spread/index?task=${row.task.id}`}>{t('submit')}</TextLink>
          ) : null}
          {!creators && row.task.receipt_required && row.submissions.length > 0 ? (
            <TextLink to={`/spread/survey-list?task_id=${row.task.id}`}>{t('receipts')}</TextLink>
          ) : null}
          {!creators && (tab === 'active' || tab === 'applied') ? <QuitButton row={row} t={t} /> : null}
          {row.submissions.some((submission) => submission.amount_fen !== null) ? (
            <Button
              size="small"
              variant="ghost"
              aria-expanded={open.includes(row.task.id)}
              aria-label={t('expand', { title: row.task.title })}
              onClick={() => toggle(row.task.id)}
            >
              {t('statement')}
            </Button>
          ) : null}
        </Inline>
      ),
    },
  ];
  const list = creators ? theirs : mine;
  const rows: readonly Row[] = list.data?.data ?? [];
  return (
    <ListPage>
      <StatusTabs
        label={t('mineTabs')}
        allLabel={t('tabActive')}
        value={tab === 'active' ? null : tab}
        statuses={mineTabsFor(isMcn).filter((each) => each !== 'active')}
        statusLabel={(each) => t(MINE_TAB_LABEL_KEYS[each])}
        onChange={(next) => update({ tab: next, of: null, user_id: null })}
      >
        <Stack space="medium">
          {creators ? (
            <Inline space="small" alignY="bottom">
              <ChoiceFilter
                label={t('creator')}
                allLabel={t('allCreators')}
                value={params.user_id}
                options={(bloggers.data?.data ?? [])
                  .filter((account) => !account.is_current)
                  .map((account) => ({ value: account.user_id, label: account.user.name }))}
                onChange={(user_id) => update({ user_id })}
              />
              <Select
                label={t('phase')}
                value={params.of ?? 'active'}
                options={MY_AD_TASK_TABS.map((each) => ({
                  value: each,
                  label: t(MINE_TAB_LABEL_KEYS[each]),
                }))}
                onValueChange={(of) => update({ of: of === 'active' ? null : of })}
              />
            </Inline>
          ) : null}
          <ListTable
            label={t('tasks')}
            columns={columns}
            rowKey={rowKey}
            query={list}
            paging={pages}
            pagingLabel={t('minePaging')}
            empty={<EmptyState title={t('mineEmpty')} description={t('mineEmptyHint')} />}
          />
          {rows
            .filter((row) => open.includes(row.task.id))
            .map((row) => (
              <Statement key={rowKey(row)} row={row} t={t} />
            ))}
        </Stack>
      </StatusTabs>
    </ListPage>
  );
}
