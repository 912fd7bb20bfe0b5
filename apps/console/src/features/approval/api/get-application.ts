import useSWR from 'swr';
import { endpoints, type ApplicationDetail } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export const isApplicationKey = (key: unknown) =>
  Array.isArray(key) && key[0] === endpoints.certificationApplyDetail;

/** One application in full: fields, documents, history; ID-card and phone numbers masked. */
export function useApplication(id: number | null) {
  const key: ApiKey<typeof endpoints.certificationApplyDetail> | null =
    id === null ? null : [endpoints.certificationApplyDetail, { params: { id } }];
  return useSWR<ApplicationDetail>(key);
}
