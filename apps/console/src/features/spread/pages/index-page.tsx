import { lazy, Suspense } from 'react';
import { z } from 'zod';
import {
  AD_REWARD_KIND_LABELS,
  AD_REWARD_KINDS,
  endpoints,
  HALL_SORTS,
  type HallSort,
  type HallTask,
} from '@creator-console/contract';
import { EmptyState, Heading, Select, Skeleton, Stack } from '@creator-console/ui';
import { HallCard } from '../../../shared/ad-tasks';
import { TextLink } from '../../../shared/components/text-link';
import { useFileUrl } from '../../../shared/files';
import { useMessages } from '../../../shared/i18n';
import {
  ChoiceFilter,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListResult,
  paging,
  SearchButton,
  StatusTabs,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { findRoute, useMenuRoutes } from '../../../shared/menu-routes';
import { useEndpoint } from '../../../shared/use-endpoint';
import { typeTabsOf } from '../logic';
import { spreadMessages } from '../messages';
import * as styles from './index-page.css';

// The drawer (forms, tables, dialogs) is its own chunk: the hall shows its cards without it.
const TaskDrawer = lazy(() => import('../components/task-drawer'));

const hallParams = z.object({
  ...paging(20),
  type_id: urlParam.id(),
  reward_kind: urlParam.oneOf(AD_REWARD_KINDS),
  q: urlParam.text(),
  sort: urlParam.oneOf(HALL_SORTS, 'newest'),
  task: urlParam.id(),
});

const SORT_KEYS: Record<HallSort, 'sortNewest' | 'sortReward' | 'sortEnding'> = {
  newest: 'sortNewest',
  reward: 'sortReward',
  ending: 'sortEnding',
};

/** A card whose cover reference is turned into a signed address (one request per cover). */
function TaskCard({ task, onOpen }: { task: HallTask; onOpen: () => void }) {
  const coverUrl = useFileUrl(task.cover ?? undefined);
  return <HallCard task={task} coverUrl={coverUrl ?? null} onOpen={onOpen} />;
}

/**
 * /spread/index 任务大厅 (ad-tasks.md §10): running ad tasks as cards, 20 a page, by type, reward
 * kind and keyword, newest / highest reward / ending first; a card opens the task's drawer
 * (`?task={id}`). The list and the type tabs are asked for together; the cards wait only for the
 * list (and their covers).
 */
export default function SpreadIndexPage() {
  const t = useMessages(spreadMessages);
  const routes = useMenuRoutes() ?? [];
  const { params, update, paging: pages } = useListParams(hallParams, { view: ['task'] });
  const query = useEndpoint(endpoints.adHall, {
    query: {
      page: params.page,
      size: params.size,
      sort: params.sort,
      ...withoutEmpty({ type_id: params.type_id, reward_kind: params.reward_kind, q: params.q }),
    },
  });
  const types = useEndpoint(endpoints.adHallTypes);
  const typeTabs = typeTabsOf(types.data, params.type_id);
  return (
    <ListPage
      actions={
        findRoute(routes, '/task/index') ? <TextLink to="/task/index">{t('growth')}</TextLink> : undefined
      }
    >
      <StatusTabs
        label={t('typeTabs')}
        allLabel={t('allTypes')}
        value={params.type_id === null ? null : String(params.type_id)}
        statuses={typeTabs.map((type) => String(type.id))}
        statusLabel={(id) => {
          const type = typeTabs.find((tab) => String(tab.id) === id);
          if (!type) return id;
          return type.count === null ? type.name : t('typeTab', { name: type.name, n: type.count });
        }}
        onChange={(id) => update({ type_id: id })}
      >
        <Stack space="medium">
          <FilterBar label={t('filters')} onSubmit={(drafts) => update({ q: drafts.q ?? '' })}>
            <ChoiceFilter
              label={t('rewardKind')}
              allLabel={t('allKinds')}
              value={params.reward_kind}
              options={AD_REWARD_KINDS.map((kind) => ({ value: kind, label: AD_REWARD_KIND_LABELS[kind] }))}
              onChange={(reward_kind) => update({ reward_kind })}
            />
            <KeywordFilter
              name="q"
              label={t('keyword')}
              placeholder={t('keywordPlaceholder')}
              value={params.q}
            />
            <Select
              label={t('sort')}
              value={params.sort}
              options={HALL_SORTS.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
              onValueChange={(sort) => update({ sort: sort === 'newest' ? null : sort })}
            />
            <SearchButton />
          </FilterBar>
          <ListResult query={query} paging={pages} pagingLabel={t('pagination')}>
            {(tasks) =>
              query.isLoading ? (
                <Skeleton lines={6} />
              ) : tasks.length === 0 ? (
                <EmptyState title={t('noTasks')} description={t('noTasksHint')} />
              ) : (
                <section aria-labelledby="hall-tasks">
                  <Heading level={4} as="h2" id="hall-tasks">
                    {t('taskCount', { n: query.data?.total ?? tasks.length })}
                  </Heading>
                  <ul className={styles.grid} aria-label={t('tasks')}>
                    {tasks.map((task) => (
                      <li key={task.id}>
                        <TaskCard task={task} onOpen={() => update({ task: task.id })} />
                      </li>
                    ))}
                  </ul>
                </section>
              )
            }
          </ListResult>
        </Stack>
      </StatusTabs>
      {params.task !== null ? (
        <Suspense fallback={null}>
          <TaskDrawer id={params.task} onClose={() => update({ task: null })} />
        </Suspense>
      ) : null}
    </ListPage>
  );
}
