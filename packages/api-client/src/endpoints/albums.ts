import { endpoints, type BodyOf, type QueryOf, type ResponseOf } from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';

export type MyAlbumsQuery = QueryOf<typeof endpoints.myAlbums>;
export type AlbumList = ResponseOf<typeof endpoints.myAlbums>;
export type AlbumDetailData = ResponseOf<typeof endpoints.myAlbumDetail>;
export type AlbumFormInput = BodyOf<typeof endpoints.createAlbum>;
export type AlbumUpdateInput = { id: number } & AlbumFormInput;

export type AlbumClaimInput = BodyOf<typeof endpoints.claimAlbumBatch>;
export type AlbumReviewItems = ResponseOf<typeof endpoints.claimAlbumBatch>;
export type AlbumDecisionRequest = { id: number } & BodyOf<typeof endpoints.decideAlbumItem>;
export type AlbumBatchInput = BodyOf<typeof endpoints.decideAlbumBatch>;
export type AlbumBatchResult = ResponseOf<typeof endpoints.decideAlbumBatch> & { message?: string };
export type ReviewAlbumListQuery = QueryOf<typeof endpoints.reviewAlbumList>;
export type ReviewAlbumList = ResponseOf<typeof endpoints.reviewAlbumList>;
export type ReviewAlbumEditInput = { id: number } & BodyOf<typeof endpoints.editReviewAlbum>;

// ——— the creator's albums ———

/** The caller's albums: title search, status and date filters, page. */
export function myAlbums(
  client: ApiClient,
  query: MyAlbumsQuery = {},
  options?: RequestOptions,
): Promise<AlbumList> {
  return client.call(endpoints.myAlbums, { ...options, query });
}

/** One of the caller's albums with its images in order and its review history (404 for anyone else's). */
export function myAlbumDetail(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<AlbumDetailData> {
  return client.call(endpoints.myAlbumDetail, { ...options, params: { id } });
}

/** Saves an album as a draft, or submits it to first review with `submit: true`. */
export function createAlbum(
  client: ApiClient,
  album: AlbumFormInput,
  options?: RequestOptions,
): Promise<AlbumDetailData> {
  return client.call(endpoints.createAlbum, { ...options, body: album });
}

/** Edits an own draft or rejected album: its images in the new order, cover, texts; `submit` re-submits. */
export function updateAlbum(
  client: ApiClient,
  { id, ...album }: AlbumUpdateInput,
  options?: RequestOptions,
): Promise<AlbumDetailData> {
  return client.call(endpoints.updateAlbum, { ...options, params: { id }, body: album });
}

/** Deletes an own album that is not in review. */
export function deleteAlbum(client: ApiClient, id: number, options?: RequestOptions): Promise<null> {
  return client.call(endpoints.deleteAlbum, { ...options, params: { id } });
}

// ——— album review (/films/*) ———

/** Claims a batch of albums of a stage, locked to the caller for ten minutes. */
export function claimAlbumBatch(
  client: ApiClient,
  claim: AlbumClaimInput,
  options?: RequestOptions,
): Promise<AlbumReviewItems> {
  return client.call(endpoints.claimAlbumBatch, { ...options, body: claim });
}

/** Gives back the caller's claimed albums: the listed ones, or all. */
export function releaseAlbumItems(
  client: ApiClient,
  ids?: number[],
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.releaseAlbumItems>> {
  return client.call(endpoints.releaseAlbumItems, { ...options, body: ids ? { ids } : {} });
}

/**
 * Decides one claimed album. An album another reviewer holds, or already decided, rejects with a
 * BusinessError (202) carrying the server's message.
 */
export function decideAlbumItem(
  client: ApiClient,
  { id, ...decision }: AlbumDecisionRequest,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.decideAlbumItem>> {
  return client.call(endpoints.decideAlbumItem, { ...options, params: { id }, body: decision });
}

/** The same decision on several claimed albums; the skipped ones come with a reason and a notice. */
export async function decideAlbumBatch(
  client: ApiClient,
  batch: AlbumBatchInput,
  options?: RequestOptions,
): Promise<AlbumBatchResult> {
  const { data, message } = await client.callRaw(endpoints.decideAlbumBatch, { ...options, body: batch });
  return message === undefined ? data : { ...data, message };
}

/** Every album with stage, creator and reviewer (/films/index). */
export function reviewAlbumList(
  client: ApiClient,
  query: ReviewAlbumListQuery = {},
  options?: RequestOptions,
): Promise<ReviewAlbumList> {
  return client.call(endpoints.reviewAlbumList, { ...options, query });
}

/** One album with its images and full review history, reviewers named. */
export function reviewAlbumDetail(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.reviewAlbumDetail>> {
  return client.call(endpoints.reviewAlbumDetail, { ...options, params: { id } });
}

/** An operator's correction of title, description or visibility (logged). */
export function editReviewAlbum(
  client: ApiClient,
  { id, ...edit }: ReviewAlbumEditInput,
  options?: RequestOptions,
): Promise<ResponseOf<typeof endpoints.editReviewAlbum>> {
  return client.call(endpoints.editReviewAlbum, { ...options, params: { id }, body: edit });
}
