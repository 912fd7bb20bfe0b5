import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { pageQuery, listOf } from '../wire.js';
import { flag, idParam, queryId, timestamp } from './common.js';

/**
 * Message types of the notification centre. The bell opens type 1.
 * 1 system notices, 2 review results, 3 MCN invitations, 4 certification results, 5 wallet
 * (withdrawals reviewed and paid, short-drama shares credited: money.md §5).
 */
export const MESSAGE_TYPES = { system: 1, review: 2, invite: 3, certification: 4, wallet: 5 } as const;
export const messageType = z.coerce
  .number({ error: '消息类型无效' })
  .int()
  .refine((t) => Object.values(MESSAGE_TYPES).includes(t as 1), '消息类型无效');

export const messageSummary = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  /** The first line of the content, for lists. */
  summary: z.string(),
  is_read: flag,
  created_at: timestamp,
});
export const messageDetail = messageSummary.extend({
  content: z.string(),
  /** A console path the message refers to, e.g. a rejected video's edit page. */
  link: z.string().nullable(),
  read_at: timestamp.nullable(),
});
export type MessageSummary = z.infer<typeof messageSummary>;
export type MessageDetail = z.infer<typeof messageDetail>;

export const myMessages = defineEndpoint({
  method: 'GET',
  path: '/api/my-message',
  summary: "The caller's messages, newest first, optionally of one type or only unread",
  tag: 'messages',
  access: 'session',
  query: pageQuery.extend({
    type: messageType.optional(),
    unread: z.coerce.number<number>().pipe(flag).optional(),
  }),
  response: listOf(messageSummary),
});

export const myUnreadMessageCount = defineEndpoint({
  method: 'GET',
  path: '/api/my-unread-message-count',
  summary: "Number of the caller's unread messages (all types, or one)",
  tag: 'messages',
  access: 'session',
  query: z.object({ type: messageType.optional() }),
  response: z.object({ count: z.number().int() }),
});

export const readMessage = defineEndpoint({
  method: 'POST',
  path: '/api/read-message',
  summary: 'Mark one message read (`id`), or all of a type (`type`), or all (neither)',
  tag: 'messages',
  access: 'session',
  query: z.object({ id: queryId('消息 id 无效').optional(), type: messageType.optional() }),
  response: z.object({ updated: z.number().int() }),
});

export const messageDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/message/{id}',
  summary: 'One of the caller’s messages in full (does not mark it read)',
  tag: 'messages',
  access: 'session',
  params: idParam,
  response: messageDetail,
});

/** The counts /api/reminders can give: albums waiting in review, users waiting in approval. */
export const REMINDER_KINDS = ['album', 'user'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/**
 * `?kinds=album,user`: the counts a caller wants (a reviewer of albums only asks for `album`);
 * without it, both. A count not asked for is not computed and answers 0.
 */
export const reminderKinds = z
  .string({ error: '提醒类型无效' })
  .transform((value) => value.split(','))
  .pipe(z.array(z.enum(REMINDER_KINDS, { error: '提醒类型无效' })).min(1, '提醒类型无效'));

export const reminders = defineEndpoint({
  method: 'GET',
  path: '/api/reminders',
  summary: 'Unreviewed album and user (information and certification) counts for the sidebar badges',
  tag: 'messages',
  access: needs('review:album', 'approval:review'),
  query: z.object({ kinds: reminderKinds.optional() }),
  response: z.object({ album_count: z.number().int(), user_count: z.number().int() }),
});
