import { useSWRConfig } from 'swr';
import type { ReadMessageQuery } from '@creator-console/api-client';
import { useMarkMessagesRead } from '../../../shared/unread-messages';
import { isMessagesKey } from './get-messages';

/**
 * Marks one message (`id`) or all of a type (`type`) read: the bell and the tabs' counts follow
 * (shared `useMarkMessagesRead`), and the lists are fetched again to show the new state.
 */
export function useMarkRead() {
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useMarkMessagesRead();
  const markRead = async (query: ReadMessageQuery) => {
    const result = await trigger(query);
    await mutate(isMessagesKey);
    return result;
  };
  return { markRead, isMutating };
}
