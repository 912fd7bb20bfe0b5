import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { isInviteLogKey } from './get-invite-log';

/** Accepts (1) or refuses (2) a received invitation, or withdraws (3) a sent one. */
export function useHandleInvite() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.handleInvite] as const,
    ([endpoint], { arg }: { arg: { id: number; status: 1 | 2 | 3 } }) =>
      apiClient.call(endpoint, { params: { id: arg.id }, body: { status: arg.status } }),
    {
      onSuccess: () => {
        void mutate(isInviteLogKey);
        void mutate((key: unknown) => Array.isArray(key) && key[0] === endpoints.myBloggers);
      },
    },
  );
}
