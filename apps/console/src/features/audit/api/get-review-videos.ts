import { endpoints, type QueryOf, type ResponseOf } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

export type ReviewVideoList = ResponseOf<typeof endpoints.reviewVideoList>;
export type ReviewVideoQuery = QueryOf<typeof endpoints.reviewVideoList>;

/** Every video with its stage, creator, machine verdict and reviewer: filtered, a page at a time. */
export const useReviewVideos = (query: ReviewVideoQuery) =>
  useEndpoint(endpoints.reviewVideoList, { query }, { keepPreviousData: true });
