import { useCallback } from 'react';
import { uploadImage } from '@creator-console/api-client';
import { apiClient } from '../../../shared/api';

/** Uploads a cover (a frame's JPEG or a picked image); resolves with the `/api/files/<id>` reference. */
export function useCoverUpload(): (cover: Blob, videoName?: string) => Promise<string> {
  return useCallback(async (cover: Blob, videoName?: string) => {
    const name = cover instanceof File ? cover.name : videoName ? `${videoName}-cover.jpg` : 'cover.jpg';
    return (await uploadImage(apiClient, { file: cover, purpose: 'cover', name })).url;
  }, []);
}
