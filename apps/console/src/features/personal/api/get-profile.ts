import { endpoints, type ResponseOf } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

export type Profile = ResponseOf<typeof endpoints.myProfile>;

/** The signed-in user as the server has them now (the session's copy is from login). */
export const useProfile = () => useEndpoint(endpoints.myProfile);
