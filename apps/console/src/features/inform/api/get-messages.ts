import useSWR from 'swr';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { MyMessagesQuery } from '@creator-console/api-client';
import type { ApiKey } from '../../../shared/api';

export type MessageList = ResponseOf<typeof endpoints.myMessages>;

export const messagesKey = (query: MyMessagesQuery): ApiKey<typeof endpoints.myMessages> => [
  endpoints.myMessages,
  { query },
];

/** Any page of the message list, for refreshing after messages are marked read. */
export const isMessagesKey = (key: unknown): boolean => Array.isArray(key) && key[0] === endpoints.myMessages;

/** One page of the caller's messages of one type, newest first. */
export function useMessageList(query: MyMessagesQuery) {
  return useSWR<MessageList>(messagesKey(query), { keepPreviousData: true });
}
