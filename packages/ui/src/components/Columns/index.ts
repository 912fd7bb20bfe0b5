export { Columns, Column, columnsAlignYs, columnsCollapseBelows } from './Columns';
export type { ColumnsProps, ColumnProps, ColumnsAlignY, ColumnsCollapseBelow, ColumnsSpace } from './Columns';
export { columnWidths, columnFractions } from './widths';
export type { ColumnWidth, ColumnFraction } from './widths';
