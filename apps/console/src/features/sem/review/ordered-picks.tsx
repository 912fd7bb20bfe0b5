import { useRef, useState } from 'react';
import { Button, Inline, Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { moved } from '../../../shared/ordered-settings/order';
import { AdThumbnail } from '../components/image-field';
import { reviewMessages } from './messages';
import * as styles from './showcase.css';

export type Pick = { id: number; title: string; detail: string; cover: string | null };

/**
 * The chosen videos in display order: 上移/下移 buttons (the keyboard's way, as the album's image
 * editor does) and 移除. A move keeps the focus on the moved item's button and is announced.
 */
export function OrderedPicks({
  label,
  picks,
  empty,
  onChange,
}: {
  label: string;
  picks: readonly Pick[];
  empty: string;
  onChange: (ids: number[]) => void;
}) {
  const t = useMessages(reviewMessages);
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = picks.map((pick) => pick.id);

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= ids.length) return;
    onChange(moved(ids, index, by));
    setAnnouncement(t('moved', { from: index + 1, to: to + 1 }));
    const atEnd = to === 0 || to === ids.length - 1;
    const action = atEnd ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down';
    requestAnimationFrame(() =>
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-index="${to}"][data-action="${action}"]`)
        ?.focus(),
    );
  };

  return (
    <>
      {picks.length === 0 ? <Text tone="muted">{empty}</Text> : null}
      <ol className={styles.list} ref={listRef} aria-label={label}>
        {picks.map((pick, index) => (
          <li key={pick.id} className={styles.item}>
            <span className={styles.position} aria-hidden="true">
              {index + 1}
            </span>
            <AdThumbnail reference={pick.cover} alt={pick.title} />
            <span className={styles.grow}>
              <Text>{pick.title}</Text>
              <br />
              <Text tone="muted" size="small">
                {pick.detail}
              </Text>
            </span>
            <Inline space="xxsmall">
              <Button
                size="small"
                variant="ghost"
                icon="arrow-up"
                data={{ index, action: 'up' }}
                aria-label={t('moveUpOf', { title: pick.title })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                {t('moveUp')}
              </Button>
              <Button
                size="small"
                variant="ghost"
                icon="arrow-down"
                data={{ index, action: 'down' }}
                aria-label={t('moveDownOf', { title: pick.title })}
                disabled={index === picks.length - 1}
                onClick={() => move(index, 1)}
              >
                {t('moveDown')}
              </Button>
              <Button
                size="small"
                variant="ghost"
                tone="critical"
                aria-label={t('removeOf', { title: pick.title })}
                onClick={() => onChange(ids.filter((id) => id !== pick.id))}
              >
                {t('remove')}
              </Button>
            </Inline>
          </li>
        ))}
      </ol>
      <span role="status" aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
