import useSWR from 'swr';
import { endpoints, fileIdOf } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';

/** The signed address outlives the refresh: a page left open keeps loading its images. */
const REFRESH_MS = 8 * 60_000;

/**
 * An album's images (`/api/files/<id>` references) as signed addresses an `<img>` can load, in
 * order; other addresses come back unchanged. Undefined while they are being fetched. (The
 * shared `useFileUrl` takes one reference; a gallery needs them all at once.)
 */
export function useImageUrls(references: readonly string[]): string[] | undefined {
  const key = references.length > 0 ? ['album-image-urls', ...references] : null;
  const { data } = useSWR<string[]>(
    key,
    () =>
      Promise.all(
        references.map(async (reference) => {
          const id = fileIdOf(reference);
          if (!id) return reference;
          const { url } = await apiClient.call(endpoints.fileAddress, { params: { id } });
          return url;
        }),
      ),
    { refreshInterval: REFRESH_MS, revalidateOnFocus: false },
  );
  return references.length === 0 ? [] : data;
}
