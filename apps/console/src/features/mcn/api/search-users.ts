import { endpoints } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

/** Creators to invite, by name, username or full phone; nothing is fetched without a keyword. */
export const useUserSearch = (keyword: string) =>
  useEndpoint(endpoints.userSearch, keyword ? { query: { keyword, page: 1, size: 10 } } : null);
