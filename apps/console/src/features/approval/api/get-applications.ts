import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { CertificationRecordsQuery } from '@creator-console/api-client';
import { useEndpoint } from '../../../shared/use-endpoint';

export type ApplicationRow = ResponseOf<typeof endpoints.certificationApplyRecords>['data'][number];

/** Certification applications of one type (or all), one state (or all), by applicant, a page at a time. */
export const useApplications = (query: CertificationRecordsQuery) =>
  useEndpoint(endpoints.certificationApplyRecords, { query }, { keepPreviousData: true });
