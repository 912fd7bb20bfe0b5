import useSWR from 'swr';
import { endpoints, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export type Profile = ResponseOf<typeof endpoints.myProfile>;

const key: ApiKey<typeof endpoints.myProfile> = [endpoints.myProfile];

/** The signed-in user as the server has them now (the session's copy is from login). */
export const useProfile = () => useSWR<Profile>(key);
