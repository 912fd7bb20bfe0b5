import { endpoints, type QueryOf, type ResponseOf } from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';

export type MyMessagesQuery = QueryOf<typeof endpoints.myMessages>;
export type UnreadMessageCountQuery = QueryOf<typeof endpoints.myUnreadMessageCount>;
export type ReadMessageQuery = QueryOf<typeof endpoints.readMessage>;
export type Reminders = ResponseOf<typeof endpoints.reminders>;
export type MessageList = ResponseOf<typeof endpoints.myMessages>;

/** Unreviewed album and user counts for the sidebar badges (staff only, see spec §6). */
export function reminders(client: ApiClient, options?: RequestOptions): Promise<Reminders> {
  return client.call(endpoints.reminders, options);
}

/** The caller's messages, newest first, optionally of one type or only the unread ones. */
export function myMessages(
  client: ApiClient,
  query: MyMessagesQuery = {},
  options?: RequestOptions,
): Promise<MessageList> {
  return client.call(endpoints.myMessages, { ...options, query });
}

/** The number of the caller's unread messages, of all types or one: the bell's badge. */
export function unreadMessageCount(
  client: ApiClient,
  query: UnreadMessageCountQuery = {},
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.myUnreadMessageCount>> {
  return client.call(endpoints.myUnreadMessageCount, { ...options, query });
}

/** Marks one message read (`id`), all of a type (`type`), or all (neither); `updated` says how many changed. */
export function readMessage(
  client: ApiClient,
  query: ReadMessageQuery = {},
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.readMessage>> {
  return client.call(endpoints.readMessage, { ...options, query });
}

/** One of the caller's messages in full; reading it does not mark it read. */
export function messageDetail(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.messageDetail>> {
  return client.call(endpoints.messageDetail, { ...options, params: { id } });
}
