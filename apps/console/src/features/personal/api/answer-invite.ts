import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import type { INVITE_STATUS } from '@creator-console/contract';
import { endpoints } from '@creator-console/contract';
import { handleInvite } from '@creator-console/api-client';
import { apiClient } from '../../../shared/api';
import { tracker } from '../../../shared/tracker';
import { isEndpointKey } from '../../../shared/use-endpoint';

export type InviteAnswer = typeof INVITE_STATUS.accepted | typeof INVITE_STATUS.refused;

/** The creator accepts (1) or refuses (2) an MCN's invitation; the lists are refreshed. */
export function useAnswerInvite() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.handleInvite] as const,
    (_key, { arg }: { arg: { id: number; status: InviteAnswer } }) =>
      handleInvite(apiClient, arg, { tracker }),
    { onSuccess: () => void mutate(isEndpointKey(endpoints.inviteLogList)) },
  );
}
