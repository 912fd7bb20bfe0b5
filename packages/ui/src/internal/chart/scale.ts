/** Axis arithmetic of the charts: pure functions, unit-tested without a DOM. */

/** A “nice” step (1, 2, 2.5 or 5 × 10ⁿ) near `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Gridline values from a round number at or below the lowest value (and 0, with `zero`) to one at
 * or above the highest, about `count` steps apart. Integer data gets integer steps.
 */
export function niceTicks(values: readonly number[], count = 4, zero = true): number[] {
  let low = zero ? Math.min(0, ...values) : Math.min(...values);
  let high = zero ? Math.max(0, ...values) : Math.max(...values);
  if (!Number.isFinite(low) || !Number.isFinite(high)) [low, high] = [0, 1];
  if (high === low) {
    if (zero) high = low + 1;
    else [low, high] = [low - 1, high + 1];
  }
  let step = niceStep((high - low) / count);
  if (values.every(Number.isInteger)) step = Math.max(1, Math.ceil(step));
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let value = first; value <= last + step / 2; value += step) ticks.push(Number(value.toFixed(10)));
  return ticks;
}

/** Indices of the category labels to print under the axis: evenly spaced, the last always included. */
export function tickIndices(count: number, room: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, room)));
  const indices: number[] = [];
  for (let index = 0; index < count; index += every) indices.push(index);
  const last = count - 1;
  if (indices[indices.length - 1] !== last) {
    // Drop the regular tick that would crowd the last one.
    if (indices.length > 1 && last - indices[indices.length - 1]! < every / 2) indices.pop();
    indices.push(last);
  }
  return indices;
}

/** `YYYY-MM-DD` becomes `MM-DD` under the axis (the year is in the tooltip and the table). */
export const shortDate = (value: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.slice(5) : value;
