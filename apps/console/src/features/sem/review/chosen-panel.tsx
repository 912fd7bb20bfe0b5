import { useState, type ReactNode } from 'react';
import { endpoints, type AdTaskDetail } from '@creator-console/contract';
import { Button, Inline, PickList, Text, type PickListItem } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEndpointMutation } from '../../../shared/use-endpoint';
import { AdThumbnail } from '../components/image-field';
import { toggleInList } from './logic';
import { reviewMessages } from './messages';
import * as styles from './showcase.css';

/** What a chosen list is of: the task's featured submissions (优秀视频) or its sample videos (示例视频). */
export type ChosenKind = 'featured' | 'examples';

/** A chosen item as the panel shows it; `cover` is a stored file reference. */
export type Chosen = { id: number; title: string; detail: string; cover: string | null };

const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The ids chosen on /sem/best-video or /sem/example-video and the ids last saved: `dirty` while
 * they differ. `toggle` adds (up to `max`, with a toast when full) or removes one and says
 * whether it changed anything.
 */
export function useChosenIds(initial: readonly number[], max: number, fullMessage: string) {
  const [saved, setSaved] = useState<readonly number[]>(initial);
  const [chosen, setChosen] = useState<number[]>(() => [...initial]);
  const toggle = (id: number) => {
    const next = toggleInList(chosen, id, max);
    if (next === null) {
      toaster.show({ tone: 'caution', message: fullMessage });
      return false;
    }
    setChosen(next);
    return true;
  };
  return {
    chosen,
    setChosen,
    toggle,
    max,
    dirty: !sameOrder(chosen, saved),
    markSaved: (ids: readonly number[]) => setSaved(ids),
  };
}
export type ChosenIds = ReturnType<typeof useChosenIds>;

/**
 * One candidate in the grid left of the chosen list: cover, title, a detail line and the
 * 加入/移除 toggle.
 */
export function CandidateCard({ item, on, onToggle }: { item: Chosen; on: boolean; onToggle: () => void }) {
  const t = useMessages(reviewMessages);
  return (
    <li className={styles.card} data-chosen={on}>
      <AdThumbnail reference={item.cover} alt={item.title} />
      <Text weight="medium">{item.title}</Text>
      <Text tone="muted" size="small">
        {item.detail}
      </Text>
      <Button
        size="small"
        variant={on ? 'soft' : 'ghost'}
        tone={on ? 'accent' : 'neutral'}
        aria-pressed={on}
        aria-label={t(on ? 'removeOf' : 'addOf', { title: item.title })}
        onClick={onToggle}
      >
        {on ? t('remove') : t('add')}
      </Button>
    </li>
  );
}

const texts = {
  featured: { title: 'featuredList', empty: 'featuredEmpty', saved: 'featuredSaved' },
  examples: { title: 'exampleList', empty: 'exampleListEmpty', saved: 'examplesSaved' },
} as const;

/**
 * The right column of /sem/best-video and /sem/example-video (ad-tasks.md §10): the chosen items
 * in display order (keyboard reorder and remove, counter 已选 n/max), a note while there are
 * unsaved changes, and 保存, which PUTs the ids in that order (featured or examples) and toasts.
 */
export function ChosenPanel({
  kind,
  task,
  list,
  items,
  notice,
}: {
  kind: ChosenKind;
  task: Pick<AdTaskDetail, 'id'>;
  list: ChosenIds;
  /** The chosen ids' items, in the same order. */
  items: readonly Chosen[];
  notice?: ReactNode;
}) {
  const t = useMessages(reviewMessages);
  const refresh = [endpoints.adTaskDetail, endpoints.adTaskList];
  const featured = useEndpointMutation(endpoints.setAdFeatured, {
    input: (ids: number[]) => ({ params: { id: task.id }, body: { submission_ids: ids } }),
    refresh: [...refresh, endpoints.adTaskSubmissions],
  });
  const examples = useEndpointMutation(endpoints.setAdExamples, {
    input: (ids: number[]) => ({ params: { id: task.id }, body: { video_ids: ids } }),
    refresh,
  });
  const saving = featured.isMutating || examples.isMutating;
  const words = texts[kind];
  const picks: PickListItem<number>[] = items.map((item) => ({
    id: item.id,
    title: item.title,
    detail: item.detail || undefined,
    media: <AdThumbnail reference={item.cover} alt={item.title} />,
  }));

  const onSave = () => {
    const ids = list.chosen;
    void (kind === 'featured' ? featured.trigger(ids) : examples.trigger(ids))
      .then(() => {
        list.markSaved(ids);
        toaster.show({ tone: 'positive', message: t(words.saved) });
      })
      .catch(() => undefined);
  };

  return (
    <PickList
      label={t(words.title)}
      title={t(words.title)}
      max={list.max}
      items={picks}
      empty={t(words.empty)}
      notice={notice}
      onChange={list.setChosen}
      footer={
        <Inline space="small" alignY="center">
          <Button tone="accent" disabled={saving || !list.dirty} onClick={onSave}>
            {t('save')}
          </Button>
          {list.dirty ? (
            <Text tone="muted" size="small">
              {t('unsaved')}
            </Text>
          ) : null}
        </Inline>
      }
    />
  );
}
