import useSWR from 'swr';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export type ApplicationDetail = ResponseOf<typeof endpoints.certificationApplyDetail>;

/** One own application in full (ID-card and phone numbers masked); `null` id fetches nothing. */
export function useApplication(id: number | null) {
  const key: ApiKey<typeof endpoints.certificationApplyDetail> | null =
    id === null ? null : [endpoints.certificationApplyDetail, { params: { id } }];
  return useSWR<ApplicationDetail>(key);
}
