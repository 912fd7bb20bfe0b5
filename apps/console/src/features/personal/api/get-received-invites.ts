import useSWR from 'swr';
import { endpoints, INVITE_STATUS } from '@creator-console/contract';
import type { InviteLogList } from '@creator-console/api-client';
import type { ApiKey } from '../../../shared/api';

export const isInviteLogKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.inviteLogList;

const key: ApiKey<typeof endpoints.inviteLogList> = [
  endpoints.inviteLogList,
  { query: { direction: 'received', status: INVITE_STATUS.pending, page: 1, size: 20 } },
];

/** Invitations from MCNs waiting for the creator's answer. */
export const useReceivedInvites = (enabled: boolean) => useSWR<InviteLogList>(enabled ? key : null);
