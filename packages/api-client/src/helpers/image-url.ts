/**
 * Resized images are asked of the image server with one query parameter:
 * `image-process=resize,m_<mode>,w_<width>,h_<height>`, e.g. `cover.jpg?image-process=resize,m_fill,w_200,h_100`.
 */
export const RESIZE_PARAM = 'image-process';

/** fill: cover and crop; fit: fit inside, keep ratio; pad: fit inside and pad; fixed: stretch to the box. */
export const RESIZE_MODES = ['fill', 'fit', 'pad', 'fixed'] as const;
export type ResizeMode = (typeof RESIZE_MODES)[number];

export interface ResizeOptions {
  width?: number;
  height?: number;
  mode?: ResizeMode;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Addresses the image server cannot or need not resize. */
function isExempt(url: string): boolean {
  if (url.includes(`${RESIZE_PARAM}=`)) return true; // already resized
  if (/^(blob|data|file):/i.test(url)) return true; // temporary or local
  if (/^\.{1,2}\//.test(url)) return true; // relative local asset
  const path = url.split(/[?#]/, 1)[0]!;
  if (/(^|\/)(tmp|temp)(\/|$)/i.test(path.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, ''))) return true; // upload in progress
  const host = /^[a-z][a-z\d+.-]*:\/\/(?:[^@/]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(url)?.[1]?.toLowerCase();
  return host !== undefined && LOCAL_HOSTS.has(host);
}

const dimension = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;

/**
 * The image address with resize parameters, only when both dimensions are given and the address is
 * not already resized, temporary (blob:, data:, a tmp/temp folder) or local (localhost, 127.0.0.1,
 * file:, ./relative). Any other address comes back unchanged.
 */
export function resizeImageUrl(url: string, { width, height, mode = 'fill' }: ResizeOptions = {}): string {
  const w = dimension(width);
  const h = dimension(height);
  if (!url || w === undefined || h === undefined || isExempt(url)) return url;
  const hashAt = url.indexOf('#');
  const [address, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}${RESIZE_PARAM}=resize,m_${mode},w_${w},h_${h}${hash}`;
}
