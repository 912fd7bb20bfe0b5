import type { BodyOf, endpoints, QueryOf, ResponseOf } from '@creator-console/contract';

export type MyVideosQuery = QueryOf<typeof endpoints.myVideos>;
export type VideoList = ResponseOf<typeof endpoints.myVideos>;
export type VideoDetailData = ResponseOf<typeof endpoints.myVideoDetail>;
export type VideoFormInput = BodyOf<typeof endpoints.createVideo>;
export type BulkVideosInput = BodyOf<typeof endpoints.bulkVideos>;
export type ReviewClaimInput = BodyOf<typeof endpoints.claimReviewBatch>;
export type ReviewItems = ResponseOf<typeof endpoints.claimReviewBatch>;
export type ReviewBatchInput = BodyOf<typeof endpoints.decideReviewBatch>;
export type ReviewVideoListQuery = QueryOf<typeof endpoints.reviewVideoList>;
export type ReviewVideoList = ResponseOf<typeof endpoints.reviewVideoList>;
export type ReviewReasonInput = BodyOf<typeof endpoints.createReviewReason>;
export type ReviewStatementInput = BodyOf<typeof endpoints.createReviewStatement>;
export type WhitelistQuery = QueryOf<typeof endpoints.machineWhitelist>;
export type WhitelistAddInput = BodyOf<typeof endpoints.addToWhitelist>;
export type OperationLogQuery = QueryOf<typeof endpoints.operationLogs>;
export type OperationLogList = ResponseOf<typeof endpoints.operationLogs>;
