export { DataTable, VIRTUALIZE_FROM, dataTableAligns, sortDirections } from './DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableKey,
  DataTableSort,
  DataTableAlign,
  SortDirection,
} from './DataTable';
