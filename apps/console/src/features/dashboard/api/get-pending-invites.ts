import { endpoints, INVITE_STATUS } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

/** How many invitations wait for the user's answer (only `total` is needed). */
export const usePendingInviteCount = (enabled: boolean): number | undefined =>
  useEndpoint(
    endpoints.inviteLogList,
    enabled ? { query: { direction: 'received', status: INVITE_STATUS.pending, page: 1, size: 1 } } : null,
  ).data?.total;
