import useSWR from 'swr';
import { endpoints, type QueryOf, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export type ReviewVideoList = ResponseOf<typeof endpoints.reviewVideoList>;
export type ReviewVideoQuery = QueryOf<typeof endpoints.reviewVideoList>;

/** Every video with its stage, creator, machine verdict and reviewer: filtered, a page at a time. */
export function useReviewVideos(query: ReviewVideoQuery) {
  const key: ApiKey<typeof endpoints.reviewVideoList> = [endpoints.reviewVideoList, { query }];
  return useSWR<ReviewVideoList>(key, { keepPreviousData: true });
}
