import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  type UIEvent,
} from 'react';
import { useUiStrings } from '../../provider';
import { layout } from '../../tokens';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';

export type DataTableKey = string | number;

export const dataTableAligns = ['left', 'center', 'right'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];
export type DataTableSort = { key: string; direction: SortDirection };

export type DataTableColumn<Row> = {
  /** Identifies the column (sort key); also the field shown when there is no `cell`. */
  key: string;
  header: ReactNode;
  /** What a cell shows; default the row's field named `key`. */
  cell?: (row: Row, rowIndex: number) => ReactNode;
  /** CSS width (px for numbers). */
  width?: number | string;
  align?: DataTableAlign;
  /** The header becomes a button that cycles ascending → descending → unsorted. */
  sortable?: boolean;
};

/** Above this many rows a table with a `height` renders only the rows in view. */
export const VIRTUALIZE_FROM = 100;

export type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  /** The rows to show, already sorted and paged: the table never reorders them. */
  rows: readonly Row[];
  /** The field holding each row's unique key, or a function that returns it. */
  rowKey: keyof Row | ((row: Row) => DataTableKey);
  /** The table's accessible name, e.g. 视频列表. */
  label?: string;
  /** Controlled sort; `null` is unsorted. Leave out (with `defaultSort`) for uncontrolled. */
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Adds a checkbox column, with “select all on this page” in the header. */
  selectable?: boolean;
  /** Controlled selection; may hold keys of other pages. */
  selectedKeys?: readonly DataTableKey[];
  defaultSelectedKeys?: readonly DataTableKey[];
  onSelectionChange?: (keys: DataTableKey[]) => void;
  /** Names a row's checkbox (“选择{rowLabel}”); default the first column's text. */
  rowLabel?: (row: Row) => string;
  /** Shown in a bar above the table while rows are selected, beside “已选择 N 项”. */
  bulkActions?: ReactNode | ((selectedKeys: DataTableKey[]) => ReactNode);
  /** Skeleton rows and `aria-busy` while the rows load. */
  loading?: boolean;
  /** Number of skeleton rows. Default 5. */
  loadingRows?: number;
  /** Shown when there are no rows; default an EmptyState saying 暂无数据. */
  empty?: ReactNode;
  /**
   * Fixed height of the scroll container in px, with a sticky header. With more than
   * `VIRTUALIZE_FROM` rows only the rows in view (plus `overscan`) are rendered.
   */
  height?: number;
  /** Height of one body row in px. Default 44. Rows are one line high when virtualised. */
  rowHeight?: number;
  /** Rows rendered beyond each edge of the view when virtualised. Default 8. */
  overscan?: number;
  data?: DataAttributes;
};

const cssLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function fieldOf<Row>(row: Row, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

type SelectionCheckboxProps = {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** A native checkbox: its mixed state (`indeterminate`) is exposed to assistive technology by the browser. */
function SelectionCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

function nextSort(current: DataTableSort | null, key: string): DataTableSort | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

function DataTableInner<Row>(
  {
    columns,
    rows,
    rowKey,
    label,
    sort: sortProp,
    defaultSort = null,
    onSortChange,
    selectable = false,
    selectedKeys: selectedProp,
    defaultSelectedKeys = [],
    onSelectionChange,
    rowLabel,
    bulkActions,
    loading = false,
    loadingRows = 5,
    empty,
    height,
    rowHeight = layout.controlHeightLarge,
    overscan = 8,
    data,
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLTableElement>,
) {
  const strings = useUiStrings();
  const [sort, setSort] = useControllableState<DataTableSort | null>({
    prop: sortProp,
    defaultProp: defaultSort,
    onChange: onSortChange,
    caller: 'DataTable',
  });
  const [selected, setSelected] = useControllableState<readonly DataTableKey[]>({
    prop: selectedProp,
    defaultProp: defaultSelectedKeys,
    onChange: onSelectionChange ? (keys) => onSelectionChange([...keys]) : undefined,
    caller: 'DataTable',
  });

  const keys = useMemo(
    () => rows.map((row) => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as DataTableKey))),
    [rows, rowKey],
  );
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const selectedOnPage = useMemo(
    () => keys.filter((key) => selectedSet.has(key)).length,
    [keys, selectedSet],
  );

  // The index of the first row in view is state, so scrolling within one row renders nothing.
  const [firstVisible, setFirstVisible] = useState(0);
  const showRows = !loading && rows.length > 0;
  const virtualized = showRows && height !== undefined && rows.length > VIRTUALIZE_FROM;
  const onScroll = virtualized
    ? (event: UIEvent<HTMLDivElement>) =>
        setFirstVisible(Math.floor(event.currentTarget.scrollTop / rowHeight))
    : undefined;
  const first = Math.min(firstVisible, rows.length - 1);
  const start = virtualized ? Math.max(0, first - overscan) : 0;
  const end = virtualized
    ? Math.min(rows.length, first + Math.ceil((height ?? 0) / rowHeight) + overscan)
    : rows.length;

  const columnCount = columns.length + (selectable ? 1 : 0);

  const toggleAll = (checked: boolean) => {
    const onPage = new Set(keys);
    const others = selected.filter((key) => !onPage.has(key));
    setSelected(checked ? [...others, ...keys] : others);
  };
  const toggleRow = (key: DataTableKey, checked: boolean) => {
    setSelected(checked ? [...selected, key] : selected.filter((selectedKey) => selectedKey !== key));
  };

  const firstColumn = columns[0];
  const labelOfRow = (row: Row, index: number, key: DataTableKey) => {
    if (rowLabel) return rowLabel(row);
    const shown = firstColumn?.cell
      ? firstColumn.cell(row, index)
      : firstColumn && fieldOf(row, firstColumn.key);
    return textOf(shown) || String(key);
  };

  const renderRow = (row: Row, index: number) => {
    const key = keys[index] as DataTableKey;
    const isSelected = selectedSet.has(key);
    return (
      <tr
        key={key}
        className={styles.row}
        data-state={isSelected ? 'selected' : undefined}
        aria-rowindex={virtualized ? index + 2 : undefined}
      >
        {selectable ? (
          <td className={clsx(styles.cell, styles.selectionCell)}>
            <SelectionCheckbox
              label={strings.selectRow(labelOfRow(row, index, key))}
              checked={isSelected}
              onChange={(checked) => toggleRow(key, checked)}
            />
          </td>
        ) : null}
        {columns.map((column) => (
          <td
            key={column.key}
            className={clsx(styles.cell, styles.singleLine, styles.align[column.align ?? 'left'])}
          >
            {column.cell ? column.cell(row, index) : textOf(fieldOf(row, column.key))}
          </td>
        ))}
      </tr>
    );
  };

  const spacerRow = (rowsHigh: number, part: string) =>
    rowsHigh > 0 ? (
      <tr aria-hidden="true" data-part={part}>
        <td className={styles.spacer} colSpan={columnCount} style={{ height: rowsHigh * rowHeight }} />
      </tr>
    ) : null;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      <tr key={index} data-part="loading">
        {Array.from({ length: columnCount }, (_, cellIndex) => (
          <td key={cellIndex} className={styles.cell}>
            <Skeleton />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td className={styles.messageCell} colSpan={columnCount}>
          {empty ?? <EmptyState size="small" />}
        </td>
      </tr>
    );
  } else {
    body = (
      <>
        {spacerRow(start, 'before')}
        {rows.slice(start, end).map((row, offset) => renderRow(row, start + offset))}
        {spacerRow(rows.length - end, 'after')}
      </>
    );
  }

  const fixedHeight = height !== undefined;
  const inlineVars = assignInlineVars({
    [styles.rowHeight]: `${rowHeight}px`,
    [styles.viewportHeight]: fixedHeight ? `${height}px` : 'auto',
  });

  return (
    <div className={styles.root} style={inlineVars} {...dataAttributes(data)}>
      {selectable && selected.length > 0 ? (
        <div className={styles.bulkBar} data-part="bulk-actions">
          <span role="status" className={styles.bulkCount}>
            {strings.selectedCount(selected.length)}
          </span>
          {typeof bulkActions === 'function' ? bulkActions([...selected]) : bulkActions}
          <Button size="small" variant="ghost" tone="accent" onClick={() => setSelected([])}>
            {strings.clearSelection}
          </Button>
        </div>
      ) : null}
      <div
        className={clsx(styles.scroller, fixedHeight && styles.fixedHeight)}
        onScroll={onScroll}
        // A region that scrolls must be reachable from the keyboard.
        tabIndex={fixedHeight ? 0 : undefined}
        role={fixedHeight && label ? 'region' : undefined}
        aria-label={fixedHeight && label ? label : undefined}
        data-part="scroller"
      >
        <table
          ref={ref}
          className={clsx(styles.table, virtualized && styles.fixedLayout)}
          aria-label={label}
          aria-busy={loading || undefined}
          aria-rowcount={virtualized ? rows.length + 1 : undefined}
        >
          <colgroup>
            {selectable ? <col className={styles.selectionCell} /> : null}
            {columns.map((column) => (
              <col
                key={column.key}
                style={column.width === undefined ? undefined : { width: cssLength(column.width) }}
              />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={virtualized ? 1 : undefined}>
              {selectable ? (
                <th scope="col" className={clsx(styles.headerCell, styles.selectionCell)}>
                  <SelectionCheckbox
                    label={strings.selectAllRows}
                    checked={keys.length > 0 && selectedOnPage === keys.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < keys.length}
                    disabled={!showRows}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={clsx(styles.headerCell, styles.align[column.align ?? 'left'])}
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => setSort(nextSort(sort, column.key))}
                      >
                        {column.header}
                        <span className={styles.sortIcon} data-direction={direction} aria-hidden="true">
                          <Icon name="chevron-down" size="small" />
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Rows and columns with sorting, row selection, loading and empty states, and virtualised
 * rendering for very long lists. Generic in the row type: `<DataTable<Video> … />`.
 */
export const DataTable = forwardRef(DataTableInner) as (<Row>(
  props: DataTableProps<Row> & { ref?: Ref<HTMLTableElement> },
) => ReactElement) & { displayName?: string };
DataTable.displayName = 'DataTable';
