import { useState } from 'react';
import { z } from 'zod';
import { endpoints, type AdSubmissionRow, type AdTaskDetail } from '@creator-console/contract';
import { Button, EmptyState, Heading, Inline, Stack, Text } from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import { ListPage, urlParam, useListParams } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';
import { AdThumbnail } from '../components/image-field';
import { toggleInList } from '../review/logic';
import { reviewMessages } from '../review/messages';
import { OrderedPicks } from '../review/ordered-picks';
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
  const save = useEndpointMutation(endpoints.setAdFeatured, {
    refresh: [endpoints.adTaskDetail, endpoints.adTaskSubmissions, endpoints.adTaskList],
  });
  const [chosen, setChosen] = useState<number[]>(() =>
    [...task.featured]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((item) => item.submission_id),
  );
  const max = task.featured_max;
  const byId = new Map((rows ?? []).map((row) => [row.id, row]));
  const detail = (row: AdSubmissionRow) =>
    `${row.creator.name} · ${t('plays', { n: (row.video.plays ?? row.plays_at_bind).toLocaleString(locale) })}`;
  const picks = chosen.map((id) => {
    const row = byId.get(id);
    const stored = task.featured.find((item) => item.submission_id === id);
    return {
      id,
      title: row?.video.title ?? stored?.video_title ?? `#${id}`,
      detail: row ? detail(row) : '',
      cover: row?.video.cover ?? null,
    };
  });

  const toggle = (row: AdSubmissionRow) => {
    const next = toggleInList(chosen, row.id, max);
    if (next === null) toaster.show({ tone: 'caution', message: t('full', { max }) });
    else setChosen(next);
  };

  return (
    <div className={styles.layout}>
      <section aria-labelledby="featured-approved">
        <Stack space="medium">
          <Heading level={3} id="featured-approved">
            {t('approvedGrid')}
          </Heading>
          {rows && rows.length === 0 ? <EmptyState title={t('approvedEmpty')} /> : null}
          <ul className={styles.grid} aria-labelledby="featured-approved">
            {(rows ?? []).map((row) => {
              const on = chosen.includes(row.id);
              return (
                <li key={row.id} className={styles.card} data-chosen={on}>
                  <AdThumbnail reference={row.video.cover} alt={row.video.title} />
                  <Text weight="medium">{row.video.title}</Text>
                  <Text tone="muted" size="small">
                    {detail(row)}
                  </Text>
                  <Button
                    size="small"
                    variant={on ? 'soft' : 'ghost'}
                    tone={on ? 'accent' : 'neutral'}
                    aria-pressed={on}
                    aria-label={t(on ? 'removeOf' : 'addOf', { title: row.video.title })}
                    onClick={() => toggle(row)}
                  >
                    {on ? t('remove') : t('add')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </Stack>
      </section>
      <section aria-labelledby="featured-chosen">
        <Stack space="medium">
          <Inline space="small" alignY="center">
            <Heading level={3} id="featured-chosen">
              {t('featuredList')}
            </Heading>
            <Text tone="muted">{t('chosen', { n: chosen.length, max })}</Text>
          </Inline>
          {max === 0 ? <Text tone="caution">{t('noFeaturedMax')}</Text> : null}
          <OrderedPicks
            label={t('featuredList')}
            picks={picks}
            empty={t('featuredEmpty')}
            onChange={setChosen}
          />
          <Inline space="small">
            <Button
              tone="accent"
              disabled={save.isMutating}
              onClick={() =>
                void save
                  .trigger({ params: { id: task.id }, body: { submission_ids: chosen } })
                  .then(() => toaster.show({ tone: 'positive', message: t('featuredSaved') }))
                  .catch(() => undefined)
              }
            >
              {t('save')}
            </Button>
          </Inline>
        </Stack>
      </section>
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
