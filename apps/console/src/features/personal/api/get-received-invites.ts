import { endpoints, INVITE_STATUS } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

/** Invitations from MCNs waiting for the creator's answer. */
export const useReceivedInvites = (enabled: boolean) =>
  useEndpoint(
    endpoints.inviteLogList,
    enabled ? { query: { direction: 'received', status: INVITE_STATUS.pending, page: 1, size: 20 } } : null,
  );
