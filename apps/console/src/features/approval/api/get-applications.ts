import useSWR from 'swr';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { CertificationRecordsQuery } from '@creator-console/api-client';
import type { ApiKey } from '../../../shared/api';

export type ApplicationList = ResponseOf<typeof endpoints.certificationApplyRecords>;
export type ApplicationRow = ApplicationList['data'][number];

export const isApplicationsKey = (key: unknown) =>
  Array.isArray(key) && key[0] === endpoints.certificationApplyRecords;

/** Certification applications of one type (or all), one state (or all), by applicant, a page at a time. */
export function useApplications(query: CertificationRecordsQuery) {
  const key: ApiKey<typeof endpoints.certificationApplyRecords> = [
    endpoints.certificationApplyRecords,
    { query },
  ];
  return useSWR<ApplicationList>(key, { keepPreviousData: true });
}
