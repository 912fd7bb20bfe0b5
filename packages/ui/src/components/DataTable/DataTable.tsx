import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row as TableRow,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import {
  forwardRef,
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ChangeEvent,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useUiStrings } from '../../provider';
import { layout } from '../../tokens';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';
import { createLazyCoreRowModel } from './lazyCoreRowModel';

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
  /**
   * Adds a checkbox column, with “select all on this page” in the header. Shift-clicking a row's
   * checkbox sets every row from the last one clicked to it the same way.
   */
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

/**
 * TanStack Table keeps the column model, the sort and the selection. It never reorders rows
 * (`manualSorting`: the caller sorts, usually on the server) and only one column sorts at a time.
 * Its rows are built as they are read, so 100 000 of them cost only those in view.
 */
const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  coreRowModel: createLazyCoreRowModel(),
});

const cssLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function keyOfRow<Row>(row: Row, rowKey: DataTableProps<Row>['rowKey']): DataTableKey {
  return typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as DataTableKey);
}

/**
 * The table's selection map (selected ids → true) of each key array the table made or was given,
 * so a selection of 100 000 keys is not turned into a map again on every change: the map the
 * table's update produced is kept with the keys it sends out (and with the copy the caller gets,
 * which a controlled caller hands back).
 */
const selectionMaps = new WeakMap<readonly DataTableKey[], { map: RowSelectionState; length: number }>();

/** Up to this many selected ids are looked up one by one in the row model rather than in the page's ids. */
const FEW_SELECTED = 1000;

const pageIdsByRows = new WeakMap<readonly unknown[], ReadonlySet<string>>();

/** The row ids of a page (the table's ids: keys as strings), made once per rows array. */
function pageIdsOf<Row>(rows: readonly Row[], rowKey: DataTableProps<Row>['rowKey']): ReadonlySet<string> {
  let ids = pageIdsByRows.get(rows);
  if (!ids) {
    const made = new Set<string>();
    for (const row of rows) made.add(String(keyOfRow(row, rowKey)));
    pageIdsByRows.set(rows, made);
    ids = made;
  }
  return ids;
}

function fieldOf<Row>(row: Row, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

type SelectionCheckboxProps = {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
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
      onChange={onChange}
    />
  );
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

type BodyRowProps<Row extends RowData> = {
  row: TableRow<typeof features, Row>;
  columns: readonly DataTableColumn<Row>[];
  selectable: boolean;
  selected: boolean;
  rowLabel: ((row: Row) => string) | undefined;
  /** The locale's “选择{row}”; a module-level function, the same on every render. */
  selectRowLabel: (row: string) => string;
  /** Set when virtualised: the row's place among all rows, the header being 1. */
  ariaRowIndex: number | undefined;
};

/**
 * One body row. Memoised: it renders again only when its row, its selection or the columns
 * change, so a render of the table for anything else (a click on another row, the provider's
 * context, a scroll within the rows already shown) does not run every visible cell again.
 */
const BodyRow = memo(function BodyRow<Row extends RowData>({
  row,
  columns,
  selectable,
  selected,
  rowLabel,
  selectRowLabel,
  ariaRowIndex,
}: BodyRowProps<Row>) {
  let selection: ReactNode = null;
  if (selectable) {
    const [firstColumn] = columns;
    const label = rowLabel
      ? rowLabel(row.original)
      : textOf(
          firstColumn?.cell
            ? firstColumn.cell(row.original, row.index)
            : row.getValue(firstColumn?.key ?? ''),
        ) || row.id;
    selection = (
      <td className={clsx(styles.cell, styles.selectionCell)}>
        <input
          type="checkbox"
          className={styles.checkbox}
          aria-label={selectRowLabel(label)}
          checked={selected}
          onChange={row.getToggleSelectedHandler()}
        />
      </td>
    );
  }
  return (
    <tr className={styles.row} data-state={selected ? 'selected' : undefined} aria-rowindex={ariaRowIndex}>
      {selection}
      {columns.map((column) => (
        <td
          key={column.key}
          className={clsx(styles.cell, styles.singleLine, styles.align[column.align ?? 'left'])}
        >
          {column.cell ? column.cell(row.original, row.index) : textOf(row.getValue(column.key))}
        </td>
      ))}
    </tr>
  );
}) as <Row extends RowData>(props: BodyRowProps<Row>) => ReactElement;

function DataTableInner<Row extends RowData>(
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
  const [selected, setSelectedKeys] = useControllableState<readonly DataTableKey[]>({
    prop: selectedProp,
    defaultProp: defaultSelectedKeys,
    onChange: onSelectionChange
      ? (keys) => {
          const copy = [...keys];
          const made = selectionMaps.get(keys);
          if (made) selectionMaps.set(copy, made);
          onSelectionChange(copy);
        }
      : undefined,
    caller: 'DataTable',
  });
  // A new selection made here keeps the map the table worked with (or the one it would build).
  const setSelected = (keys: readonly DataTableKey[], map?: RowSelectionState) => {
    if (map) selectionMaps.set(keys, { map, length: keys.length });
    setSelectedKeys(keys);
  };

  const keyOf = (row: Row) => keyOfRow(row, rowKey);

  // The table's state is ours, in the table's shapes: one sorted column, a map of selected ids.
  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.key, desc: sort.direction === 'desc' }] : []),
    [sort],
  );
  const rowSelection = useMemo(() => {
    // The length guards against a caller that changed the array it was given before handing it back.
    const made = selectionMaps.get(selected);
    if (made && made.length === selected.length) return made.map;
    const map: RowSelectionState = {};
    for (const key of selected) map[String(key)] = true;
    selectionMaps.set(selected, { map, length: selected.length });
    return map;
  }, [selected]);

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, Row> => ({
        id: column.key,
        accessorFn: (row) => fieldOf(row, column.key),
        enableSorting: column.sortable ?? false,
      })),
    [columns],
  );
  const columnsByKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);

  const table = useTable(
    {
      features,
      columns: columnDefs,
      data: rows,
      getRowId: (row) => String(keyOf(row)),
      state: { sorting, rowSelection },
      manualSorting: true,
      enableMultiSort: false,
      sortDescFirst: false,
      onSortingChange: (updater) => {
        const [next] = functionalUpdate(updater, sorting);
        setSort(next ? { key: next.id, direction: next.desc ? 'desc' : 'asc' } : null);
      },
      onRowSelectionChange: (updater) => {
        const next = functionalUpdate(updater, rowSelection);
        // Keys stay in the order they were selected: first those still selected (other pages'
        // too), then the newly selected rows of this page in page order. The new ones are found
        // from the ids (a click adds one row, a Shift range some) rather than by visiting every row.
        const kept = selected.filter((key) => next[String(key)]);
        const nextIds = Object.keys(next);
        const addedRows: TableRow<typeof features, Row>[] = [];
        if (nextIds.length > kept.length) {
          const { rowsById } = table.getCoreRowModel();
          for (const id of nextIds) {
            const row = next[id] && !rowSelection[id] ? rowsById[id] : undefined;
            if (row) addedRows.push(row);
          }
          addedRows.sort((a, b) => a.index - b.index);
        }
        setSelected([...kept, ...addedRows.map((row) => keyOf(row.original))], next);
      },
    },
    // Every state slice is controlled by the props above: nothing to subscribe to.
    () => null,
  );
  // The rows as given: the table neither sorts (manualSorting), filters nor pages them.
  const { rows: tableRows, rowsById } = table.getCoreRowModel();
  const leafColumns = table.getAllLeafColumns();

  const showRows = !loading && rows.length > 0;
  const virtualized = showRows && height !== undefined && rows.length > VIRTUALIZE_FROM;
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The scroll container is exactly `height` high: the virtualizer is told so rather than
  // measuring it, and renders the same rows wherever it runs, with or without layout (tests).
  const viewport = useMemo<Rect>(() => ({ width: 0, height: height ?? 0 }), [height]);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here: the virtualizer is read afresh on every render.
  const virtualizer = useVirtualizer({
    enabled: virtualized,
    count: virtualized ? tableRows.length : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: viewport,
    observeElementRect: (_, onRect) => onRect(viewport),
  });
  // The virtualizer asks each row's size once; a new row height means measuring again.
  const measuredRowHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    if (measuredRowHeight.current === rowHeight) return;
    measuredRowHeight.current = rowHeight;
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  const columnCount = columns.length + (selectable ? 1 : 0);
  // How many of this page's rows are selected, for the header checkbox. A few selected ids are
  // looked up in the row model (rows in view are found at once); more are checked against the
  // page's ids, made once per rows array.
  const selectedOnPage = useMemo(() => {
    if (!showRows || selected.length === 0) return 0;
    const ids = Object.keys(rowSelection);
    if (ids.length <= FEW_SELECTED) return ids.filter((id) => id in rowsById).length;
    const pageIds = pageIdsOf(rows, rowKey);
    return ids.filter((id) => pageIds.has(id)).length;
  }, [showRows, selected, rows, rowKey, rowSelection, rowsById]);
  const allOnPageSelected = selectedOnPage > 0 && selectedOnPage === rows.length;

  // The same change as the table's toggleAllPageRowsSelected, made from the page's keys: that one
  // visits a row object per row and copies the selection map, half a second for 100 000 rows.
  const selectAllOnPage = (checked: boolean) => {
    if (!checked) {
      const pageIds = pageIdsOf(rows, rowKey);
      setSelected(selected.filter((key) => !pageIds.has(String(key))));
      return;
    }
    const added: DataTableKey[] = [];
    for (const row of rows) {
      const key = keyOf(row);
      if (!rowSelection[String(key)]) added.push(key);
    }
    setSelected([...selected, ...added]);
  };

  const renderRow = (row: TableRow<typeof features, Row>) => (
    <BodyRow
      key={row.id}
      row={row}
      columns={columns}
      selectable={selectable}
      selected={row.getIsSelected()}
      rowLabel={rowLabel}
      selectRowLabel={strings.selectRow}
      ariaRowIndex={virtualized ? row.index + 2 : undefined}
    />
  );

  const spacerRow = (px: number, part: string) =>
    px > 0 ? (
      <tr aria-hidden="true" data-part={part}>
        <td className={styles.spacer} colSpan={columnCount} style={{ height: px }} />
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
  } else if (virtualized) {
    const items = virtualizer.getVirtualItems();
    const start = items[0]?.start ?? 0;
    const end = items.at(-1)?.end ?? 0;
    body = (
      <>
        {spacerRow(start, 'before')}
        {items.map((item) => renderRow(tableRows[item.index] as TableRow<typeof features, Row>))}
        {spacerRow(virtualizer.getTotalSize() - end, 'after')}
      </>
    );
  } else {
    body = tableRows.map(renderRow);
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
          <Button size="small" variant="ghost" tone="accent" onClick={() => table.resetRowSelection(true)}>
            {strings.clearSelection}
          </Button>
        </div>
      ) : null}
      <div
        ref={scrollerRef}
        className={clsx(styles.scroller, fixedHeight && styles.fixedHeight)}
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
                    checked={allOnPageSelected}
                    indeterminate={selectedOnPage > 0 && !allOnPageSelected}
                    disabled={!showRows}
                    onChange={(event) => selectAllOnPage(event.target.checked)}
                  />
                </th>
              ) : null}
              {leafColumns.map((leafColumn) => {
                const column = columnsByKey.get(leafColumn.id);
                const direction = leafColumn.getIsSorted() || undefined;
                return (
                  <th
                    key={leafColumn.id}
                    scope="col"
                    className={clsx(styles.headerCell, styles.align[column?.align ?? 'left'])}
                    aria-sort={direction ? ariaSort[direction] : undefined}
                  >
                    {leafColumn.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={leafColumn.getToggleSortingHandler()}
                      >
                        {column?.header}
                        <span className={styles.sortIcon} data-direction={direction} aria-hidden="true">
                          <Icon name="chevron-down" size="small" />
                        </span>
                      </button>
                    ) : (
                      column?.header
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
