/**
 * Uploaded files (certification documents, covers, album images) are referenced by the path the
 * upload call returned. `useFileUrl` turns such a reference into an address an `<img>` or `<video>`
 * can load.
 */
export function useFileUrl(reference: string | undefined): string | undefined {
  return reference || undefined;
}
