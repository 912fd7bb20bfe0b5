import { useMyCertInfo } from '../../../shared/my-certifications';

/** The user's real-name certification state (0 none, 1 pending, 2 approved, 3 rejected). */
export const useRealNameStatus = (enabled: boolean): number | undefined =>
  useMyCertInfo(enabled).data?.cert_status;
