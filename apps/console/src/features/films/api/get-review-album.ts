import useSWR from 'swr';
import { endpoints, type ReviewAlbumDetail } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

/** One album with its images and full review history, reviewers named. */
export function useReviewAlbum(id: number | null) {
  const key: ApiKey<typeof endpoints.reviewAlbumDetail> | null =
    id === null ? null : [endpoints.reviewAlbumDetail, { params: { id } }];
  return useSWR<ReviewAlbumDetail>(key);
}
