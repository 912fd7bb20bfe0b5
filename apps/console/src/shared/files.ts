import useSWR from 'swr';
import { endpoints, fileIdOf } from '@creator-console/contract';
import type { FileAddress } from '@creator-console/api-client';
import { apiClient, type ApiKey } from './api';

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

/**
 * `useFileUrl` for a list (an application's documents): each reference's address, in order, signed
 * together; undefined for one still being signed.
 */
export function useFileUrls(references: readonly string[]): (string | undefined)[] {
  const ids = references.map((reference) => fileIdOf(reference));
  const wanted = ids.filter((id): id is string => id !== null);
  const { data } = useSWR(
    wanted.length > 0 ? (['fileAddresses', ...wanted] as const) : null,
    () => Promise.all(wanted.map((id) => apiClient.call(endpoints.fileAddress, { params: { id } }))),
    { refreshInterval: REFRESH_MS, revalidateOnFocus: false },
  );
  return references.map((reference, index) => {
    const id = ids[index];
    return id ? data?.[wanted.indexOf(id)]?.url : reference;
  });
}
