import { useState } from 'react';
import { z } from 'zod';
import {
  AD_TASK_LIMITS,
  endpoints,
  type AdExampleCandidate,
  type AdTaskDetail,
} from '@creator-console/contract';
import { Button, EmptyState, Heading, Inline, Select, Stack, Text, TextField } from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import { ListPage, urlParam, useListParams } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';
import { AdThumbnail } from '../components/image-field';
import { toggleInList } from '../review/logic';
import { reviewMessages } from '../review/messages';
import { OrderedPicks, type Pick } from '../review/ordered-picks';
import * as styles from '../review/showcase.css';
import { TaskScope } from '../review/task-header';

const params = z.object({ task_id: urlParam.id() });
const ALL_TOPICS = '*';
const MAX = AD_TASK_LIMITS.examplesMax;

function ExampleEditor({ task }: { task: AdTaskDetail }) {
  const t = useMessages(reviewMessages);
  const { locale } = useLocale();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  // The task's first topic by default: sample videos should carry what the task asks for.
  const [topic, setTopic] = useState(task.topics[0]?.name ?? ALL_TOPICS);
  const candidates = useEndpoint(
    endpoints.adExampleCandidates,
    { query: { page: 1, size: 24, ...(q ? { q } : {}), ...(topic === ALL_TOPICS ? {} : { topic }) } },
    { keepPreviousData: true },
  );
  const save = useEndpointMutation(endpoints.setAdExamples, {
    refresh: [endpoints.adTaskDetail, endpoints.adTaskList],
  });
  const [known, setKnown] = useState<Map<number, Pick>>(
    () =>
      new Map(
        task.examples.map((example) => [
          example.video_id,
          { id: example.video_id, title: example.title, detail: '', cover: example.cover || null },
        ]),
      ),
  );
  const [chosen, setChosen] = useState<number[]>(() =>
    [...task.examples].sort((a, b) => a.position - b.position).map((example) => example.video_id),
  );
  const detail = (video: AdExampleCandidate) =>
    t('byCreator', { name: video.creator.name, plays: video.plays.toLocaleString(locale) });

  const toggle = (video: AdExampleCandidate) => {
    const next = toggleInList(chosen, video.id, MAX);
    if (next === null) {
      toaster.show({ tone: 'caution', message: t('examplesFull', { max: MAX }) });
      return;
    }
    setKnown((map) =>
      new Map(map).set(video.id, {
        id: video.id,
        title: video.title,
        detail: detail(video),
        cover: video.cover,
      }),
    );
    setChosen(next);
  };
  const rows = candidates.data?.data ?? [];

  return (
    <div className={styles.layout}>
      <section aria-labelledby="example-candidates">
        <Stack space="medium">
          <Heading level={3} id="example-candidates">
            {t('candidates')}
          </Heading>
          <form
            aria-label={t('filters')}
            onSubmit={(event) => {
              event.preventDefault();
              setQ(draft.trim());
            }}
          >
            <Inline space="small" alignY="bottom">
              <TextField
                label={t('keyword')}
                value={draft}
                maxLength={50}
                onChange={(e) => setDraft(e.target.value)}
              />
              <Select
                label={t('topic')}
                value={topic}
                options={[
                  { value: ALL_TOPICS, label: t('topicAll') },
                  ...task.topics.map((item) => ({ value: item.name, label: `#${item.name}` })),
                ]}
                onValueChange={setTopic}
              />
              <Button type="submit">{t('search')}</Button>
            </Inline>
          </form>
          {candidates.data && rows.length === 0 ? <EmptyState title={t('candidatesEmpty')} /> : null}
          <ul className={styles.grid} aria-labelledby="example-candidates">
            {rows.map((video) => {
              const on = chosen.includes(video.id);
              return (
                <li key={video.id} className={styles.card} data-chosen={on}>
                  <AdThumbnail reference={video.cover} alt={video.title} />
                  <Text weight="medium">{video.title}</Text>
                  <Text tone="muted" size="small">
                    {detail(video)}
                  </Text>
                  <Button
                    size="small"
                    variant={on ? 'soft' : 'ghost'}
                    tone={on ? 'accent' : 'neutral'}
                    aria-pressed={on}
                    aria-label={t(on ? 'removeOf' : 'addOf', { title: video.title })}
                    onClick={() => toggle(video)}
                  >
                    {on ? t('remove') : t('add')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </Stack>
      </section>
      <section aria-labelledby="example-chosen">
        <Stack space="medium">
          <Inline space="small" alignY="center">
            <Heading level={3} id="example-chosen">
              {t('exampleList')}
            </Heading>
            <Text tone="muted">{t('chosen', { n: chosen.length, max: MAX })}</Text>
          </Inline>
          <OrderedPicks
            label={t('exampleList')}
            picks={chosen.map((id) => known.get(id) ?? { id, title: `#${id}`, detail: '', cover: null })}
            empty={t('exampleListEmpty')}
            onChange={setChosen}
          />
          <Inline space="small">
            <Button
              tone="accent"
              disabled={save.isMutating}
              onClick={() =>
                void save
                  .trigger({ params: { id: task.id }, body: { video_ids: chosen } })
                  .then(() => toaster.show({ tone: 'positive', message: t('examplesSaved') }))
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

/** /sem/example-video?task_id= 示例视频: up to 6 published public videos, in order (ad-tasks.md §10). */
export default function SemExampleVideoPage() {
  const t = useMessages(reviewMessages);
  const { params: p } = useListParams(params);
  return (
    <ListPage>
      <TaskScope taskId={p.task_id} title={(task) => t('exampleVideoTitle', { title: task.title })}>
        {(task) => <ExampleEditor key={task.id} task={task} />}
      </TaskScope>
    </ListPage>
  );
}
