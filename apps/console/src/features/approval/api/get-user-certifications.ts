import { endpoints } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

/**
 * The applicant's latest application of each type: the user-review overview's summary. Asked with
 * the user id and 1, as spec §7 has the call that gets all certifications of a user.
 */
export const useUserCertifications = (userId: number | null) =>
  useEndpoint(
    endpoints.userAllCertifications,
    userId === null ? null : { params: { userId }, query: { all: 1 } },
  );
