import { endpoints } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

/** The applicant's latest application of each type: the user-review overview's summary. */
export const useUserCertifications = (userId: number | null) =>
  useEndpoint(endpoints.userAllCertifications, userId === null ? null : { params: { userId }, query: {} });
