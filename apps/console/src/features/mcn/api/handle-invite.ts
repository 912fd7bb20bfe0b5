import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints } from '@creator-console/contract';
import { handleInvite } from '@creator-console/api-client';
import { apiClient } from '../../../shared/api';
import { tracker } from '../../../shared/tracker';
import { isInviteLogKey } from './get-invite-log';

/** Accepts (1) or refuses (2) a received invitation, or withdraws (3) a sent one. */
export function useHandleInvite() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.handleInvite] as const,
    (_key, { arg }: { arg: { id: number; status: 1 | 2 | 3 } }) => handleInvite(apiClient, arg, { tracker }),
    {
      onSuccess: () => {
        void mutate(isInviteLogKey);
        void mutate((key: unknown) => Array.isArray(key) && key[0] === endpoints.myBloggers);
      },
    },
  );
}
