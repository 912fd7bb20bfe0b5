import useSWR from 'swr';
import { endpoints, INVITE_STATUS } from '@creator-console/contract';
import type { InviteLogList } from '@creator-console/api-client';
import type { ApiKey } from '../../../shared/api';

const key: ApiKey<typeof endpoints.inviteLogList> = [
  endpoints.inviteLogList,
  { query: { direction: 'received', status: INVITE_STATUS.pending, page: 1, size: 1 } },
];

/** How many invitations wait for the user's answer (only `total` is needed). */
export const usePendingInviteCount = (enabled: boolean): number | undefined =>
  useSWR<InviteLogList>(enabled ? key : null).data?.total;
