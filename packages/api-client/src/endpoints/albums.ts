import type { BodyOf, endpoints, QueryOf, ResponseOf } from '@creator-console/contract';

export type MyAlbumsQuery = QueryOf<typeof endpoints.myAlbums>;
export type AlbumList = ResponseOf<typeof endpoints.myAlbums>;
export type AlbumDetailData = ResponseOf<typeof endpoints.myAlbumDetail>;
export type AlbumFormInput = BodyOf<typeof endpoints.createAlbum>;
export type AlbumClaimInput = BodyOf<typeof endpoints.claimAlbumBatch>;
export type AlbumReviewItems = ResponseOf<typeof endpoints.claimAlbumBatch>;
export type AlbumBatchInput = BodyOf<typeof endpoints.decideAlbumBatch>;
export type ReviewAlbumListQuery = QueryOf<typeof endpoints.reviewAlbumList>;
export type ReviewAlbumList = ResponseOf<typeof endpoints.reviewAlbumList>;
