/** PostgreSQL `integer`, the type of every id column. */
export const MAX_ROW_ID = 2_147_483_647;

/** Keys that name a row: `id`, `userId`, `d` (the reveal's user), and any `…_id`. */
const ID_KEY = /^(id|userId|d)$|_id$/;

/**
 * The path of the first id-like integer beyond `MAX_ROW_ID` in a validated request part, or null.
 * The contract bounds ids below by 1 but not above, and PostgreSQL refuses a larger number for an
 * integer column with an error (a 500), so such an id is refused as invalid input instead.
 */
export function idOutOfRange(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = idOutOfRange(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'number' && ID_KEY.test(key) && Math.abs(item) > MAX_ROW_ID) return [...path, key];
    if (typeof item === 'object') {
      const found = idOutOfRange(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
