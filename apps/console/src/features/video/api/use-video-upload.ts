import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createUploader,
  fileExtension,
  UploadCancelledError,
  UploadPausedError,
  type Uploader,
} from '@creator-console/api-client';
import type { VideoFile } from '@creator-console/contract';
import type { UploadItem } from '@creator-console/ui';
import { apiClient } from '../../../shared/api';

/**
 * The one place the publish pages meet the resumable upload (api-client `createUploader`): files
 * in, per-file progress, speed, time left and finally a `/api/files/<id>` reference out.
 */
export type VideoUpload = UploadItem & {
  file: File;
  /** The stored file's reference once the upload is complete. */
  reference: string | null;
  mime: string;
  /** Seconds, when the browser could read it. */
  duration?: number;
};

/** The finished upload as the publish form declares it; null while it is still going up. */
export function uploadedFile(upload: VideoUpload): VideoFile | null {
  if (!upload.reference) return null;
  const { reference: url, mime, size, duration } = upload;
  return duration === undefined ? { url, mime, size } : { url, mime, size, duration };
}

/** What the file pickers offer: the types the server takes (contract VIDEO_TYPES), by extension and type. */
export const VIDEO_ACCEPT = '.mp4,.m4v,.mov,.webm,.mkv,video/mp4,video/quicktime,video/webm,video/x-matroska';

/** Where createUploader's default store remembers unfinished uploads (localStorage). */
const STORE_PREFIX = 'cc-upload:video:';
const MIME_BY_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
};

/** What the server is told the file is: the browser's type, else one from the extension. */
export const videoMime = (file: File) =>
  file.type || MIME_BY_EXTENSION[fileExtension(file.name).toLowerCase()] || 'application/octet-stream';

/** How many uploads a previous visit left unfinished (they resume when the same file is picked). */
export function unfinishedUploads(): number {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(STORE_PREFIX)).length;
  } catch {
    return 0;
  }
}

/** The video's length from its metadata, when the browser can read it quickly. */
function readDuration(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | undefined) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => done(undefined), 4000);
    video.preload = 'metadata';
    video.onloadedmetadata = () => {
      clearTimeout(timer);
      done(Number.isFinite(video.duration) ? Math.round(video.duration * 10) / 10 : undefined);
    };
    video.onerror = () => {
      clearTimeout(timer);
      done(undefined);
    };
    video.src = url;
  });
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

export function useVideoUpload() {
  const [uploads, setUploads] = useState<VideoUpload[]>([]);
  const uploaders = useRef(new Map<string, Uploader>());

  const patch = useCallback((id: string, change: Partial<VideoUpload>) => {
    setUploads((now) => now.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    (id: string) => {
      const uploader = uploaders.current.get(id);
      if (!uploader) return;
      patch(id, { status: 'uploading', error: undefined });
      uploader.start().then(
        (stored) =>
          patch(id, {
            status: 'done',
            progress: 1,
            reference: stored.url,
            speed: undefined,
            remaining: undefined,
          }),
        (error: unknown) => {
          if (error instanceof UploadCancelledError || error instanceof UploadPausedError) return;
          patch(id, { status: 'error', error: errorText(error), speed: undefined, remaining: undefined });
        },
      );
    },
    [patch],
  );

  const add = useCallback(
    (files: File[]) => {
      for (const picked of files) {
        const mime = videoMime(picked);
        // Some systems give no type for .mkv or .mov: the server is told the one the name says.
        const file = picked.type
          ? picked
          : new File([picked], picked.name, { type: mime, lastModified: picked.lastModified });
        const id = `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2, 8)}`;
        uploaders.current.set(
          id,
          createUploader(apiClient, {
            file,
            purpose: 'video',
            onProgress: ({ loaded, total, speed, remaining }) =>
              patch(id, {
                progress: total > 0 ? loaded / total : 0,
                speed: speed > 0 ? speed : undefined,
                remaining: remaining ?? undefined,
              }),
          }),
        );
        setUploads((now) => [
          ...now,
          {
            id,
            name: file.name,
            size: file.size,
            progress: 0,
            status: 'queued',
            file,
            reference: null,
            mime,
          },
        ]);
        void readDuration(file).then((duration) => (duration === undefined ? null : patch(id, { duration })));
        run(id);
      }
    },
    [patch, run],
  );

  const cancel = useCallback((id: string) => {
    void uploaders.current
      .get(id)
      ?.cancel()
      .catch(() => null);
    uploaders.current.delete(id);
    setUploads((now) => now.filter((upload) => upload.id !== id));
  }, []);

  const retry = useCallback((id: string) => run(id), [run]);

  const remove = useCallback((id: string) => {
    uploaders.current.delete(id);
    setUploads((now) => now.filter((upload) => upload.id !== id));
  }, []);

  // Leaving the page pauses the transfers; the server keeps what it has, so picking the same file
  // again (now or after a reload) continues from there.
  useEffect(() => {
    const running = uploaders.current;
    return () => running.forEach((uploader) => uploader.pause());
  }, []);

  return { uploads, add, cancel, retry, remove };
}
