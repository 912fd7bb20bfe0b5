import { useSWRConfig } from 'swr';
import {
  endpoints,
  REVIEW_STAGE_STATUS,
  type ReviewDecisionInput,
  type ReviewStage,
  type ReviewVideoDetail,
} from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { remindersKey } from '../../../shared/reminders';
import { useReviewVideos } from './get-review-videos';
import { isReviewVideoKey, isReviewVideosKey } from './keys';

export type WorkbenchDecision = Omit<ReviewDecisionInput, 'stage'>;

/** How many items one claim asks for. */
export const CLAIM_SIZE = 10;

/** How many videos wait at a stage (claimed by someone or not). */
export function useWaitingCount(stage: ReviewStage): number | undefined {
  const { data } = useReviewVideos({ status: REVIEW_STAGE_STATUS[stage], page: 1, size: 1 });
  return data?.total;
}

/**
 * The workbench's calls: claim a batch (the caller's open items come first), release, decide one
 * or several. After a decision the lists, the details and the sidebar's badges refresh.
 */
export function useWorkbenchCalls(stage: ReviewStage) {
  const { mutate } = useSWRConfig();
  const refresh = () => {
    void mutate(isReviewVideosKey);
    void mutate(isReviewVideoKey);
    void mutate(remindersKey);
  };
  return {
    refresh,
    claim: async (): Promise<ReviewVideoDetail[]> => {
      const batch = await apiClient.call(endpoints.claimReviewBatch, { body: { stage, size: CLAIM_SIZE } });
      void mutate(isReviewVideosKey);
      return batch;
    },
    release: (ids: number[]) => apiClient.call(endpoints.releaseReviewItems, { body: { ids } }),
    decideOne: (id: number, decision: WorkbenchDecision) =>
      apiClient.call(endpoints.decideReviewItem, { params: { id }, body: { stage, ...decision } }),
    decideMany: (ids: number[], decision: WorkbenchDecision) =>
      apiClient.callRaw(endpoints.decideReviewBatch, { body: { stage, ids, ...decision } }),
  };
}
