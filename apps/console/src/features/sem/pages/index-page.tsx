import { Link } from 'react-router-dom';
import { z } from 'zod';
import {
  AD_REWARD_KIND_LABELS,
  AD_REWARD_KINDS,
  AD_TASK_PHASE_LABELS,
  AD_TASK_PHASES,
  AD_TASK_SORTS,
  completeReward,
  endpoints,
  formatFen,
  type AdRewardDraft,
  type AdTaskRow,
} from '@creator-console/contract';
import { Button, EmptyState, Inline, Stack, Text, UsageBar, type DataTableColumn } from '@creator-console/ui';
import { PhaseTag, RewardSummary } from '../../../shared/ad-tasks';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import {
  ChoiceFilter,
  DateRangeFilter,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  orderedDates,
  paging,
  RowActions,
  SearchButton,
  StatusTabs,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { findRoute, useMenuRoutes } from '../../../shared/menu-routes';
import { useEndpoint } from '../../../shared/use-endpoint';
import { AdThumbnail } from '../components/image-field';
import { monthDay } from '../tasks/logic';
import { taskMessages } from '../tasks/messages';
import { useTaskActions } from '../tasks/task-actions';
import { TASK_TABS, TaskDrawer } from '../tasks/task-drawer';

/** /sem/index's URL: paging, filters, sort, and the open drawer (`task`, its `tab`). */
export const taskListParams = z.object({
  ...paging(),
  q: urlParam.text(),
  phase: urlParam.oneOf(AD_TASK_PHASES),
  type: urlParam.id(),
  reward: urlParam.oneOf(AD_REWARD_KINDS),
  start: urlParam.day(),
  end: urlParam.day(),
  sort: urlParam.oneOf(AD_TASK_SORTS, 'created_at'),
  order: urlParam.oneOf(['desc', 'asc'] as const, 'desc'),
  task: urlParam.id(),
  tab: urlParam.oneOf(TASK_TABS, 'overview'),
});

const MISSIONS_PATH = '/mission/index';

/** The budget of a row as a bar: settled, then reserved, against the budget. */
export function BudgetBar({
  budget,
  settled,
  reserved,
}: {
  budget: number | null;
  settled: number;
  reserved: number;
}) {
  const t = useMessages(taskMessages);
  const { locale } = useLocale();
  if (budget === null) return <Text tone="muted">{t('noBudget')}</Text>;
  const money = (fen: number) => formatFen(fen, { locale });
  return (
    <UsageBar
      label={t('budget')}
      max={budget}
      segments={[
        { label: t('settled'), value: settled, tone: 'positive' },
        { label: t('reserved'), value: reserved, tone: 'caution' },
      ]}
      valueText={t('budgetText', {
        settled: money(settled),
        reserved: money(reserved),
        budget: money(budget),
      })}
    />
  );
}

/** /sem/index 任务列表 (ad-tasks.md §10): every ad task, its phase, people, budget and actions. */
export default function SemTaskListPage() {
  const t = useMessages(taskMessages);
  const dateTime = useDateTime();
  const routes = useMenuRoutes() ?? [];
  const { params: raw, update, paging: pages } = useListParams(taskListParams, { view: ['task', 'tab'] });
  const params = orderedDates(raw);
  const options = useEndpoint(endpoints.adTaskOptions);
  const query = useEndpoint(
    endpoints.adTaskList,
    {
      query: withoutEmpty({
        page: params.page,
        size: params.size,
        q: params.q,
        phase: params.phase,
        type_id: params.type,
        reward_kind: params.reward,
        start_date: params.start,
        end_date: params.end,
        sort: params.sort,
        order: params.order,
      }),
    },
    { keepPreviousData: true },
  );
  const open = (id: number, tab: (typeof TASK_TABS)[number] = 'overview') => update({ task: id, tab });
  const { actionsOf, dialogs } = useTaskActions(open);

  const columns: DataTableColumn<AdTaskRow>[] = [
    {
      key: 'task',
      header: t('task'),
      cell: (row) => (
        <Inline space="small" wrap={false} alignY="center">
          <AdThumbnail reference={row.cover} alt={row.title} />
          <Stack space="none">
            <Text weight="strong">{row.title}</Text>
            <Text tone="muted" size="small">
              {row.advertiser_name || t('noneYet')}
            </Text>
          </Stack>
        </Inline>
      ),
    },
    { key: 'type', header: t('type'), cell: (row) => row.type?.name ?? '—' },
    {
      key: 'reward',
      header: t('reward'),
      cell: (row) => {
        const rule = completeReward(row.reward as AdRewardDraft | null);
        return rule ? <RewardSummary rule={rule} /> : <Text tone="muted">{t('noReward')}</Text>;
      },
    },
    {
      key: 'time',
      header: t('time'),
      cell: (row) =>
        row.starts_at && row.ends_at ? (
          <Stack space="none">
            <Text size="small">{dateTime(row.starts_at)}</Text>
            <Text size="small">{dateTime(row.ends_at)}</Text>
          </Stack>
        ) : (
          <Text tone="muted">{t('noTime')}</Text>
        ),
    },
    {
      key: 'phase',
      header: t('status'),
      cell: (row) => (
        <Stack space="xsmall">
          <PhaseTag phase={row.phase} />
          {row.phase === 'observing' && row.settle_after ? (
            <Text size="small" tone="muted">
              {t('observingUntil', { date: monthDay(row.settle_after) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'people',
      header: t('people'),
      cell: (row) => (
        <Stack space="none">
          <Text size="small">
            {row.max_participants === null
              ? t('participantsNoMax', { n: row.participant_count })
              : t('participants', { n: row.participant_count, max: row.max_participants })}
          </Text>
          <Text size="small" tone={row.submissions.pending_review > 0 ? 'caution' : 'muted'}>
            {t('submissionsPending', { n: row.submission_count, pending: row.submissions.pending_review })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'budget',
      header: t('budget'),
      cell: (row) => (
        <BudgetBar budget={row.budget_fen} settled={row.settled_fen} reserved={row.reserved_fen} />
      ),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => <RowActions actions={actionsOf(row)} />,
    },
  ];

  const typeOptions = (options.data?.types ?? []).map((type) => ({ value: type.id, label: type.name }));
  const openTitle = query.data?.data.find((row) => row.id === params.task)?.title;

  return (
    <ListPage
      actions={
        <>
          {findRoute(routes, MISSIONS_PATH) ? (
            <Button asChild variant="ghost">
              <Link to={MISSIONS_PATH}>{t('missions')}</Link>
            </Button>
          ) : null}
          <Button asChild icon="plus">
            <Link to="/sem/create">{t('create')}</Link>
          </Button>
        </>
      }
    >
      <FilterBar label={t('filters')} onSubmit={update}>
        <KeywordFilter name="q" label={t('keyword')} placeholder={t('keywordHint')} value={params.q} />
        <ChoiceFilter
          label={t('type')}
          allLabel={t('typeAll')}
          value={params.type}
          options={typeOptions}
          onChange={(value) => update({ type: value })}
        />
        <ChoiceFilter
          label={t('rewardKind')}
          allLabel={t('rewardKindAll')}
          value={params.reward}
          options={AD_REWARD_KINDS.map((value) => ({ value, label: AD_REWARD_KIND_LABELS[value] }))}
          onChange={(value) => update({ reward: value })}
        />
        <DateRangeFilter label={t('createdAt')} start={params.start} end={params.end} onChange={update} />
        <ChoiceFilter
          label={t('sort')}
          allLabel={t('sort_created_at')}
          value={params.sort === 'created_at' ? null : params.sort}
          options={AD_TASK_SORTS.filter((sort) => sort !== 'created_at').map((value) => ({
            value,
            label: t(`sort_${value}`),
          }))}
          onChange={(value) => update({ sort: value })}
        />
        <ChoiceFilter
          label={t('order')}
          allLabel={t('order_desc')}
          value={params.order === 'desc' ? null : params.order}
          options={[{ value: 'asc' as const, label: t('order_asc') }]}
          onChange={(value) => update({ order: value })}
        />
        <SearchButton />
      </FilterBar>
      <StatusTabs
        label={t('phaseTabs')}
        allLabel={t('all')}
        value={params.phase}
        statuses={AD_TASK_PHASES}
        statusLabel={(phase) => AD_TASK_PHASE_LABELS[phase]}
        onChange={(phase) => update({ phase })}
      >
        <ListTable
          label={t('tableLabel')}
          columns={columns}
          rowKey="id"
          query={query}
          paging={pages}
          pagingLabel={t('pagination')}
          empty={<EmptyState title={t('empty')} />}
        />
      </StatusTabs>
      {dialogs}
      {params.task !== null ? (
        <TaskDrawer
          id={params.task}
          title={openTitle}
          tab={params.tab}
          onTab={(tab) => update({ tab })}
          onClose={() => update({ task: null, tab: null })}
        />
      ) : null}
    </ListPage>
  );
}
