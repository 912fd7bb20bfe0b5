import useSWR from 'swr';
import { endpoints, type VideoDetail } from '@creator-console/contract';
import type { ApiKey } from '../../../shared/api';

export const isMyVideoKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.myVideoDetail;

/** One of the caller's videos with its review history; null id fetches nothing. */
export function useMyVideo(id: number | null) {
  const key: ApiKey<typeof endpoints.myVideoDetail> | null =
    id === null ? null : [endpoints.myVideoDetail, { params: { id } }];
  return useSWR<VideoDetail>(key);
}
