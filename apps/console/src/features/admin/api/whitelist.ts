import { endpoints, type ResponseOf } from '@creator-console/contract';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';

export type WhitelistCandidate = ResponseOf<typeof endpoints.whitelistCandidates>[number];

/** The lists a whitelist change shows in: the whitelist and the search results' “listed” tags. */
const whitelistLists = [endpoints.machineWhitelist, endpoints.whitelistCandidates];

/** Users who publish videos, by name or username; nothing is asked before a keyword is given. */
export const useWhitelistCandidates = (keyword: string) =>
  useEndpoint(endpoints.whitelistCandidates, keyword ? { query: { keyword } } : null);

/** Whitelists a user with a note. */
export const useAddToWhitelist = () =>
  useEndpointMutation(endpoints.addToWhitelist, { refresh: whitelistLists });

/** Takes a user off the whitelist. */
export const useRemoveFromWhitelist = () =>
  useEndpointMutation(endpoints.removeFromWhitelist, {
    input: (userId: number) => ({ params: { userId } }),
    refresh: whitelistLists,
  });
