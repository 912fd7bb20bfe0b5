import useSWR from 'swr';
import { endpoints, fileIdOf } from '@creator-console/contract';
import type { FileAddress } from '@creator-console/api-client';
import type { ApiKey } from './api';

/** The signed address outlives the refresh: a page left open keeps loading its images. */
const REFRESH_MS = 8 * 60_000;

/**
 * Uploaded files (certification documents, covers, album images) are referenced as
 * `/api/files/<id>`. `useFileUrl` turns such a reference into a short-lived signed address that an
 * `<img>` or `<video>` can load without the bearer header; other addresses (a local `blob:`
 * preview, an outside URL) come back unchanged. Undefined while the address is being fetched.
 */
export function useFileUrl(reference: string | undefined): string | undefined {
  const id = reference ? fileIdOf(reference) : null;
  const key: ApiKey<typeof endpoints.fileAddress> | null = id
    ? [endpoints.fileAddress, { params: { id } }]
    : null;
  const { data } = useSWR<FileAddress>(key, { refreshInterval: REFRESH_MS, revalidateOnFocus: false });
  if (!reference) return undefined;
  return id ? data?.url : reference;
}
