import { useSWRConfig } from 'swr';
import {
  ALBUM_STAGE_STATUS,
  endpoints,
  type AlbumDecisionInput,
  type AlbumReviewStage,
  type ReviewAlbumDetail,
} from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { remindersKey } from '../../../shared/reminders';
import { useReviewAlbums } from './get-review-albums';
import { isReviewAlbumKey, isReviewAlbumsKey } from './keys';

export type WorkbenchDecision = Omit<AlbumDecisionInput, 'stage'>;

/** How many albums one claim asks for. */
export const CLAIM_SIZE = 10;

/** How many albums wait at a stage (claimed by someone or not). */
export function useWaitingCount(stage: AlbumReviewStage): number | undefined {
  const { data } = useReviewAlbums({ status: ALBUM_STAGE_STATUS[stage], page: 1, size: 1 });
  return data?.total;
}

/**
 * The workbench's calls: claim a batch (the caller's open items come first), release, decide one
 * or several. After a decision the lists, the details and the sidebar's 图集审核 badge refresh.
 */
export function useWorkbenchCalls(stage: AlbumReviewStage) {
  const { mutate } = useSWRConfig();
  const refresh = () => {
    void mutate(isReviewAlbumsKey);
    void mutate(isReviewAlbumKey);
    void mutate(remindersKey);
  };
  return {
    refresh,
    claim: async (): Promise<ReviewAlbumDetail[]> => {
      const batch = await apiClient.call(endpoints.claimAlbumBatch, { body: { stage, size: CLAIM_SIZE } });
      void mutate(isReviewAlbumsKey);
      return batch;
    },
    release: (ids: number[]) => apiClient.call(endpoints.releaseAlbumItems, { body: { ids } }),
    decideOne: (id: number, decision: WorkbenchDecision) =>
      apiClient.call(endpoints.decideAlbumItem, { params: { id }, body: { stage, ...decision } }),
    decideMany: (ids: number[], decision: WorkbenchDecision) =>
      apiClient.callRaw(endpoints.decideAlbumBatch, { body: { stage, ids, ...decision } }),
  };
}
