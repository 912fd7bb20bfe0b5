import { endpoints, type BodyOf } from '@creator-console/contract';
import { useEndpointMutation } from '../../../shared/use-endpoint';
import { useSaveEndpoint } from '../../../shared/use-save-endpoint';

export type BulkVideosInput = BodyOf<typeof endpoints.bulkVideos>;

/** What a change of videos shows in: the library's pages and the videos themselves. */
const videoViews = [endpoints.myVideos, endpoints.myVideoDetail];

/** Saves a draft or submits for review (`submit` in the body); new without an id. */
export const useSaveVideo = () =>
  useSaveEndpoint({ create: endpoints.createVideo, update: endpoints.updateVideo, refresh: videoViews });

/** Deletes one own video that is not in review. */
export const useDeleteVideo = () =>
  useEndpointMutation(endpoints.deleteVideo, {
    input: (id: number) => ({ params: { id } }),
    refresh: videoViews,
  });

/**
 * One action on several own videos. Each id is done or skipped with the server's reason, so the
 * page can say what happened to every one of them.
 */
export const useBulkVideos = () =>
  useEndpointMutation(endpoints.bulkVideos, {
    input: (body: BulkVideosInput) => ({ body }),
    refresh: videoViews,
  });
