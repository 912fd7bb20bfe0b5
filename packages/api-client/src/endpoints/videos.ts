import {
  endpoints,
  type BodyOf,
  type ContentKind,
  type QueryOf,
  type ResponseOf,
} from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';

export type MyVideosQuery = QueryOf<typeof endpoints.myVideos>;
export type VideoList = ResponseOf<typeof endpoints.myVideos>;
export type VideoDetailData = ResponseOf<typeof endpoints.myVideoDetail>;
export type VideoFormInput = BodyOf<typeof endpoints.createVideo>;
export type VideoUpdateInput = { id: number } & VideoFormInput;
export type BulkVideosInput = BodyOf<typeof endpoints.bulkVideos>;
/** A bulk answer: what was done, what was skipped and why, and the server's notice when some were skipped. */
export type BulkVideosResult = ResponseOf<typeof endpoints.bulkVideos> & { message?: string };

export type ReviewClaimInput = BodyOf<typeof endpoints.claimReviewBatch>;
export type ReviewItems = ResponseOf<typeof endpoints.claimReviewBatch>;
export type ReviewDecisionRequest = { id: number } & BodyOf<typeof endpoints.decideReviewItem>;
export type ReviewBatchInput = BodyOf<typeof endpoints.decideReviewBatch>;
export type ReviewBatchResult = ResponseOf<typeof endpoints.decideReviewBatch> & { message?: string };
export type ReviewVideoListQuery = QueryOf<typeof endpoints.reviewVideoList>;
export type ReviewVideoList = ResponseOf<typeof endpoints.reviewVideoList>;
export type ReviewVideoEditInput = { id: number } & BodyOf<typeof endpoints.editReviewVideo>;
export type ReviewReasonInput = BodyOf<typeof endpoints.createReviewReason>;
export type ReviewStatementInput = BodyOf<typeof endpoints.createReviewStatement>;
export type WhitelistQuery = QueryOf<typeof endpoints.machineWhitelist>;
export type WhitelistAddInput = BodyOf<typeof endpoints.addToWhitelist>;
export type OperationLogQuery = QueryOf<typeof endpoints.operationLogs>;
export type OperationLogList = ResponseOf<typeof endpoints.operationLogs>;

// ——— the creator's content library ———

/** The caller's videos: search, status, visibility and date filters, sort and page. */
export function myVideos(
  client: ApiClient,
  query: MyVideosQuery = {},
  options?: RequestOptions,
): Promise<VideoList> {
  return client.call(endpoints.myVideos, { ...options, query });
}

/** One of the caller's videos with its review history (404 for anyone else's). */
export function myVideoDetail(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<VideoDetailData> {
  return client.call(endpoints.myVideoDetail, { ...options, params: { id } });
}

/** Saves a draft, or submits it for review with `submit: true` (the machine review runs at once). */
export function createVideo(
  client: ApiClient,
  video: VideoFormInput,
  options?: RequestOptions,
): Promise<VideoDetailData> {
  return client.call(endpoints.createVideo, { ...options, body: video });
}

/** Edits an own draft or rejected video; `submit: true` (re)submits it. */
export function updateVideo(
  client: ApiClient,
  { id, ...video }: VideoUpdateInput,
  options?: RequestOptions,
): Promise<VideoDetailData> {
  return client.call(endpoints.updateVideo, { ...options, params: { id }, body: video });
}

/** Deletes an own video that is not in review. */
export async function deleteVideo(client: ApiClient, id: number, options?: RequestOptions): Promise<void> {
  await client.call(endpoints.deleteVideo, { ...options, params: { id } });
}

/** Deletes, submits or changes the visibility of several own videos; skipped ones come with a reason. */
export async function bulkVideos(
  client: ApiClient,
  action: BulkVideosInput,
  options?: RequestOptions,
): Promise<BulkVideosResult> {
  const { data, message } = await client.callRaw(endpoints.bulkVideos, { ...options, body: action });
  return message === undefined ? data : { ...data, message };
}

/** The enabled creator declarations for the publish form. */
export function videoStatements(
  client: ApiClient,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.videoStatements>> {
  return client.call(endpoints.videoStatements, options);
}

// ——— the review workbench (/audit/*) ———

/** Claims a batch of one stage, locked to the caller for 10 minutes. */
export function claimReviewBatch(
  client: ApiClient,
  claim: ReviewClaimInput,
  options?: RequestOptions,
): Promise<ReviewItems> {
  return client.call(endpoints.claimReviewBatch, { ...options, body: claim });
}

/** Gives back the caller's claimed items: the listed ones, or all. */
export function releaseReviewItems(
  client: ApiClient,
  ids?: number[],
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.releaseReviewItems>> {
  return client.call(endpoints.releaseReviewItems, { ...options, body: ids ? { ids } : {} });
}

/**
 * Approves or rejects one claimed item. Rejects with a `BusinessError` (202) when another reviewer
 * holds it or it was already decided.
 */
export function decideReviewItem(
  client: ApiClient,
  { id, ...decision }: ReviewDecisionRequest,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.decideReviewItem>> {
  return client.call(endpoints.decideReviewItem, { ...options, params: { id }, body: decision });
}

/** The same decision on several claimed items; the skipped ones come with a reason and a notice. */
export async function decideReviewBatch(
  client: ApiClient,
  batch: ReviewBatchInput,
  options?: RequestOptions,
): Promise<ReviewBatchResult> {
  const { data, message } = await client.callRaw(endpoints.decideReviewBatch, { ...options, body: batch });
  return message === undefined ? data : { ...data, message };
}

/** Every video with stage, creator, machine verdict and reviewer (/audit/index). */
export function reviewVideoList(
  client: ApiClient,
  query: ReviewVideoListQuery = {},
  options?: RequestOptions,
): Promise<ReviewVideoList> {
  return client.call(endpoints.reviewVideoList, { ...options, query });
}

/** One video with its full review history, reviewers named. */
export function reviewVideoDetail(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.reviewVideoDetail>> {
  return client.call(endpoints.reviewVideoDetail, { ...options, params: { id } });
}

/** An operator's correction of title, description, topics or visibility (logged). */
export function editReviewVideo(
  client: ApiClient,
  { id, ...edit }: ReviewVideoEditInput,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.editReviewVideo>> {
  return client.call(endpoints.editReviewVideo, { ...options, params: { id }, body: edit });
}

// ——— review settings ———

/** The quick-review reasons of videos (default) or albums, in order. */
export function reviewReasons(
  client: ApiClient,
  kind: ContentKind = 'video',
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.reviewReasons>> {
  return client.call(endpoints.reviewReasons, { ...options, query: { kind } });
}

export function createReviewReason(
  client: ApiClient,
  reason: ReviewReasonInput,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.createReviewReason>> {
  return client.call(endpoints.createReviewReason, { ...options, body: reason });
}

export function updateReviewReason(
  client: ApiClient,
  { id, ...reason }: { id: number } & ReviewReasonInput,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.updateReviewReason>> {
  return client.call(endpoints.updateReviewReason, { ...options, params: { id }, body: reason });
}

export async function deleteReviewReason(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<void> {
  await client.call(endpoints.deleteReviewReason, { ...options, params: { id } });
}

/** Every creator declaration text, enabled or not (/audit/statement). */
export function reviewStatements(
  client: ApiClient,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.reviewStatements>> {
  return client.call(endpoints.reviewStatements, options);
}

export function createReviewStatement(
  client: ApiClient,
  statement: ReviewStatementInput,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.createReviewStatement>> {
  return client.call(endpoints.createReviewStatement, { ...options, body: statement });
}

export function updateReviewStatement(
  client: ApiClient,
  { id, ...statement }: { id: number } & ReviewStatementInput,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.updateReviewStatement>> {
  return client.call(endpoints.updateReviewStatement, { ...options, params: { id }, body: statement });
}

export async function deleteReviewStatement(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<void> {
  await client.call(endpoints.deleteReviewStatement, { ...options, params: { id } });
}

/** The machine-review whitelist (/admin/white), searchable by name. */
export function machineWhitelist(
  client: ApiClient,
  query: WhitelistQuery = {},
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.machineWhitelist>> {
  return client.call(endpoints.machineWhitelist, { ...options, query });
}

/** Users to add to the whitelist, by name or username. */
export function whitelistCandidates(
  client: ApiClient,
  keyword: string,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.whitelistCandidates>> {
  return client.call(endpoints.whitelistCandidates, { ...options, query: { keyword } });
}

export function addToWhitelist(
  client: ApiClient,
  entry: WhitelistAddInput,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.addToWhitelist>> {
  return client.call(endpoints.addToWhitelist, { ...options, body: entry });
}

export async function removeFromWhitelist(
  client: ApiClient,
  userId: number,
  options?: RequestOptions,
): Promise<void> {
  await client.call(endpoints.removeFromWhitelist, { ...options, params: { userId } });
}

/** The operation log (/log/video, /log/album), newest first. */
export function operationLogs(
  client: ApiClient,
  query: OperationLogQuery = {},
  options?: RequestOptions,
): Promise<OperationLogList> {
  return client.call(endpoints.operationLogs, { ...options, query });
}
