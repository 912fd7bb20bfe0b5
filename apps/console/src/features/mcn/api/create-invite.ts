import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints, type BodyOf } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { isInviteLogKey } from './get-invite-log';

export type CreateInviteBody = BodyOf<typeof endpoints.createInvite>;

/** The MCN invites a creator (type 1) with a message; the invite log is refreshed. */
export function useCreateInvite() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.createInvite] as const,
    ([endpoint], { arg }: { arg: CreateInviteBody }) => apiClient.call(endpoint, { body: arg }),
    { onSuccess: () => void mutate(isInviteLogKey) },
  );
}
