import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  endpoints,
  type AlbumDetail,
  type AlbumInput,
  type QueryOf,
  type ResponseOf,
} from '@creator-console/contract';
import { uploadImage } from '@creator-console/api-client';
import { apiClient, type ApiKey } from '../../../shared/api';

export type AlbumList = ResponseOf<typeof endpoints.myAlbums>;
export type AlbumRow = AlbumList['data'][number];
export type MyAlbumsQuery = QueryOf<typeof endpoints.myAlbums>;

const isMyAlbumsKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.myAlbums;
const isMyAlbumKey = (key: unknown) => Array.isArray(key) && key[0] === endpoints.myAlbumDetail;

/** A page of the caller's albums: title search, status and date filters. */
export function useMyAlbums(query: MyAlbumsQuery) {
  const key: ApiKey<typeof endpoints.myAlbums> = [endpoints.myAlbums, { query }];
  return useSWR<AlbumList>(key, { keepPreviousData: true });
}

/** One of the caller's albums with its images in order and its history; null id fetches nothing. */
export function useMyAlbum(id: number | null) {
  const key: ApiKey<typeof endpoints.myAlbumDetail> | null =
    id === null ? null : [endpoints.myAlbumDetail, { params: { id } }];
  return useSWR<AlbumDetail>(key);
}

const refreshAfter = (mutate: ReturnType<typeof useSWRConfig>['mutate']) => () => {
  void mutate(isMyAlbumsKey);
  void mutate(isMyAlbumKey);
};

export type SaveAlbumArg = {
  album: AlbumInput;
  /** The own draft or rejected album to change (PUT), else a new one (POST). */
  id?: number;
};

/** Saves a draft or submits for review (`album.submit`); the list and the album refresh after. */
export function useSaveAlbum() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.createAlbum] as const,
    (_key, { arg }: { arg: SaveAlbumArg }): Promise<AlbumDetail> =>
      arg.id === undefined
        ? apiClient.call(endpoints.createAlbum, { body: arg.album })
        : apiClient.call(endpoints.updateAlbum, { params: { id: arg.id }, body: arg.album }),
    { onSuccess: refreshAfter(mutate) },
  );
}

/** Deletes one own album that is not in review. */
export function useDeleteAlbum() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.deleteAlbum] as const,
    (_key, { arg: id }: { arg: number }) => apiClient.call(endpoints.deleteAlbum, { params: { id } }),
    { onSuccess: refreshAfter(mutate) },
  );
}

/**
 * Uploads one album image through the app's api client (same token, notices and errors as every
 * call), reporting the bytes sent (0..1); resolves with its `/api/files/<id>` reference.
 */
export async function uploadAlbumImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return (await uploadImage(apiClient, { file, purpose: 'album' }, { onUploadProgress: onProgress })).url;
}
