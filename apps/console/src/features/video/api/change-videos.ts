import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints, type BodyOf, type ResponseOf } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { isMyVideoKey } from './get-my-video';
import { isMyVideosKey } from './get-my-videos';

export type BulkVideosInput = BodyOf<typeof endpoints.bulkVideos>;
export type BulkVideosResult = ResponseOf<typeof endpoints.bulkVideos> & { message?: string };

const refreshAfter = (mutate: ReturnType<typeof useSWRConfig>['mutate']) => () => {
  void mutate(isMyVideosKey);
  void mutate(isMyVideoKey);
};

/** Deletes one own video that is not in review. */
export function useDeleteVideo() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.deleteVideo] as const,
    (_key, { arg: id }: { arg: number }) => apiClient.call(endpoints.deleteVideo, { params: { id } }),
    { onSuccess: refreshAfter(mutate) },
  );
}

/**
 * One action on several own videos. Each id is done or skipped with the server's reason (a 207
 * answer carries a notice), so the page can say what happened to every one of them.
 */
export function useBulkVideos() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.bulkVideos] as const,
    async (_key, { arg }: { arg: BulkVideosInput }): Promise<BulkVideosResult> => {
      const { data, message } = await apiClient.callRaw(endpoints.bulkVideos, { body: arg });
      return message === undefined ? data : { ...data, message };
    },
    { onSuccess: refreshAfter(mutate) },
  );
}
