import { endpoints } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

/** One of the caller's videos with its review history; null id fetches nothing. */
export const useMyVideo = (id: number | null) =>
  useEndpoint(endpoints.myVideoDetail, id === null ? null : { params: { id } });
