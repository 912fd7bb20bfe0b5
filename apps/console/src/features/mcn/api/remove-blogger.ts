import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';

const isBloggersKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.myBloggers;

/** Unlinks one of the MCN's creators, then refreshes the linked-account lists. */
export function useRemoveBlogger() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.removeBlogger] as const,
    ([endpoint], { arg }: { arg: number }) => apiClient.call(endpoint, { query: { user_id: arg } }),
    { onSuccess: () => void mutate(isBloggersKey) },
  );
}
