import { z } from 'zod';
import { endpoints, type AdSubmissionRow, type AdTaskDetail } from '@creator-console/contract';
import { EmptyState, Heading, Stack, Text } from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import { ListPage, urlParam, useListParams } from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { CandidateCard, ChosenPanel, useChosenIds, type Chosen } from '../review/chosen-panel';
import { reviewMessages } from '../review/messages';
import * as styles from '../review/showcase.css';
import { TaskScope } from '../review/task-header';

const params = z.object({ task_id: urlParam.id() });

/** The task's submissions that may be featured: approved, planned and settled (100 of each at most). */
function useFeaturable(taskId: number): AdSubmissionRow[] | undefined {
  const of = (status: 'approved' | 'planned' | 'settled') => ({
    params: { id: taskId },
    query: { status, page: 1, size: 100 },
  });
  const approved = useEndpoint(endpoints.adTaskSubmissions, of('approved'));
  const planned = useEndpoint(endpoints.adTaskSubmissions, of('planned'));
  const settled = useEndpoint(endpoints.adTaskSubmissions, of('settled'));
  if (!approved.data || !planned.data || !settled.data) return undefined;
  return [...approved.data.data, ...planned.data.data, ...settled.data.data];
}

function FeaturedEditor({ task }: { task: AdTaskDetail }) {
  const t = useMessages(reviewMessages);
  const { locale } = useLocale();
  const rows = useFeaturable(task.id);
  const max = task.featured_max;
  const list = useChosenIds(
    [...task.featured]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((item) => item.submission_id),
    max,
    t('full', { max }),
  );
  const byId = new Map((rows ?? []).map((row) => [row.id, row]));
  const chosenOf = (row: AdSubmissionRow): Chosen => ({
    id: row.id,
    title: row.video.title,
    detail: `${row.creator.name} · ${t('plays', { n: (row.video.plays ?? row.plays_at_bind).toLocaleString(locale) })}`,
    cover: row.video.cover,
  });
  const items = list.chosen.map((id): Chosen => {
    const row = byId.get(id);
    if (row) return chosenOf(row);
    const stored = task.featured.find((item) => item.submission_id === id);
    return { id, title: stored?.video_title ?? `#${id}`, detail: '', cover: null };
  });

  return (
    <div className={styles.layout}>
      <section aria-labelledby="featured-approved">
        <Stack space="medium">
          <Heading level={3} id="featured-approved">
            {t('approvedGrid')}
          </Heading>
          {rows && rows.length === 0 ? <EmptyState title={t('approvedEmpty')} /> : null}
          <ul className={styles.grid} aria-labelledby="featured-approved">
            {(rows ?? []).map((row) => (
              <CandidateCard
                key={row.id}
                item={chosenOf(row)}
                on={list.chosen.includes(row.id)}
                onToggle={() => list.toggle(row.id)}
              />
            ))}
          </ul>
        </Stack>
      </section>
      <ChosenPanel
        kind="featured"
        task={task}
        list={list}
        items={items}
        notice={max === 0 ? <Text tone="caution">{t('noFeaturedMax')}</Text> : null}
      />
    </div>
  );
}

/** /sem/best-video?task_id= 优秀视频: choose and order the task's featured submissions (ad-tasks.md §10). */
export default function SemBestVideoPage() {
  const t = useMessages(reviewMessages);
  const { params: p } = useListParams(params);
  return (
    <ListPage>
      <TaskScope taskId={p.task_id} title={(task) => t('bestVideoTitle', { title: task.title })}>
        {(task) => <FeaturedEditor key={task.id} task={task} />}
      </TaskScope>
    </ListPage>
  );
}
