export const SHORT_FILE_NAME_MAX = 25;
const ELLIPSIS = '…';

/** The text after the last dot, or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1);
}

/**
 * A name of at most `max` characters for lists: the base before the last dot is shortened with an
 * ellipsis and the extension kept (`a-very-long-holiday-vi….mp4`). Counts characters, not UTF-16
 * units, so Chinese and emoji are never split.
 */
export function shortFileName(name: string, max = SHORT_FILE_NAME_MAX): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  const baseRoom = max - extension.length - 1;
  // An extension too long to leave room for a base is cut like the rest of the name.
  if (extension.length === 0 || baseRoom < 1) return chars.slice(0, max - 1).join('') + ELLIPSIS;
  const base = Array.from(name.slice(0, dot));
  return base.slice(0, baseRoom).join('') + ELLIPSIS + extension.join('');
}
