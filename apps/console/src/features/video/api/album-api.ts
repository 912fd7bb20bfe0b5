import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  endpoints,
  type AlbumDetail,
  type AlbumInput,
  type QueryOf,
  type ResponseOf,
} from '@creator-console/contract';
import { createApiClient, uploadImage } from '@creator-console/api-client';
import { apiClient, type ApiKey } from '../../../shared/api';
import { notify, trackProgress } from '../../../shared/notices';
import { sessionStore } from '../../../shared/session';

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
 * `fetch` over XMLHttpRequest, which (unlike fetch) reports how much of the body has been sent:
 * `onProgress` gets 0..1 as the image goes up.
 */
export function progressFetch(onProgress: (fraction: number) => void): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    const signal = init?.signal ?? request.signal;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const empty = [204, 205, 304].includes(xhr.status);
        resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('网络错误'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      if (signal?.aborted) return xhr.abort();
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

/**
 * Uploads one album image through the api client (same token, notices and errors as every call),
 * reporting the bytes sent; resolves with its `/api/files/<id>` reference.
 */
export async function uploadAlbumImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const client = createApiClient({
    baseUrl: '',
    getToken: () => sessionStore.getToken(),
    notify,
    onProgress: trackProgress,
    fetch: progressFetch(onProgress),
  });
  return (await uploadImage(client, { file, purpose: 'album' })).url;
}
