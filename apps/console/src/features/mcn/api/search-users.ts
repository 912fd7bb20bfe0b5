import useSWR from 'swr';
import { endpoints } from '@creator-console/contract';
import type { UserSearchList } from '@creator-console/api-client';
import type { ApiKey } from '../../../shared/api';

/** Creators to invite, by name, username or full phone; nothing is fetched without a keyword. */
export function useUserSearch(keyword: string) {
  const key: ApiKey<typeof endpoints.userSearch> | null = keyword
    ? [endpoints.userSearch, { query: { keyword, page: 1, size: 10 } }]
    : null;
  return useSWR<UserSearchList>(key);
}
