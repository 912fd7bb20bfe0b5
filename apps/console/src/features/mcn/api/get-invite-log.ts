import { endpoints } from '@creator-console/contract';
import type { InviteLogQuery } from '@creator-console/api-client';
import { useEndpoint } from '../../../shared/use-endpoint';

/** Invitations the MCN sent or received, newest first, optionally of one status. */
export const useInviteLog = (query: InviteLogQuery) =>
  useEndpoint(endpoints.inviteLogList, { query }, { keepPreviousData: true });
