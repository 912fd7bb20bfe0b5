import {
  constructRow,
  tableMemo,
  type Row,
  type RowData,
  type RowModel,
  type Table,
  type TableFeatures,
} from '@tanstack/react-table';

/**
 * A core row model for TanStack Table that builds each row the first time it is read.
 *
 * The library's own (`createCoreRowModel`) builds a row object for every item as soon as the data
 * arrives: 100 000 rows take 150–500 ms here, most of it garbage collection, when a virtualised
 * table shows twenty of them. This one has the same shape and the same rows, but `rows[i]` and
 * `rowsById[id]` build a row on first access, so a table pays for the rows it renders. Reading
 * them all (select all, a Shift range) builds the rest once for that data. Flat data only: the
 * DataTable has no sub-rows.
 */
export function createLazyCoreRowModel() {
  return <TFeatures extends TableFeatures, TData extends RowData>(table: Table<TFeatures, TData>) =>
    tableMemo({
      feature: 'coreRowModelsFeature',
      table,
      fnName: 'table.getCoreRowModel',
      memoDeps: () => [table.options.data],
      fn: () => lazyRowModel(table, table.options.data),
    });
}

function lazyRowModel<TFeatures extends TableFeatures, TData extends RowData>(
  table: Table<TFeatures, TData>,
  data: ReadonlyArray<TData>,
): RowModel<TFeatures, TData> {
  const built = new Array<Row<TFeatures, TData>>(data.length);
  const builtById = new Map<string, Row<TFeatures, TData>>();
  const rowAt = (index: number) => {
    let row = built[index];
    if (!row) {
      const original = data[index] as TData;
      row = constructRow(table, table.getRowId(original, index), original, index, 0);
      built[index] = row;
      builtById.set(row.id, row);
    }
    return row;
  };
  const indexOf = (key: string | symbol) => {
    if (typeof key !== 'string') return -1;
    const index = Number(key);
    return Number.isInteger(index) && index >= 0 && index < data.length && String(index) === key ? index : -1;
  };
  // Array methods (forEach, filter, some, slice…) ask `has` then `get` for each index.
  const rows = new Proxy(built, {
    get: (target, key, receiver) => {
      const index = indexOf(key);
      return index === -1 ? Reflect.get(target, key, receiver) : rowAt(index);
    },
    has: (target, key) => indexOf(key) !== -1 || Reflect.has(target, key),
  });

  // A row already built (one in view, say) is found by id at once; any other id needs the index
  // of every id, made on first need.
  let indexById: Map<string, number> | undefined;
  const indexOfId = (id: string | symbol) => {
    if (typeof id !== 'string') return undefined;
    const row = builtById.get(id);
    if (row) return row.index;
    if (!indexById) {
      indexById = new Map();
      for (let index = 0; index < data.length; index++) {
        indexById.set(table.getRowId(data[index] as TData, index), index);
      }
    }
    return indexById.get(id);
  };
  const rowsById = new Proxy({} as Record<string, Row<TFeatures, TData>>, {
    get: (_, id) => {
      const index = indexOfId(id);
      return index === undefined ? undefined : rowAt(index);
    },
    has: (_, id) => indexOfId(id) !== undefined,
  });

  return { rows, flatRows: rows, rowsById };
}
