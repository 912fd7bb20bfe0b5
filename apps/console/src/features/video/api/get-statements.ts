import useSWR from 'swr';
import { endpoints, type CreatorStatement } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

/** The enabled creator declarations the publish form offers, in order. */
export function useVideoStatements() {
  const key: ApiKey<typeof endpoints.videoStatements> = [endpoints.videoStatements];
  return useSWR<CreatorStatement[]>(key, { revalidateOnFocus: false });
}
