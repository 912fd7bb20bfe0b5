export const SHORT_FILE_NAME_MAX = 25;

/** The text after the last dot, or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1);
}

/**
 * The short form of a file name for titles and lists (spec §5): the name cut at its last dot (the
 * extension goes), then at most `max` characters, with no ellipsis added
 * (`a-very-long-holiday-video-of-the-family.mp4` → `a-very-long-holiday-video`). A name whose only
 * dot opens it (`.mp4`) or without a dot is cut as a whole. Counts characters, not UTF-16 units, so
 * Chinese and emoji are never split.
 */
export function shortFileName(name: string, max = SHORT_FILE_NAME_MAX): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return Array.from(base).slice(0, max).join('');
}
