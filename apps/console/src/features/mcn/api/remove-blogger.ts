import { endpoints } from '@creator-console/contract';
import { useEndpointMutation } from '../../../shared/use-endpoint';

/** Unlinks one of the MCN's creators, then refreshes the linked-account lists. */
export const useRemoveBlogger = () =>
  useEndpointMutation(endpoints.removeBlogger, {
    input: (userId: number) => ({ query: { user_id: userId } }),
    refresh: [endpoints.myBloggers],
  });
