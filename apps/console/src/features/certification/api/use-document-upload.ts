import { useCallback } from 'react';
import { uploadImage } from '@creator-console/api-client';
import { apiClient } from '../../../shared/api';

/** Uploads one certification document image; resolves with the reference the application stores. */
export function useDocumentUpload(): (file: Blob) => Promise<string> {
  return useCallback(
    async (file: Blob) => (await uploadImage(apiClient, { file, purpose: 'certification' })).url,
    [],
  );
}
