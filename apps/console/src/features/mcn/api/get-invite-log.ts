import useSWR from 'swr';
import { endpoints } from '@creator-console/contract';
import type { InviteLogList, InviteLogQuery } from '@creator-console/api-client';
import type { ApiKey } from '../../../shared/api';

export const isInviteLogKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.inviteLogList;

/** Invitations the MCN sent or received, newest first, optionally of one status. */
export function useInviteLog(query: InviteLogQuery) {
  const key: ApiKey<typeof endpoints.inviteLogList> = [endpoints.inviteLogList, { query }];
  return useSWR<InviteLogList>(key, { keepPreviousData: true });
}
