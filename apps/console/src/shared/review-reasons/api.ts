import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints, type BodyOf, type ContentKind, type ReviewReason } from '@creator-console/contract';
import { apiClient, type ApiKey } from '../api';

export const reviewReasonsKey = (kind: ContentKind): ApiKey<typeof endpoints.reviewReasons> => [
  endpoints.reviewReasons,
  { query: { kind } },
];

/** The quick-review reasons of one kind of content (videos, albums), in order. */
export function useReviewReasons(kind: ContentKind) {
  return useSWR<ReviewReason[]>(reviewReasonsKey(kind));
}

export type ReasonBody = BodyOf<typeof endpoints.createReviewReason>;
export type ReasonChange =
  | { action: 'create'; body: ReasonBody }
  | { action: 'update'; id: number; body: ReasonBody }
  | { action: 'delete'; id: number };

/** Adds, changes (text or order) or deletes a quick-review reason of `kind`; its list refreshes. */
export function useSaveReason(kind: ContentKind) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.createReviewReason, 'change', kind] as const,
    async (_key, { arg }: { arg: ReasonChange }) => {
      if (arg.action === 'create') return apiClient.call(endpoints.createReviewReason, { body: arg.body });
      if (arg.action === 'update') {
        return apiClient.call(endpoints.updateReviewReason, { params: { id: arg.id }, body: arg.body });
      }
      return apiClient.call(endpoints.deleteReviewReason, { params: { id: arg.id } });
    },
    { onSuccess: () => void mutate(reviewReasonsKey(kind)) },
  );
}
