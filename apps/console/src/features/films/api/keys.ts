import { endpoints } from '@creator-console/contract';

/** Any page of the operators' album list (the workbench's waiting counts are such pages too). */
export const isReviewAlbumsKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.reviewAlbumList;
/** Any one album's review detail. */
export const isReviewAlbumKey = (key: unknown) =>
  Array.isArray(key) && key[0] === endpoints.reviewAlbumDetail;
