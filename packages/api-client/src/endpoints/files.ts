import {
  endpoints,
  IMAGE_UPLOAD,
  type IMAGE_PURPOSES,
  type ResponseOf,
  type StoredFile,
} from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';

export type { StoredFile };
export type FileAddress = ResponseOf<typeof endpoints.fileAddress>;
/** The contract's image purposes (ad-tasks.md §7 adds `ad` and `receipt`). */
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

export interface UploadImageInput {
  /** The image (a File from a picker, or a Blob from a camera capture). */
  file: Blob;
  purpose: ImagePurpose;
  /** Defaults to the File's name. */
  name?: string;
}

/**
 * Why an image cannot be uploaded, checked before sending with the server's own rule and
 * messages (type, size), or null when it may go.
 */
export function imageProblem(file: Blob): string | null {
  if (!(IMAGE_UPLOAD.mediaTypes as readonly string[]).includes(file.type)) return IMAGE_UPLOAD.typeMessage;
  if (file.size > IMAGE_UPLOAD.maxBytes) return IMAGE_UPLOAD.sizeMessage;
  return null;
}

/**
 * Uploads one image as the raw request body. Resolves with the stored file; its `url` is the
 * reference to keep in a form (e.g. a certification's `id_front`). `options.onUploadProgress`
 * follows the bytes going up.
 */
export function uploadImage(
  client: ApiClient,
  { file, purpose, name }: UploadImageInput,
  options?: RequestOptions,
): Promise<StoredFile> {
  const fileName = name ?? (typeof File !== 'undefined' && file instanceof File ? file.name : undefined);
  return client.call(endpoints.uploadImage, {
    ...options,
    query: { purpose, ...(fileName ? { name: fileName.slice(0, 100) } : {}) },
    body: file,
  });
}
