import useSWR from 'swr';
import { endpoints, type QueryOf, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export type OperationLogList = ResponseOf<typeof endpoints.operationLogs>;

/** The operation log of one module, newest first, filtered, a page at a time. */
export function useOperationLogs(query: QueryOf<typeof endpoints.operationLogs>) {
  const key: ApiKey<typeof endpoints.operationLogs> = [endpoints.operationLogs, { query }];
  return useSWR<OperationLogList>(key, { keepPreviousData: true });
}
