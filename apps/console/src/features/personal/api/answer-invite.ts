import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import type { INVITE_STATUS } from '@creator-console/contract';
import { endpoints } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { isInviteLogKey } from './get-received-invites';

export type InviteAnswer = typeof INVITE_STATUS.accepted | typeof INVITE_STATUS.refused;

/** The creator accepts (1) or refuses (2) an MCN's invitation; the lists are refreshed. */
export function useAnswerInvite() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.handleInvite] as const,
    ([endpoint], { arg }: { arg: { id: number; status: InviteAnswer } }) =>
      apiClient.call(endpoint, { params: { id: arg.id }, body: { status: arg.status } }),
    { onSuccess: () => void mutate(isInviteLogKey) },
  );
}
