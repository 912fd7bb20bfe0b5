import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Icon } from '../Icon';
import * as styles from './CheckTree.css';

export type CheckTreeNode = {
  /** Unique in the tree. A leaf's id is what `checked` holds. */
  id: string;
  /** The node's name: plain text, also its accessible name. */
  label: string;
  children?: readonly CheckTreeNode[];
  /** Cannot be ticked or unticked; `disabledReason` says why (shown and announced). */
  disabled?: boolean;
  disabledReason?: string;
  /** A short mark after the label, e.g. 隐藏页. */
  badge?: string;
  /** A remark under the label, e.g. what else a group needs. */
  note?: string;
};

/** `true`, `false` or `'mixed'` (some of the node's leaves are ticked). */
export type CheckTreeState = boolean | 'mixed';

export type CheckTreeProps = {
  /** The tree's accessible name. */
  label: string;
  nodes: readonly CheckTreeNode[];
  /** Ticked leaf ids. */
  checked: ReadonlySet<string>;
  /**
   * The leaves ticked after a toggle, and which leaves the toggle changed (a parent changes all of
   * its enabled leaves).
   */
  onCheckedChange?: (next: Set<string>, change: { ids: string[]; checked: boolean }) => void;
  /** Parent ids open at first; all open when left out. */
  defaultExpanded?: readonly string[];
  /** Shown but not changeable (no node is disabled-looking; the tree says so once). */
  readOnly?: boolean;
  data?: DataAttributes;
};

interface Flat {
  node: CheckTreeNode;
  level: number;
  parent: string | null;
  /** Position among siblings, 1-based, and the sibling count. */
  posInSet: number;
  setSize: number;
  disabled: boolean;
}

const leavesOf = (node: CheckTreeNode): CheckTreeNode[] =>
  node.children && node.children.length > 0 ? node.children.flatMap(leavesOf) : [node];

/** A node's state from its leaves: all ticked, none, or some. */
export function checkTreeState(node: CheckTreeNode, checked: ReadonlySet<string>): CheckTreeState {
  const leaves = leavesOf(node);
  const ticked = leaves.filter((leaf) => checked.has(leaf.id)).length;
  if (ticked === 0) return false;
  return ticked === leaves.length ? true : 'mixed';
}

/**
 * What toggling `node` gives: a leaf flips; a parent ticks every enabled leaf unless all of them
 * are ticked already, then unticks them. Disabled leaves (and everything under a disabled parent)
 * keep their state.
 */
export function toggleCheckTree(
  node: CheckTreeNode,
  checked: ReadonlySet<string>,
  parentDisabled = false,
): { next: Set<string>; ids: string[]; checked: boolean } {
  const enabled: string[] = [];
  const walk = (item: CheckTreeNode, disabled: boolean) => {
    const off = disabled || Boolean(item.disabled);
    if (item.children && item.children.length > 0) item.children.forEach((child) => walk(child, off));
    else if (!off) enabled.push(item.id);
  };
  walk(node, parentDisabled);
  const value = !enabled.every((id) => checked.has(id));
  const next = new Set(checked);
  for (const id of enabled) {
    if (value) next.add(id);
    else next.delete(id);
  }
  return { next, ids: enabled.filter((id) => checked.has(id) !== value), checked: value };
}

/**
 * A tree of checkboxes with tri-state parents (WAI-ARIA tree pattern): ↑/↓ move, → opens a group
 * or enters it, ← closes it or goes to the parent, Home/End jump, Space ticks. Disabled nodes stay
 * focusable and say why.
 */
export function CheckTree({
  label,
  nodes,
  checked,
  onCheckedChange,
  defaultExpanded,
  readOnly = false,
  data,
}: CheckTreeProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<Set<string>>(
    () =>
      new Set(
        defaultExpanded ??
          nodes.flatMap(function parents(node): string[] {
            return node.children?.length ? [node.id, ...node.children.flatMap(parents)] : [];
          }),
      ),
  );
  const [focused, setFocused] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLLIElement>());

  /** The visible nodes in order, with what the ARIA attributes need. */
  const visible = useMemo(() => {
    const list: Flat[] = [];
    const walk = (items: readonly CheckTreeNode[], level: number, parent: string | null, off: boolean) => {
      items.forEach((node, index) => {
        const disabled = off || Boolean(node.disabled);
        list.push({ node, level, parent, posInSet: index + 1, setSize: items.length, disabled });
        if (node.children?.length && expanded.has(node.id)) walk(node.children, level + 1, node.id, disabled);
      });
    };
    walk(nodes, 1, null, false);
    return list;
  }, [nodes, expanded]);

  const current = visible.find((item) => item.node.id === focused) ?? visible[0];
  const domId = (id: string) => `${baseId}-${id.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

  const focus = (id: string | undefined) => {
    if (!id) return;
    setFocused(id);
    refs.current.get(id)?.focus();
  };

  const setOpen = (id: string, open: boolean) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = (item: Flat) => {
    if (readOnly || item.disabled) return;
    const result = toggleCheckTree(item.node, checked);
    if (result.ids.length > 0) onCheckedChange?.(result.next, { ids: result.ids, checked: result.checked });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, item: Flat) => {
    // Keys reach every ancestor treeitem too: only the focused one acts.
    if (event.target !== event.currentTarget) return;
    const index = visible.indexOf(item);
    const isParent = Boolean(item.node.children?.length);
    const open = expanded.has(item.node.id);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focus(visible[index + 1]?.node.id);
        break;
      case 'ArrowUp':
        focus(visible[index - 1]?.node.id);
        break;
      case 'Home':
        focus(visible[0]?.node.id);
        break;
      case 'End':
        focus(visible[visible.length - 1]?.node.id);
        break;
      case 'ArrowRight':
        if (isParent && !open) setOpen(item.node.id, true);
        else if (isParent) focus(visible[index + 1]?.node.id);
        break;
      case 'ArrowLeft':
        if (isParent && open) setOpen(item.node.id, false);
        else if (item.parent) focus(item.parent);
        break;
      case ' ':
        toggle(item);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const render = (items: readonly CheckTreeNode[]): ReactNode =>
    items.map((node) => {
      const item = visible.find((entry) => entry.node.id === node.id);
      if (!item) return null;
      const id = domId(node.id);
      const isParent = Boolean(node.children?.length);
      const open = expanded.has(node.id);
      const state = checkTreeState(node, checked);
      const reason = item.disabled && !readOnly ? (node.disabledReason ?? '') : '';
      const described = [node.badge && `${id}-badge`, node.note && `${id}-note`, reason && `${id}-reason`]
        .filter(Boolean)
        .join(' ');
      return (
        <li
          key={node.id}
          id={id}
          ref={(element) => {
            if (element) refs.current.set(node.id, element);
            else refs.current.delete(node.id);
          }}
          role="treeitem"
          aria-level={item.level}
          aria-posinset={item.posInSet}
          aria-setsize={item.setSize}
          aria-checked={state === 'mixed' ? 'mixed' : state}
          aria-expanded={isParent ? open : undefined}
          aria-disabled={item.disabled || readOnly ? true : undefined}
          aria-labelledby={`${id}-label`}
          aria-describedby={described || undefined}
          tabIndex={current?.node.id === node.id ? 0 : -1}
          className={styles.item}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocused(node.id);
          }}
          onKeyDown={(event) => onKeyDown(event, item)}
        >
          <div
            className={styles.row}
            data-disabled={item.disabled || readOnly ? '' : undefined}
            style={{ paddingInlineStart: `calc(${item.level - 1} * 24px + 4px)` }}
            onClick={() => {
              focus(node.id);
              toggle(item);
            }}
          >
            <span
              className={styles.twisty}
              aria-hidden="true"
              data-open={open ? '' : undefined}
              onClick={(event) => {
                event.stopPropagation();
                if (isParent) setOpen(node.id, !open);
                focus(node.id);
              }}
            >
              {isParent ? <Icon name="chevron-right" size="small" /> : null}
            </span>
            <span
              className={styles.box}
              aria-hidden="true"
              data-state={state === 'mixed' ? 'mixed' : state ? 'on' : 'off'}
            >
              {state === true ? (
                <Icon name="check" size="small" />
              ) : state === 'mixed' ? (
                <span className={styles.dash} />
              ) : null}
            </span>
            <span className={styles.text}>
              <span className={styles.labelLine}>
                <span id={`${id}-label`}>{node.label}</span>
                {node.badge ? (
                  <span id={`${id}-badge`} className={styles.badge}>
                    {node.badge}
                  </span>
                ) : null}
              </span>
              {node.note ? (
                <span id={`${id}-note`} className={styles.note}>
                  {node.note}
                </span>
              ) : null}
              {reason ? (
                <span id={`${id}-reason`} className={styles.reason}>
                  {reason}
                </span>
              ) : null}
            </span>
          </div>
          {isParent && open ? (
            <ul role="group" className={styles.group}>
              {render(node.children!)}
            </ul>
          ) : null}
        </li>
      );
    });

  return (
    <ul role="tree" aria-label={label} className={styles.tree} {...dataAttributes(data)}>
      {render(nodes)}
    </ul>
  );
}
