import { z } from 'zod';
import { AD_TASK_PHASE_LABELS, endpoints, type AdTaskRow } from '@creator-console/contract';
import {
  EmptyState,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type DataTableColumn,
} from '@creator-console/ui';
import { PhaseTag } from '../../../shared/ad-tasks';
import { useMessages } from '../../../shared/i18n';
import {
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  RowActions,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { EXAMPLE_PHASES } from '../review/logic';
import { reviewMessages } from '../review/messages';

const params = z.object({
  ...paging(),
  q: urlParam.text(),
  phase: urlParam.oneOf(EXAMPLE_PHASES, 'running'),
});

/** /sem/example 设置示例视频: tasks not started or running → /sem/example-video (ad-tasks.md §10). */
export default function SemExamplePage() {
  const t = useMessages(reviewMessages);
  const { params: p, update, paging: pages } = useListParams(params);
  const query = useEndpoint(
    endpoints.adTaskList,
    { query: withoutEmpty({ page: p.page, size: p.size, q: p.q, phase: p.phase }) },
    { keepPreviousData: true },
  );
  const columns: DataTableColumn<AdTaskRow>[] = [
    { key: 'title', header: t('task') },
    { key: 'phase', header: t('phase'), cell: (task) => <PhaseTag phase={task.phase} /> },
    {
      key: 'examples',
      header: t('exampleCount'),
      align: 'right',
      cell: (task) => task.example_count,
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (task) => (
        <RowActions
          actions={[
            {
              label: t('set'),
              name: t('setOf', { title: task.title }),
              to: `/sem/example-video?task_id=${task.id}`,
            },
          ]}
        />
      ),
    },
  ];
  return (
    <ListPage>
      <Tabs
        value={p.phase}
        onValueChange={(next) =>
          update({ phase: EXAMPLE_PHASES.find((phase) => phase === next) ?? 'running' })
        }
      >
        <TabsList label={t('phase')}>
          {EXAMPLE_PHASES.map((phase) => (
            <TabsTrigger key={phase} value={phase}>
              {AD_TASK_PHASE_LABELS[phase]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={p.phase}>
          <FilterBar label={t('filters')} onSubmit={update}>
            <KeywordFilter name="q" label={t('keyword')} value={p.q} />
            <SearchButton />
          </FilterBar>
          <ListTable
            label={t('exampleLabel')}
            columns={columns}
            rowKey="id"
            query={query}
            paging={pages}
            pagingLabel={t('pagination')}
            empty={<EmptyState title={t('exampleEmpty')} />}
          />
        </TabsContent>
      </Tabs>
    </ListPage>
  );
}
