import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints } from '@creator-console/contract';
import { handleInvite } from '@creator-console/api-client';
import { apiClient } from '../../../shared/api';
import { tracker } from '../../../shared/tracker';
import { isEndpointKey } from '../../../shared/use-endpoint';

/** Accepts (1) or refuses (2) a received invitation, or withdraws (3) a sent one. */
export function useHandleInvite() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.handleInvite] as const,
    (_key, { arg }: { arg: { id: number; status: 1 | 2 | 3 } }) => handleInvite(apiClient, arg, { tracker }),
    { onSuccess: () => void mutate(isEndpointKey(endpoints.inviteLogList, endpoints.myBloggers)) },
  );
}
