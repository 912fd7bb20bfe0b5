import { endpoints, type QueryOf, type ResponseOf } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

export type VideoRow = ResponseOf<typeof endpoints.myVideos>['data'][number];

/** A page of the caller's videos: title search, status and date filters, sort. */
export const useMyVideos = (query: QueryOf<typeof endpoints.myVideos>) =>
  useEndpoint(endpoints.myVideos, { query }, { keepPreviousData: true });
