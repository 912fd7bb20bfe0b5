import useSWR from 'swr';
import { endpoints, type ReviewReason } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export const albumReasonsKey: ApiKey<typeof endpoints.reviewReasons> = [
  endpoints.reviewReasons,
  { query: { kind: 'album' } },
];

/** The quick-review reasons of albums, in order. */
export function useAlbumReasons() {
  return useSWR<ReviewReason[]>(albumReasonsKey);
}
