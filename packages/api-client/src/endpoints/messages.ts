import type { endpoints, QueryOf, ResponseOf } from '@creator-console/contract';

export type MyMessagesQuery = QueryOf<typeof endpoints.myMessages>;
export type UnreadMessageCountQuery = QueryOf<typeof endpoints.myUnreadMessageCount>;
export type ReadMessageQuery = QueryOf<typeof endpoints.readMessage>;
export type Reminders = ResponseOf<typeof endpoints.reminders>;
export type MessageList = ResponseOf<typeof endpoints.myMessages>;
