/** Small helpers for file lists: display names, sizes and the `accept` check. */

/**
 * Shortens a file name to at most `max` characters (25 by default), keeping its extension:
 * `creator-console-launch-video-final.mp4` → `creator-console-laun….mp4`.
 * Counts characters, not UTF-16 units, so no emoji or CJK character is cut in half.
 */
export function shortenFileName(name: string, max = 25): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  // A long “extension” is probably part of the name: cut it like the rest.
  const kept = extension.length > 0 && extension.length <= Math.floor(max / 2) ? extension : [];
  const room = max - kept.length - 1;
  return `${characters.slice(0, room).join('')}…${kept.join('')}`;
}

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → “1.5 KB”, 2 × 1024³ → “2 GB” (binary units, one decimal below 10). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/** The tokens of an `accept` string: extensions (`.mp4`), MIME types (`video/mp4`) or groups (`video/*`). */
export function acceptTokens(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether a file matches `accept` the way the browser's file picker filters it. */
export function matchesAccept(file: { name: string; type: string }, accept: string | undefined): boolean {
  const tokens = acceptTokens(accept);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}
