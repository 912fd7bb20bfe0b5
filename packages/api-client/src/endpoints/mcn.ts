import {
  endpoints,
  MCN_TOKEN_HEADER,
  type BodyOf,
  type QueryOf,
  type ResponseOf,
} from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';
import { trackFlow, type TrackingOptions } from './tracking.js';

export type InviteLogQuery = QueryOf<typeof endpoints.inviteLogList>;
export type CreateInviteBody = BodyOf<typeof endpoints.createInvite>;
export type HandleInviteInput = { id: number } & BodyOf<typeof endpoints.handleInvite>;
export type UserSearchQuery = QueryOf<typeof endpoints.userSearch>;
export type MyBloggersQuery = QueryOf<typeof endpoints.myBloggers>;
export type MyUserTokenQuery = QueryOf<typeof endpoints.myUserToken>;
export type RemoveBloggerQuery = QueryOf<typeof endpoints.removeBlogger>;
export type InviteLogList = ResponseOf<typeof endpoints.inviteLogList>;
export type InviteLogEntry = ResponseOf<typeof endpoints.createInvite>;
export type UserSearchList = ResponseOf<typeof endpoints.userSearch>;
export type LinkedAccountList = ResponseOf<typeof endpoints.myBloggers>;

/**
 * An MCN invites a creator (type 1) or a creator applies to an MCN (type 2). With a tracker, the
 * outcome is reported as `invite`; a failure is still thrown.
 */
export function createInvite(
  client: ApiClient,
  body: CreateInviteBody,
  { tracker, ...options }: RequestOptions & TrackingOptions = {},
): Promise<InviteLogEntry> {
  return trackFlow(tracker, 'invite', { action: 'create', type: body.type }, () =>
    client.call(endpoints.createInvite, { ...options, body }),
  );
}

/**
 * The receiver accepts (1) or refuses (2) a pending invitation; the sender may withdraw it (3).
 * With a tracker, the outcome is reported as `invite`; a failure is still thrown.
 */
export function handleInvite(
  client: ApiClient,
  { id, ...body }: HandleInviteInput,
  { tracker, ...options }: RequestOptions & TrackingOptions = {},
): Promise<InviteLogEntry> {
  return trackFlow(tracker, 'invite', { action: 'handle', status: body.status }, () =>
    client.call(endpoints.handleInvite, { ...options, params: { id }, body }),
  );
}

/**
 * Moves the MCN token of a query into the `X-MCN-Token` header, so that it stays out of URLs (and
 * the logs and histories that keep them); the server takes either. For `endpoints.myBloggers` and
 * `endpoints.myUserToken`: `client.call(endpoints.myUserToken, withMcnTokenHeader({ user_id, mcn_token }))`.
 */
export function withMcnTokenHeader<Q extends { mcn_token?: string | undefined }>(
  { mcn_token: mcnToken, ...query }: Q,
  options: RequestOptions = {},
): RequestOptions & { query: Omit<Q, 'mcn_token'> } {
  if (!mcnToken) return { ...options, query };
  // A plain object, so that an SWR key holding these options hashes by content.
  const headers = { ...Object.fromEntries(new Headers(options.headers)), [MCN_TOKEN_HEADER]: mcnToken };
  return { ...options, headers, query };
}
