import { useSWRConfig } from 'swr';
import { isRemindersKey } from '../reminders';
import type { ReviewApi, DecisionInput } from './review-kind';

/** How many items one claim asks for. */
export const CLAIM_SIZE = 10;

/**
 * A kind's calls at one stage as the workbench makes them: claim a batch, release, decide one or
 * several. After a claim the lists refresh (their holders changed); `refresh` after a decision
 * also refreshes the details and the sidebar's badges.
 */
export function useReviewCalls<Item, Stage extends string>(api: ReviewApi<Item, Stage>, stage: Stage) {
  const { mutate } = useSWRConfig();
  const refresh = () => {
    void mutate(api.isListKey);
    void mutate(api.isItemKey);
    void mutate(isRemindersKey);
  };
  return {
    refresh,
    claim: async (): Promise<Item[]> => {
      const batch = await api.claim(stage, CLAIM_SIZE);
      void mutate(api.isListKey);
      return batch;
    },
    release: (ids: number[]) => api.release(ids),
    decideOne: (id: number, decision: DecisionInput) => api.decide(stage, id, decision),
    decideMany: (ids: number[], decision: DecisionInput) => api.decideMany(stage, ids, decision),
  };
}
