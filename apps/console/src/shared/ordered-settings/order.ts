/** Positions are spaced so that one can later go between two without renumbering the rest. */
export const POSITION_STEP = 10;

/**
 * The rows whose position must change so that `rows` (already in the new order) keep that order:
 * each gets its index × step. Rows already there are left alone.
 */
export function repositioned<Row extends { id: number; position: number }>(rows: readonly Row[]): Row[] {
  return rows
    .map((row, index) => ({ ...row, position: index * POSITION_STEP }))
    .filter((row, index) => rows[index]!.position !== row.position);
}

/** `rows` with the row at `index` swapped with its neighbour `index + by`. */
export function moved<Row>(rows: readonly Row[], index: number, by: -1 | 1): Row[] {
  const next = [...rows];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
