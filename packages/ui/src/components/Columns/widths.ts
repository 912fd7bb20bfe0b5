/** Fractions of the row a Column can take. */
export const columnFractions = ['1/2', '1/3', '2/3', '1/4', '3/4', '1/5', '2/5', '3/5', '4/5'] as const;
export type ColumnFraction = (typeof columnFractions)[number];

/** A Column's width: a fraction, `content` (as wide as its content), or the rest of the row (default). */
export const columnWidths = ['content', ...columnFractions] as const;
export type ColumnWidth = (typeof columnWidths)[number];
