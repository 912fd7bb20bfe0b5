import useSWR from 'swr';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export type MessageDetail = ResponseOf<typeof endpoints.messageDetail>;

/** One message in full; `null` id fetches nothing. */
export function useMessage(id: number | null) {
  const key: ApiKey<typeof endpoints.messageDetail> | null =
    id === null ? null : [endpoints.messageDetail, { params: { id } }];
  return useSWR<MessageDetail>(key);
}
