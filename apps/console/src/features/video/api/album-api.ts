import { endpoints, type QueryOf, type ResponseOf } from '@creator-console/contract';
import { uploadImage } from '@creator-console/api-client';
import { apiClient } from '../../../shared/api';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';
import { useSaveEndpoint } from '../../../shared/use-save-endpoint';

export type AlbumRow = ResponseOf<typeof endpoints.myAlbums>['data'][number];

/** What a change of albums shows in: the list's pages and the albums themselves. */
const albumViews = [endpoints.myAlbums, endpoints.myAlbumDetail];

/** A page of the caller's albums: title search, status and date filters. */
export const useMyAlbums = (query: QueryOf<typeof endpoints.myAlbums>) =>
  useEndpoint(endpoints.myAlbums, { query }, { keepPreviousData: true });

/** One of the caller's albums with its images in order and its history; null id fetches nothing. */
export const useMyAlbum = (id: number | null) =>
  useEndpoint(endpoints.myAlbumDetail, id === null ? null : { params: { id } });

/** Saves a draft or submits for review (`submit` in the body); new without an id. */
export const useSaveAlbum = () =>
  useSaveEndpoint({ create: endpoints.createAlbum, update: endpoints.updateAlbum, refresh: albumViews });

/** Deletes one own album that is not in review. */
export const useDeleteAlbum = () =>
  useEndpointMutation(endpoints.deleteAlbum, {
    input: (id: number) => ({ params: { id } }),
    refresh: albumViews,
  });

/**
 * Uploads one album image through the app's api client (same token, notices and errors as every
 * call), reporting the bytes sent (0..1); resolves with its `/api/files/<id>` reference.
 */
export async function uploadAlbumImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return (await uploadImage(apiClient, { file, purpose: 'album' }, { onUploadProgress: onProgress })).url;
}
