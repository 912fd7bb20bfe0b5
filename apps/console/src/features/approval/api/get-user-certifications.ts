import useSWR from 'swr';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export type UserCertifications = ResponseOf<typeof endpoints.userAllCertifications>;

export const isUserCertificationsKey = (key: unknown) =>
  Array.isArray(key) && key[0] === endpoints.userAllCertifications;

/**
 * The applicant's latest application of each type: the user-review overview's summary. Asked with
 * the user id and 1, as spec §7 has the call that gets all certifications of a user.
 */
export function useUserCertifications(userId: number | null) {
  const key: ApiKey<typeof endpoints.userAllCertifications> | null =
    userId === null ? null : [endpoints.userAllCertifications, { params: { userId }, query: { all: 1 } }];
  return useSWR<UserCertifications>(key);
}
