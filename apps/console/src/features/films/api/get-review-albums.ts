import useSWR from 'swr';
import { endpoints, type QueryOf, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export type ReviewAlbumList = ResponseOf<typeof endpoints.reviewAlbumList>;
export type ReviewAlbumQuery = QueryOf<typeof endpoints.reviewAlbumList>;

/** Every album with its stage, creator and reviewer: filtered, a page at a time. */
export function useReviewAlbums(query: ReviewAlbumQuery) {
  const key: ApiKey<typeof endpoints.reviewAlbumList> = [endpoints.reviewAlbumList, { query }];
  return useSWR<ReviewAlbumList>(key, { keepPreviousData: true });
}
