import {
  endpoints,
  VIDEO_UPLOAD,
  type StoredFile,
  type UploadInput,
  type UploadSession,
} from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';

export type { UploadInput, UploadSession };

/**
 * Why a video cannot be uploaded, checked before starting with the server's own rule and messages
 * (type, size), or null when it may go.
 */
export function videoProblem(file: Blob): string | null {
  if (!(VIDEO_UPLOAD.mediaTypes as readonly string[]).includes(file.type)) return VIDEO_UPLOAD.typeMessage;
  if (file.size > VIDEO_UPLOAD.maxBytes) return VIDEO_UPLOAD.sizeMessage;
  return null;
}

/** Opens a resumable upload; the answer says the chunk size to send. */
export function createUpload(
  client: ApiClient,
  input: UploadInput,
  options?: RequestOptions,
): Promise<UploadSession> {
  return client.call(endpoints.createUpload, { ...options, body: input });
}

/** What the server holds of an upload (resume from `received`). */
export function uploadState(client: ApiClient, id: string, options?: RequestOptions): Promise<UploadSession> {
  return client.call(endpoints.uploadState, { ...options, params: { id } });
}

export interface UploadChunkInput {
  id: string;
  /** Must equal the server's `received`; otherwise 409. */
  offset: number;
  bytes: Blob | ArrayBuffer | ArrayBufferView;
  /** Hex SHA-256 of `bytes`, checked by the server on arrival. */
  sha256?: string;
}

/** Sends one chunk as the raw body; resolves with the session after it was stored. */
export function putUploadChunk(
  client: ApiClient,
  { id, offset, bytes, sha256 }: UploadChunkInput,
  options?: RequestOptions,
): Promise<UploadSession> {
  const headers = new Headers(options?.headers);
  headers.set('content-type', 'application/octet-stream');
  return client.call(endpoints.putUploadChunk, {
    ...options,
    headers,
    params: { id },
    query: { offset, ...(sha256 ? { sha256 } : {}) },
    body: bytes,
  });
}

/** Assembles an upload whose bytes are all stored into a stored file (`url` is its reference). */
export function completeUpload(
  client: ApiClient,
  id: string,
  body: { sha256?: string } = {},
  options?: RequestOptions,
): Promise<StoredFile> {
  return client.call(endpoints.completeUpload, { ...options, params: { id }, body });
}

/** Cancels an upload in progress; the server removes its bytes. */
export function cancelUpload(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<{ id: string }> {
  return client.call(endpoints.cancelUpload, { ...options, params: { id } });
}
