import useSWR from 'swr';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export type CertificationItem = ResponseOf<typeof endpoints.certificationInfoDetail>;

/** One identity or interest item with its conditions; `null` id fetches nothing. */
export function useCertificationItem(id: number | null) {
  const key: ApiKey<typeof endpoints.certificationInfoDetail> | null =
    id === null ? null : [endpoints.certificationInfoDetail, { params: { id } }];
  return useSWR<CertificationItem>(key);
}
