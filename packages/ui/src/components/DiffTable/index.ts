export { DiffTable, diffRows, diffText } from './DiffTable';
export type { DiffTableProps, DiffRow, DiffValues } from './DiffTable';
