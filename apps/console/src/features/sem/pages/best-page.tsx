import { z } from 'zod';
import { endpoints, formatFen, type AdTaskRow } from '@creator-console/contract';
import { EmptyState, Text, type DataTableColumn } from '@creator-console/ui';
import { PhaseTag } from '../../../shared/ad-tasks';
import { useLocale, useMessages } from '../../../shared/i18n';
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
import { approvedCount } from '../review/logic';
import { reviewMessages } from '../review/messages';

const params = z.object({ ...paging(), q: urlParam.text() });

/** 优秀 n/上限 · bonus. */
function FeaturedCell({ task }: { task: AdTaskRow }) {
  const { locale } = useLocale();
  const bonus = task.featured_bonus_fen > 0 ? ` · ${formatFen(task.featured_bonus_fen, { locale })}` : '';
  return <Text>{`${task.featured_count}/${task.featured_max}${bonus}`}</Text>;
}

/** /sem/best 设置优秀视频: tasks and their approved submissions → /sem/best-video (ad-tasks.md §10). */
export default function SemBestPage() {
  const t = useMessages(reviewMessages);
  const { params: p, update, paging: pages } = useListParams(params);
  const query = useEndpoint(
    endpoints.adTaskList,
    { query: withoutEmpty({ page: p.page, size: p.size, q: p.q }) },
    { keepPreviousData: true },
  );
  const columns: DataTableColumn<AdTaskRow>[] = [
    { key: 'title', header: t('task') },
    { key: 'phase', header: t('phase'), cell: (task) => <PhaseTag phase={task.phase} /> },
    {
      key: 'approved',
      header: t('approvedCount'),
      align: 'right',
      cell: (task) => approvedCount(task.submissions),
    },
    { key: 'featured', header: t('featuredCount'), cell: (task) => <FeaturedCell task={task} /> },
    {
      key: 'actions',
      header: t('actions'),
      cell: (task) =>
        approvedCount(task.submissions) === 0 ? (
          <Text tone="muted">{t('noApproved')}</Text>
        ) : (
          <RowActions
            actions={[
              {
                label: t('set'),
                name: t('setOf', { title: task.title }),
                to: `/sem/best-video?task_id=${task.id}`,
              },
            ]}
          />
        ),
    },
  ];
  return (
    <ListPage>
      <FilterBar label={t('filters')} onSubmit={update}>
        <KeywordFilter name="q" label={t('keyword')} value={p.q} />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('bestLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={pages}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('bestEmpty')} />}
      />
    </ListPage>
  );
}
