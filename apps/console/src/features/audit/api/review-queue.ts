import {
  endpoints,
  REVIEW_STAGE_STATUS,
  type ReviewStage,
  type ReviewVideoDetail,
} from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import type { ReviewApi } from '../../../shared/review/review-kind';
import { useReviewVideos } from './get-review-videos';
import { isReviewVideoKey, isReviewVideosKey } from './keys';

/** Video review's calls (/api/audit/…): the workbench claims, releases and decides through these. */
export const videoReviewApi: ReviewApi<ReviewVideoDetail, ReviewStage> = {
  claim: (stage, size) => apiClient.call(endpoints.claimReviewBatch, { body: { stage, size } }),
  release: (ids) => apiClient.call(endpoints.releaseReviewItems, { body: { ids } }),
  decide: (stage, id, decision) =>
    apiClient.call(endpoints.decideReviewItem, { params: { id }, body: { stage, ...decision } }),
  decideMany: (stage, ids, decision) =>
    apiClient.callRaw(endpoints.decideReviewBatch, { body: { stage, ids, ...decision } }),
  useWaitingCount: (stage) =>
    useReviewVideos({ status: REVIEW_STAGE_STATUS[stage], page: 1, size: 1 }).data?.total,
  isListKey: isReviewVideosKey,
  isItemKey: isReviewVideoKey,
};
