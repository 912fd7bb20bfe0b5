import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints, type BodyOf } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { statementsKey } from './get-statements';

export type StatementBody = BodyOf<typeof endpoints.createReviewStatement>;
export type StatementChange =
  | { action: 'create'; body: StatementBody }
  | { action: 'update'; id: number; body: StatementBody }
  | { action: 'delete'; id: number };

/** Adds, changes (text, enabled, order) or deletes a creator declaration; the list refreshes. */
export function useSaveStatement() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.createReviewStatement, 'change'] as const,
    async (_key, { arg }: { arg: StatementChange }) => {
      if (arg.action === 'create') return apiClient.call(endpoints.createReviewStatement, { body: arg.body });
      if (arg.action === 'update') {
        return apiClient.call(endpoints.updateReviewStatement, { params: { id: arg.id }, body: arg.body });
      }
      return apiClient.call(endpoints.deleteReviewStatement, { params: { id: arg.id } });
    },
    { onSuccess: () => void mutate(statementsKey) },
  );
}
