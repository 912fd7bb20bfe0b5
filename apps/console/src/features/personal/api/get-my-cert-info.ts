import useSWR from 'swr';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export type MyCertInfo = ResponseOf<typeof endpoints.myCertificationInfo>;

const key: ApiKey<typeof endpoints.myCertificationInfo> = [endpoints.myCertificationInfo];

/** The caller's certification states: real-name, enterprise, MCN, identity and interest. */
export const useMyCertInfo = () => useSWR<MyCertInfo>(key);
