import useSWR from 'swr';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

const key: ApiKey<typeof endpoints.myCertificationInfo> = [endpoints.myCertificationInfo];

/** The user's real-name certification state (0 none, 1 pending, 2 approved, 3 rejected). */
export const useRealNameStatus = (enabled: boolean): number | undefined =>
  useSWR<ResponseOf<typeof endpoints.myCertificationInfo>>(enabled ? key : null).data?.cert_status;
