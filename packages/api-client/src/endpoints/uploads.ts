import { VIDEO_UPLOAD, type UploadInput, type UploadSession } from '@creator-console/contract';

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
