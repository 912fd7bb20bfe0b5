import useSWR from 'swr';
import { endpoints, type QueryOf, type ResponseOf } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export type VideoList = ResponseOf<typeof endpoints.myVideos>;
export type VideoRow = VideoList['data'][number];
export type MyVideosQuery = QueryOf<typeof endpoints.myVideos>;

export const isMyVideosKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.myVideos;

/** A page of the caller's videos: title search, status and date filters, sort. */
export function useMyVideos(query: MyVideosQuery) {
  const key: ApiKey<typeof endpoints.myVideos> = [endpoints.myVideos, { query }];
  return useSWR<VideoList>(key, { keepPreviousData: true });
}
