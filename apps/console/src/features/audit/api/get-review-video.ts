import useSWR from 'swr';
import { endpoints, type ReviewVideoDetail } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

/** One video with its full review history, reviewers named. */
export function useReviewVideo(id: number | null) {
  const key: ApiKey<typeof endpoints.reviewVideoDetail> | null =
    id === null ? null : [endpoints.reviewVideoDetail, { params: { id } }];
  return useSWR<ReviewVideoDetail>(key);
}
