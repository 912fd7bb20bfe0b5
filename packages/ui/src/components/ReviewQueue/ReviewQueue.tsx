import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useUiSettings, useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Icon } from '../Icon';
import { VerdictTag, type MachineVerdictValue } from '../MachineVerdict';
import { toneTag } from '../MachineVerdict/MachineVerdict.css';
import { formatDateTime, formatRelativeTime, isoDateTime, type DateInput } from '../ReviewHistory/formatTime';
import * as styles from './ReviewQueue.css';

export type ReviewQueueItem = {
  id: string;
  title: string;
  /** Cover image address. */
  thumbnail?: string;
  submittedAt: DateInput;
  /** The author's display name. */
  author: string;
  /** The reviewer who holds the item. Held by someone other than `currentReviewer`: disabled. */
  lockedBy?: string;
  verdict?: MachineVerdictValue;
};

export type ReviewQueueProps = {
  items: ReviewQueueItem[];
  /** The item open in the review pane. */
  activeId?: string | null;
  /** Open an item: on click, and on J/K or ↑/↓. */
  onSelect: (id: string) => void;
  /** Items ticked for a batch decision. Checkboxes show when `onSelectionChange` is given. */
  selectedIds?: string[];
  onSelectionChange?: (ids: string[]) => void;
  /** The signed-in reviewer: items they hold count as claimed and stay usable. */
  currentReviewer?: string;
  /** 待审 N: items waiting in the whole pool. Defaults to the items here nobody holds. */
  pendingCount?: number;
  /** 已领取 M: items the reviewer holds. Defaults to the items here held by `currentReviewer`. */
  claimedCount?: number;
  /**
   * Claim the next batch. Returning a promise shows the button loading until it settles. Without
   * it there is no claim button.
   */
  onClaimBatch?: () => void | Promise<unknown>;
  /** How many items a claim takes, for the button's label. */
  batchSize?: number;
  /** Claiming from outside (e.g. a request in flight). */
  claiming?: boolean;
  /** Heading of the queue; defaults to 审核队列 / Review queue. */
  title?: string;
  /** The moment relative times count from; defaults to the time of rendering. */
  now?: DateInput;
  data?: DataAttributes;
};

const moveKeys: Record<string, 1 | -1 | 'first' | 'last'> = {
  j: 1,
  ArrowDown: 1,
  k: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/**
 * The reviewer's queue: items handed out a batch at a time, each locked while someone reviews it.
 * Shows 待审/已领取 counts, a claim button, batch checkboxes and, per item, cover, title, author,
 * age, machine verdict and who holds it. One item is in the tab order; J/K or ↑/↓ move and open.
 */
export const ReviewQueue = forwardRef<HTMLElement, ReviewQueueProps>(
  (
    {
      items,
      activeId = null,
      onSelect,
      selectedIds = [],
      onSelectionChange,
      currentReviewer,
      pendingCount,
      claimedCount,
      onClaimBatch,
      batchSize = 10,
      claiming = false,
      title,
      now,
      data,
    },
    ref,
  ) => {
    const strings = useUiStrings();
    const { locale } = useUiSettings();
    const headingId = useId();
    const hintId = useId();
    const listRef = useRef<HTMLUListElement>(null);
    const [claimPending, setClaimPending] = useState(false);

    const lockedByOther = (item: ReviewQueueItem) =>
      item.lockedBy !== undefined && item.lockedBy !== currentReviewer;
    const available = items.filter((item) => !lockedByOther(item));
    const selectable = onSelectionChange !== undefined;
    const selected = new Set(selectedIds);
    const selectedAvailable = available.filter((item) => selected.has(item.id));
    const allSelected = available.length > 0 && selectedAvailable.length === available.length;
    const someSelected = selectedAvailable.length > 0 && !allSelected;

    const pending = pendingCount ?? items.filter((item) => item.lockedBy === undefined).length;
    const claimed =
      claimedCount ??
      (currentReviewer === undefined ? 0 : items.filter((item) => item.lockedBy === currentReviewer).length);

    // The one item in the tab order: the open one if usable, else the first usable.
    const tabStopId = available.some((item) => item.id === activeId) ? activeId : (available[0]?.id ?? null);
    const reference = now ?? Date.now();

    const setSelection = (ids: Set<string>) =>
      onSelectionChange?.(items.filter((item) => ids.has(item.id)).map((item) => item.id));

    const toggle = (id: string) => {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setSelection(next);
    };

    const claim = async () => {
      const outcome = onClaimBatch?.();
      if (!(outcome instanceof Promise)) return;
      setClaimPending(true);
      try {
        await outcome;
      } catch {
        // The caller reports the failure; the button becomes usable again for a retry.
      } finally {
        setClaimPending(false);
      }
    };

    const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement;
      const currentId = target.closest<HTMLElement>('[data-item-id]')?.dataset.itemId ?? activeId;
      if (event.key.toLowerCase() === 'x' && selectable) {
        if (currentId && available.some((item) => item.id === currentId)) {
          event.preventDefault();
          toggle(currentId);
        }
        return;
      }
      const move = moveKeys[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (move === undefined || available.length === 0) return;
      event.preventDefault();
      const index = available.findIndex((item) => item.id === currentId);
      let nextIndex: number;
      if (move === 'first') nextIndex = 0;
      else if (move === 'last') nextIndex = available.length - 1;
      else if (index === -1) nextIndex = move === 1 ? 0 : available.length - 1;
      else nextIndex = Math.max(0, Math.min(available.length - 1, index + move));
      const next = available[nextIndex];
      if (!next) return;
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-item-id="${CSS.escape(next.id)}"] button[data-part="item"]`)
        ?.focus();
      if (next.id !== activeId) onSelect(next.id);
    };

    return (
      <section ref={ref} aria-labelledby={headingId} className={styles.root} {...dataAttributes(data)}>
        <div className={styles.header}>
          <h2 id={headingId} className={styles.heading}>
            {title ?? strings.reviewQueue}
          </h2>
          <ul className={styles.counts}>
            <li className={toneTag({ tone: 'caution' })}>{strings.reviewQueuePending(pending)}</li>
            <li className={toneTag({ tone: 'accent' })}>{strings.reviewQueueClaimed(claimed)}</li>
          </ul>
          {onClaimBatch ? (
            <span className={styles.claim}>
              <Button
                size="small"
                tone="accent"
                variant="solid"
                icon="inbox"
                loading={claiming || claimPending}
                onClick={() => void claim()}
              >
                {strings.reviewQueueClaimBatch(batchSize)}
              </Button>
            </span>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className={styles.empty}>{strings.reviewQueueEmpty}</p>
        ) : (
          <>
            {selectable ? (
              <div className={styles.toolbar}>
                <Checkbox
                  label={strings.reviewQueueSelectAll}
                  checked={someSelected ? 'indeterminate' : allSelected}
                  disabled={available.length === 0}
                  onCheckedChange={() =>
                    setSelection(new Set(allSelected ? [] : available.map((item) => item.id)))
                  }
                />
              </div>
            ) : null}
            <ul ref={listRef} className={styles.list} onKeyDown={onKeyDown}>
              {items.map((item) => {
                const locked = lockedByOther(item);
                const active = item.id === activeId;
                const tabIndex = item.id === tabStopId ? 0 : -1;
                return (
                  <li
                    key={item.id}
                    className={styles.row}
                    data-item-id={item.id}
                    data-active={active}
                    data-locked={locked}
                  >
                    {selectable ? (
                      <Checkbox
                        // Checkbox takes no tabIndex: the roving tab stop is set on the box it forwards.
                        ref={(box) => {
                          if (box) box.tabIndex = tabIndex;
                        }}
                        label={<VisuallyHidden>{strings.reviewQueueSelectItem(item.title)}</VisuallyHidden>}
                        checked={!locked && selected.has(item.id)}
                        disabled={locked}
                        onCheckedChange={() => toggle(item.id)}
                      />
                    ) : null}
                    <button
                      type="button"
                      data-part="item"
                      className={styles.item}
                      aria-current={active || undefined}
                      aria-describedby={hintId}
                      disabled={locked}
                      tabIndex={tabIndex}
                      onClick={() => onSelect(item.id)}
                    >
                      <span className={styles.thumbnail}>
                        {item.thumbnail ? (
                          <img className={styles.thumbnailImage} src={item.thumbnail} alt="" />
                        ) : (
                          <Icon name="video" size="small" />
                        )}
                      </span>
                      <span className={styles.text}>
                        <span className={styles.title}>{item.title}</span>
                        <span className={styles.meta}>
                          {item.author} ·{' '}
                          <time
                            dateTime={isoDateTime(item.submittedAt)}
                            title={formatDateTime(item.submittedAt, locale)}
                          >
                            {formatRelativeTime(item.submittedAt, reference, locale)}
                          </time>
                        </span>
                      </span>
                      <span className={styles.side}>
                        {item.verdict ? <VerdictTag verdict={item.verdict} /> : null}
                        {locked && item.lockedBy ? (
                          <span className={styles.lock}>
                            <Icon name="lock" size="small" />
                            {strings.reviewQueueLockedBy(item.lockedBy)}
                          </span>
                        ) : null}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <p id={hintId} className={styles.hint}>
              {selectable
                ? `${strings.reviewQueueKeys} · ${strings.reviewQueueSelectKey}`
                : strings.reviewQueueKeys}
            </p>
          </>
        )}
      </section>
    );
  },
);
ReviewQueue.displayName = 'ReviewQueue';
