import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { ReadMessageQuery } from '@creator-console/api-client';
import { apiClient, type ApiKey } from './api';

type UnreadCount = ResponseOf<typeof endpoints.myUnreadMessageCount>;

/** All unread messages, whatever their type: the bell's count. */
export const unreadCountKey: ApiKey<typeof endpoints.myUnreadMessageCount> = [endpoints.myUnreadMessageCount];

/** Any unread count, of all types or of one (a tab of the notification centre). */
const isUnreadCountKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === endpoints.myUnreadMessageCount;

/**
 * The number of unread messages. It is fetched again whenever the window regains focus, since
 * messages arrive while the user is elsewhere, and after messages are marked read here.
 */
export function useUnreadMessageCount(): number {
  const { data } = useSWR<UnreadCount>(unreadCountKey, { revalidateOnFocus: true });
  return data?.count ?? 0;
}

/**
 * Marks messages read — one (`id`), all of a type (`type`) or all — then refreshes every unread
 * count, so the bell follows at once.
 */
export function useMarkMessagesRead() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.readMessage] as const,
    ([endpoint], { arg }: { arg: ReadMessageQuery }) => apiClient.call(endpoint, { query: arg }),
    { onSuccess: () => void mutate(isUnreadCountKey) },
  );
}
