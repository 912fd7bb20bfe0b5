import { endpoints } from '@creator-console/contract';

/** Any page of the operators' video list (the workbench's waiting counts are such pages too). */
export const isReviewVideosKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.reviewVideoList;
/** Any one video's review detail. */
export const isReviewVideoKey = (key: unknown) =>
  Array.isArray(key) && key[0] === endpoints.reviewVideoDetail;
