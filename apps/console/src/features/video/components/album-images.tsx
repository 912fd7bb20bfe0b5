import { useRef, useState, type DragEvent } from 'react';
import { Button, Inline, Tag } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { albumMessages } from '../album-messages';
import { AlbumImage } from './album-image';
import * as styles from './album-images.css';

/** Moves the item at `from` to `to`, leaving the input as it was. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

export type AlbumImagesProps = {
  /** The uploaded images' references, in display order. */
  images: readonly string[];
  /** The chosen cover, or null (the first image is the cover). */
  cover: string | null;
  onChange: (images: string[]) => void;
  onCoverChange: (cover: string | null) => void;
  disabled?: boolean;
};

/**
 * The album's images in display order: each with 上移/下移 buttons (keyboard), drag and drop,
 * 移除 and 设为封面. A move keeps the focus on the moved image's button and is announced.
 */
export function AlbumImages({ images, cover, onChange, onCoverChange, disabled = false }: AlbumImagesProps) {
  const t = useMessages(albumMessages);
  const listRef = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const shownCover = cover ?? images[0] ?? null;

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= images.length || from === to) return;
    onChange(moveItem(images, from, to));
    setAnnouncement(t('moved', { from: from + 1, to: to + 1 }));
    if (focus) {
      // The moved image's own button keeps the focus; at an end, its other button takes it.
      const atEnd = (focus === 'up' && to === 0) || (focus === 'down' && to === images.length - 1);
      const action = atEnd ? (focus === 'up' ? 'down' : 'up') : focus;
      requestAnimationFrame(() =>
        listRef.current
          ?.querySelector<HTMLButtonElement>(`[data-index="${to}"][data-action="${action}"]`)
          ?.focus(),
      );
    }
  };

  const remove = (index: number) => {
    const reference = images[index];
    onChange(images.filter((_, i) => i !== index));
    if (reference === cover) onCoverChange(null);
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, index);
    setDragging(null);
    setOver(null);
  };

  return (
    <>
      <ol className={styles.list} ref={listRef} aria-label={t('imageList')}>
        {images.map((reference, index) => {
          const n = index + 1;
          const isCover = reference === shownCover;
          return (
            <li
              key={reference}
              className={styles.item}
              draggable={!disabled}
              data-dragging={dragging === index}
              data-over={over === index && dragging !== index}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
                setDragging(index);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((now) => (now === index ? null : now))}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDrop={(event) => onDrop(event, index)}
            >
              <span className={styles.position} aria-hidden="true">
                {n}
              </span>
              <AlbumImage reference={reference} alt={t('imageAlt', { index: n })} emptyLabel={t('noCover')} />
              <span className={styles.grow}>
                {isCover ? (
                  <Tag tone="accent" size="small">
                    {t('isCover')}
                  </Tag>
                ) : null}
              </span>
              <Inline space="xxsmall">
                <Button
                  size="small"
                  variant="ghost"
                  icon="arrow-up"
                  data={{ index, action: 'up' }}
                  aria-label={t('moveUpLabel', { index: n })}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  {t('moveUp')}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  icon="arrow-down"
                  data={{ index, action: 'down' }}
                  aria-label={t('moveDownLabel', { index: n })}
                  disabled={disabled || index === images.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  {t('moveDown')}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('setCoverLabel', { index: n })}
                  aria-pressed={reference === cover}
                  disabled={disabled}
                  onClick={() => onCoverChange(reference)}
                >
                  {t('setCover')}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  tone="critical"
                  aria-label={t('removeLabel', { index: n })}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  {t('remove')}
                </Button>
              </Inline>
            </li>
          );
        })}
      </ol>
      <span role="status" aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
