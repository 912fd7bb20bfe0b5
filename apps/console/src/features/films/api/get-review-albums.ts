import { endpoints, type QueryOf, type ResponseOf } from '@creator-console/contract';
import { useEndpoint } from '../../../shared/use-endpoint';

export type ReviewAlbumList = ResponseOf<typeof endpoints.reviewAlbumList>;
export type ReviewAlbumQuery = QueryOf<typeof endpoints.reviewAlbumList>;

/** Every album with its stage, creator and reviewer: filtered, a page at a time. */
export const useReviewAlbums = (query: ReviewAlbumQuery) =>
  useEndpoint(endpoints.reviewAlbumList, { query }, { keepPreviousData: true });
