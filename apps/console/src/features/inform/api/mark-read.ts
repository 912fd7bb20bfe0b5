import { useSWRConfig } from 'swr';
import { endpoints } from '@creator-console/contract';
import type { ReadMessageQuery } from '@creator-console/api-client';
import { useMarkMessagesRead } from '../../../shared/unread-messages';
import { isEndpointKey } from '../../../shared/use-endpoint';

/**
 * Marks one message (`id`) or all of a type (`type`) read: the bell and the tabs' counts follow
 * (shared `useMarkMessagesRead`), and the lists are fetched again to show the new state.
 */
export function useMarkRead() {
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useMarkMessagesRead();
  const markRead = async (query: ReadMessageQuery) => {
    const result = await trigger(query);
    await mutate(isEndpointKey(endpoints.myMessages));
    return result;
  };
  return { markRead, isMutating };
}
