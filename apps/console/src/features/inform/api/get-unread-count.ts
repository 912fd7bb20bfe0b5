import { endpoints } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

/**
 * The unread count of one message type, for its tab. Marking messages read refreshes every unread
 * count (see `useMarkMessagesRead`), this one included.
 */
export const useUnreadCountOfType = (type: number): number =>
  useEndpoint(endpoints.myUnreadMessageCount, { query: { type } }).data?.count ?? 0;
