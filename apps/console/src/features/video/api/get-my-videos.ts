import { endpoints, type QueryOf, type ResponseOf } from '@creator-console/contract';
import { isEndpointKey, useEndpoint } from '../../../shared/use-endpoint';

export type VideoRow = ResponseOf<typeof endpoints.myVideos>['data'][number];

export const isMyVideosKey = isEndpointKey(endpoints.myVideos);

/** A page of the caller's videos: title search, status and date filters, sort. */
export const useMyVideos = (query: QueryOf<typeof endpoints.myVideos>) =>
  useEndpoint(endpoints.myVideos, { query }, { keepPreviousData: true });
