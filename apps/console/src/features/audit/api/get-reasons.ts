import useSWR from 'swr';
import { endpoints, type ReviewReason } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export const videoReasonsKey: ApiKey<typeof endpoints.reviewReasons> = [
  endpoints.reviewReasons,
  { query: { kind: 'video' } },
];

/** The quick-review reasons of videos, in order. */
export function useVideoReasons() {
  return useSWR<ReviewReason[]>(videoReasonsKey);
}
