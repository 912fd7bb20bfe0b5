import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints, type BodyOf } from '@creator-console/contract';
import { createInvite } from '@creator-console/api-client';
import { apiClient } from '../../../shared/api';
import { tracker } from '../../../shared/tracker';
import { isEndpointKey } from '../../../shared/use-endpoint';

export type CreateInviteBody = BodyOf<typeof endpoints.createInvite>;

/** The MCN invites a creator (type 1) with a message; the invite log is refreshed. */
export function useCreateInvite() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.createInvite] as const,
    (_key, { arg }: { arg: CreateInviteBody }) => createInvite(apiClient, arg, { tracker }),
    { onSuccess: () => void mutate(isEndpointKey(endpoints.inviteLogList)) },
  );
}
