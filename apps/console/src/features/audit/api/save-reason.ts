import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints, type BodyOf } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { videoReasonsKey } from './get-reasons';

export type ReasonBody = BodyOf<typeof endpoints.createReviewReason>;
export type ReasonChange =
  | { action: 'create'; body: ReasonBody }
  | { action: 'update'; id: number; body: ReasonBody }
  | { action: 'delete'; id: number };

/** Adds, changes (text or order) or deletes a quick-review reason; the list refreshes. */
export function useSaveReason() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.createReviewReason, 'change'] as const,
    async (_key, { arg }: { arg: ReasonChange }) => {
      if (arg.action === 'create') return apiClient.call(endpoints.createReviewReason, { body: arg.body });
      if (arg.action === 'update') {
        return apiClient.call(endpoints.updateReviewReason, { params: { id: arg.id }, body: arg.body });
      }
      return apiClient.call(endpoints.deleteReviewReason, { params: { id: arg.id } });
    },
    { onSuccess: () => void mutate(videoReasonsKey) },
  );
}
