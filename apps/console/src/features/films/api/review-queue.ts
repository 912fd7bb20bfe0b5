import {
  ALBUM_STAGE_STATUS,
  endpoints,
  type AlbumReviewStage,
  type ReviewAlbumDetail,
} from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import type { ReviewApi } from '../../../shared/review/review-kind';
import { useReviewAlbums } from './get-review-albums';
import { isReviewAlbumKey, isReviewAlbumsKey } from './keys';

/** Album review's calls (/api/audit/albums/…): the workbench claims, releases and decides through these. */
export const albumReviewApi: ReviewApi<ReviewAlbumDetail, AlbumReviewStage> = {
  claim: (stage, size) => apiClient.call(endpoints.claimAlbumBatch, { body: { stage, size } }),
  release: (ids) => apiClient.call(endpoints.releaseAlbumItems, { body: { ids } }),
  decide: (stage, id, decision) =>
    apiClient.call(endpoints.decideAlbumItem, { params: { id }, body: { stage, ...decision } }),
  decideMany: (stage, ids, decision) =>
    apiClient.callRaw(endpoints.decideAlbumBatch, { body: { stage, ids, ...decision } }),
  useWaitingCount: (stage) =>
    useReviewAlbums({ status: ALBUM_STAGE_STATUS[stage], page: 1, size: 1 }).data?.total,
  isListKey: isReviewAlbumsKey,
  isItemKey: isReviewAlbumKey,
};
