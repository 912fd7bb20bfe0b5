import useSWR from 'swr';
import { endpoints, type CreatorStatement } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export const statementsKey: ApiKey<typeof endpoints.reviewStatements> = [endpoints.reviewStatements];

/** Every creator declaration, enabled or not, in order. */
export function useStatements() {
  return useSWR<CreatorStatement[]>(statementsKey);
}
