import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { endpoints, type QueryOf, type ResponseOf } from '@creator-console/contract';
import { apiClient, type ApiKey } from '../../../shared/api';

export type Whitelist = ResponseOf<typeof endpoints.machineWhitelist>;
export type WhitelistCandidate = ResponseOf<typeof endpoints.whitelistCandidates>[number];

const isWhitelistKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === endpoints.machineWhitelist || key[0] === endpoints.whitelistCandidates);

/** The whitelist, newest first, searchable by name, a page at a time. */
export function useWhitelist(query: QueryOf<typeof endpoints.machineWhitelist>) {
  const key: ApiKey<typeof endpoints.machineWhitelist> = [endpoints.machineWhitelist, { query }];
  return useSWR<Whitelist>(key, { keepPreviousData: true });
}

/** Users who publish videos, by name or username; nothing is asked before a keyword is given. */
export function useWhitelistCandidates(keyword: string) {
  const key: ApiKey<typeof endpoints.whitelistCandidates> | null = keyword
    ? [endpoints.whitelistCandidates, { query: { keyword } }]
    : null;
  return useSWR<WhitelistCandidate[]>(key);
}

export type WhitelistChange =
  { action: 'add'; user_id: number; note: string } | { action: 'remove'; userId: number };

/** Adds a user with a note, or removes one; the whitelist and the search results refresh. */
export function useChangeWhitelist() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.addToWhitelist, 'change'] as const,
    async (_key, { arg }: { arg: WhitelistChange }) => {
      if (arg.action === 'add') {
        await apiClient.call(endpoints.addToWhitelist, { body: { user_id: arg.user_id, note: arg.note } });
      } else {
        await apiClient.call(endpoints.removeFromWhitelist, { params: { userId: arg.userId } });
      }
    },
    { onSuccess: () => void mutate(isWhitelistKey) },
  );
}
