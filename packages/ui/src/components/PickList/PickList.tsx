import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Button } from '../Button';
import { Heading, type HeadingLevel } from '../Heading';
import * as styles from './PickList.css';

export type PickListItem<Id extends string | number = string | number> = {
  id: Id;
  /** Names the item, in its row and in its buttons' accessible names (上移：…). */
  title: string;
  /** A muted line under the title (who, how many plays). */
  detail?: ReactNode;
  /** A thumbnail before the text; give it its own alt text. */
  media?: ReactNode;
};

export type PickListProps<Id extends string | number = string | number> = {
  /** The chosen items, in order. */
  items: readonly PickListItem<Id>[];
  /** Called with the ids in their new order after a move, or without the removed one. */
  onChange: (ids: Id[]) => void;
  /** Names the list for assistive technology (优秀视频（按顺序展示）). */
  label: string;
  /** A heading over the list, with the counter beside it. */
  title?: string;
  /** Level of that heading. Default 3. */
  titleLevel?: HeadingLevel;
  /** How many may be chosen: shows the counter 已选 n/max beside the title. */
  max?: number;
  /** Shown instead of the list when nothing is chosen (how to choose some). */
  empty?: ReactNode;
  /** Between the header and the list: a note about the limit, an error. */
  notice?: ReactNode;
  /** After the list: the panel's buttons (保存). */
  footer?: ReactNode;
  /** Read-only: no move or remove buttons. */
  readOnly?: boolean;
  data?: DataAttributes;
};

/** `ids` with the one at `index` swapped with its neighbour `index + by`. */
const swapped = <Id,>(ids: readonly Id[], index: number, by: -1 | 1): Id[] => {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
};

function PickListInner<Id extends string | number>(
  {
    items,
    onChange,
    label,
    title,
    titleLevel = 3,
    max,
    empty,
    notice,
    footer,
    readOnly = false,
    data,
  }: PickListProps<Id>,
  ref: ForwardedRef<HTMLElement>,
) {
  const strings = useUiStrings();
  const titleId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = items.map((item) => item.id);

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= ids.length) return;
    onChange(swapped(ids, index, by));
    setAnnouncement(strings.pickListMoved(index + 1, to + 1));
    // Focus follows the item; at either end its button in that direction is disabled, so the other one.
    const atEnd = to === 0 || to === ids.length - 1;
    const action = atEnd ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down';
    requestAnimationFrame(() =>
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-index="${to}"][data-action="${action}"]`)
        ?.focus(),
    );
  };
  const remove = (item: PickListItem<Id>) => {
    const index = ids.indexOf(item.id);
    onChange(ids.filter((id) => id !== item.id));
    setAnnouncement(strings.pickListRemoved(item.title));
    // The focus goes to the item that took its place (or the one before), not to the page's start.
    const next = Math.min(index, ids.length - 2);
    if (next >= 0) {
      requestAnimationFrame(() =>
        listRef.current
          ?.querySelector<HTMLButtonElement>(`[data-index="${next}"][data-action="remove"]`)
          ?.focus(),
      );
    }
  };

  const full = max !== undefined && items.length >= max;
  return (
    <section
      ref={ref}
      className={styles.root}
      {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
      {...dataAttributes(data)}
    >
      {title || max !== undefined ? (
        <div className={styles.header}>
          {title ? (
            <Heading level={titleLevel} id={titleId}>
              {title}
            </Heading>
          ) : null}
          {max !== undefined ? (
            <span className={styles.count} data-full={full}>
              {strings.pickListCount(items.length, max)}
            </span>
          ) : null}
        </div>
      ) : null}
      {notice}
      {items.length === 0 && empty ? <p className={styles.empty}>{empty}</p> : null}
      <ol className={styles.list} ref={listRef} aria-label={label}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.item} data-pick={item.id}>
            <span className={styles.position} aria-hidden="true">
              {index + 1}
            </span>
            {item.media ? <span className={styles.media}>{item.media}</span> : null}
            <span className={styles.text}>
              <span className={styles.title} title={item.title}>
                {item.title}
              </span>
              {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
            </span>
            {readOnly ? null : (
              <span className={styles.actions}>
                <Button
                  size="small"
                  variant="ghost"
                  icon="arrow-up"
                  data={{ index, action: 'up' }}
                  aria-label={strings.pickListMoveUpOf(item.title)}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {strings.pickListMoveUp}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  icon="arrow-down"
                  data={{ index, action: 'down' }}
                  aria-label={strings.pickListMoveDownOf(item.title)}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {strings.pickListMoveDown}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  tone="critical"
                  data={{ index, action: 'remove' }}
                  aria-label={strings.pickListRemoveOf(item.title)}
                  onClick={() => remove(item)}
                >
                  {strings.pickListRemove}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {footer}
    </section>
  );
}

/**
 * The items someone chose, in the order they will be shown (featured videos, sample videos): a
 * numbered list with 上移/下移 and 移除 per item, and a counter 已选 n/max beside its title. Moves
 * are made with the buttons (Tab, Enter), the focus stays on the moved item and the move is
 * announced. The order is the caller's: `onChange` receives the ids in the new order.
 */
export const PickList = forwardRef(PickListInner) as (<Id extends string | number>(
  props: PickListProps<Id> & { ref?: Ref<HTMLElement> },
) => ReactElement) & { displayName?: string };
PickList.displayName = 'PickList';
