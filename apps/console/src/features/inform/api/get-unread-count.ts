import useSWR from 'swr';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

type UnreadCount = ResponseOf<typeof endpoints.myUnreadMessageCount>;

/**
 * The unread count of one message type, for its tab. Marking messages read refreshes every unread
 * count (see `useMarkMessagesRead`), this one included.
 */
export function useUnreadCountOfType(type: number): number {
  const key: ApiKey<typeof endpoints.myUnreadMessageCount> = [
    endpoints.myUnreadMessageCount,
    { query: { type } },
  ];
  const { data } = useSWR<UnreadCount>(key);
  return data?.count ?? 0;
}
