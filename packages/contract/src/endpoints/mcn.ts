import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { flag, idParam, queryId, timestamp, userBrief, MAX_ID } from './common.js';

/** Invitation types: 1 an MCN invites a creator; 2 a creator applies to join an MCN. */
/**
 * The header that carries an MCN's token from inside one of its creators' accounts (GET
 * /api/my-bloggers, /api/my_user_token), instead of the spec's `mcn_token` query parameter that
 * ends up in URLs and their logs. The server accepts both.
 */
export const MCN_TOKEN_HEADER = 'x-mcn-token';

export const INVITE_TYPES = { invite: 1, apply: 2 } as const;
/** Invitation states: 0 pending, 1 accepted, 2 refused, 3 withdrawn by the sender. */
export const INVITE_STATUS = { pending: 0, accepted: 1, refused: 2, withdrawn: 3 } as const;

export const inviteLog = z.object({
  id: z.number().int(),
  type: z.number().int(),
  status: z.number().int(),
  message: z.string(),
  sender: userBrief,
  receiver: userBrief,
  created_at: timestamp,
  handled_at: timestamp.nullable(),
});
export type InviteLog = z.infer<typeof inviteLog>;

export const inviteLogList = defineEndpoint({
  method: 'GET',
  path: '/api/mcn-invite-log',
  summary: 'Invitations the caller sent or received, newest first',
  tag: 'mcn',
  access: 'session',
  query: pageQuery.extend({
    direction: z.enum(['sent', 'received'], { error: 'direction 只能为 sent 或 received' }).optional(),
    status: z.coerce.number<number>().int().min(0).max(3).optional(),
  }),
  response: listOf(inviteLog),
});

export const createInvite = defineEndpoint({
  method: 'POST',
  path: '/api/mcn-invite-log',
  summary: 'An MCN invites a creator (type 1), or a creator applies to an MCN (type 2)',
  tag: 'mcn',
  access: 'session',
  body: z.object({
    type: z.union([z.literal(1), z.literal(2)], { error: '邀请类型无效' }),
    receiver_id: z
      .number({ error: '请选择邀请对象' })
      .int()
      .positive('请选择邀请对象')
      .max(MAX_ID, '请选择邀请对象'),
    message: z.string().trim().max(200, '附言不能超过 200 字').default(''),
  }),
  response: inviteLog,
});

export const handleInvite = defineEndpoint({
  method: 'PUT',
  path: '/api/mcn-invite-log/{id}',
  summary: 'The receiver accepts (1) or refuses (2) a pending invitation; the sender may withdraw it (3)',
  tag: 'mcn',
  access: 'session',
  params: idParam,
  body: z.object({ status: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '状态无效' }) }),
  response: inviteLog,
});

export const userSearchResult = userBrief.extend({
  /** Masked, e.g. 138****0003. */
  phone: z.string(),
  /** 1 when the user is already linked to the caller (MCN) or to another MCN. */
  linked: flag,
});

export const userSearch = defineEndpoint({
  method: 'GET',
  path: '/api/user-search',
  summary: 'Find creators to invite by name, username or full phone number',
  tag: 'mcn',
  access: needs('mcn:manage'),
  query: pageQuery.extend({
    keyword: z.string({ error: '请输入搜索关键词' }).trim().min(1, '请输入搜索关键词').max(50, '关键词过长'),
  }),
  response: listOf(userSearchResult),
});

/** A row of the linked-account list (spec §3). `is_current` is computed for the caller. */
export const linkedAccount = z.object({
  user_id: z.number().int(),
  is_current: flag,
  user: z.object({
    avatar: z.string(),
    name: z.string(),
    real_name: z.string(),
    phone: z.string(),
    role_name: z.string(),
    status: z.number().int(),
  }),
});
export type LinkedAccount = z.infer<typeof linkedAccount>;

export const myBloggers = defineEndpoint({
  method: 'GET',
  path: '/api/my-bloggers',
  summary:
    "The MCN's linked creators; the MCN's own row is added and `total` is increased by 1. From inside a creator account, pass the MCN's token in the `X-MCN-Token` header (or as `mcn_token`).",
  tag: 'mcn',
  access: 'session',
  query: pageQuery.extend({
    user_name: z.string().trim().max(50, '关键词过长').optional(),
    mcn_token: z.string().trim().max(200).optional(),
  }),
  response: listOf(linkedAccount),
});

export const myUserToken = defineEndpoint({
  method: 'GET',
  path: '/api/my_user_token',
  summary:
    "A session token for one of the MCN's linked, enabled creators (`data` is the token). The MCN's token goes in the `X-MCN-Token` header (or, as the spec has it, in `mcn_token`); logging the MCN out ends the session.",
  tag: 'mcn',
  access: 'session',
  query: z.object({
    user_id: queryId('user_id 无效'),
    /** Or the `X-MCN-Token` header (MCN_TOKEN_HEADER), which keeps the token out of URLs; one of the two is needed. */
    mcn_token: z.string().trim().max(200).optional(),
  }),
  response: z.string(),
});

export const removeBlogger = defineEndpoint({
  method: 'DELETE',
  path: '/api/my-bloggers',
  summary: 'Unlink one of the MCN’s creators',
  tag: 'mcn',
  access: needs('mcn:manage'),
  query: z.object({ user_id: queryId('user_id 无效') }),
  response: z.null(),
});
