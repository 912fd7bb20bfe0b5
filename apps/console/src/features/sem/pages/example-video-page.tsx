import { useState } from 'react';
import { z } from 'zod';
import {
  AD_TASK_LIMITS,
  endpoints,
  type AdExampleCandidate,
  type AdTaskDetail,
} from '@creator-console/contract';
import { Button, EmptyState, Heading, Inline, Select, Stack, TextField } from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import { ListPage, urlParam, useListParams } from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { CandidateCard, ChosenPanel, useChosenIds, type Chosen } from '../review/chosen-panel';
import { reviewMessages } from '../review/messages';
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
  // What the list shows of a chosen video: the stored examples, then each candidate added.
  const [known, setKnown] = useState<Map<number, Chosen>>(
    () =>
      new Map(
        task.examples.map((example) => [
          example.video_id,
          { id: example.video_id, title: example.title, detail: '', cover: example.cover || null },
        ]),
      ),
  );
  const list = useChosenIds(
    [...task.examples].sort((a, b) => a.position - b.position).map((example) => example.video_id),
    MAX,
    t('examplesFull', { max: MAX }),
  );
  const chosenOf = (video: AdExampleCandidate): Chosen => ({
    id: video.id,
    title: video.title,
    detail: t('byCreator', { name: video.creator.name, plays: video.plays.toLocaleString(locale) }),
    cover: video.cover,
  });
  const toggle = (video: AdExampleCandidate) => {
    if (list.toggle(video.id)) setKnown((map) => new Map(map).set(video.id, chosenOf(video)));
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
            {rows.map((video) => (
              <CandidateCard
                key={video.id}
                item={chosenOf(video)}
                on={list.chosen.includes(video.id)}
                onToggle={() => toggle(video)}
              />
            ))}
          </ul>
        </Stack>
      </section>
      <ChosenPanel
        kind="examples"
        task={task}
        list={list}
        items={list.chosen.map((id) => known.get(id) ?? { id, title: `#${id}`, detail: '', cover: null })}
      />
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
