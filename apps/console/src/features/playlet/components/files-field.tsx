import { useState } from 'react';
import { uploadImage } from '@creator-console/api-client';
import { Button, Inline, Stack, Text, Upload, type UploadItem } from '@creator-console/ui';
import { apiClient } from '../../../shared/api';
import { useMessages } from '../../../shared/i18n';
import { playletMessages } from '../messages';
import { FileLink } from './file-link';

/** Documents: JPG, PNG, WebP and PDF, at most 10 MB (money.md §5's document rule). */
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf';
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export type FilesFieldProps = {
  label: string;
  hint?: string;
  purpose: 'playlet' | 'contract';
  /** References of the uploaded files. */
  values: readonly string[];
  onChange: (update: (current: string[]) => string[]) => void;
  max: number;
  error?: string | undefined;
  onBusyChange?: (busy: boolean) => void;
};

/** Uploaded documents (each opens and can be removed) and, while there is room, a picker. */
export function FilesField({
  label,
  hint,
  purpose,
  values,
  onChange,
  max,
  error,
  onBusyChange,
}: FilesFieldProps) {
  const t = useMessages(playletMessages);
  const [uploads, setUploads] = useState<UploadItem[]>([]);

  const setBusy = (update: (current: UploadItem[]) => UploadItem[]) =>
    setUploads((current) => {
      const next = update(current);
      onBusyChange?.(next.some((item) => item.status === 'uploading'));
      return next;
    });

  const select = (picked: File[]) => {
    const room = Math.max(0, max - values.length - uploads.filter((u) => u.status === 'uploading').length);
    for (const file of picked.slice(0, room)) {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setBusy((current) => [
        ...current,
        { id, name: file.name, size: file.size, progress: 0, status: 'uploading' },
      ]);
      uploadImage(apiClient, { file, purpose } as never).then(
        (stored: { url: string }) => {
          setBusy((current) => current.filter((item) => item.id !== id));
          onChange((current) => [...current, stored.url].slice(0, max));
        },
        (failure: unknown) =>
          setBusy((current) =>
            current.map((item) =>
              item.id === id
                ? {
                    ...item,
                    status: 'error',
                    error: failure instanceof Error && failure.message ? failure.message : t('uploadFailed'),
                  }
                : item,
            ),
          ),
      );
    }
  };

  return (
    <Stack space="small">
      {values.length > 0 ? (
        <ul aria-label={label}>
          {values.map((reference, index) => (
            <li key={reference}>
              <Inline space="small">
                <FileLink reference={reference} label={t('file', { n: index + 1 })} />
                <Button
                  size="small"
                  variant="ghost"
                  icon="trash"
                  aria-label={`${label} ${t('file', { n: index + 1 })}`}
                  onClick={() => onChange((current) => current.filter((value) => value !== reference))}
                >
                  {''}
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      ) : null}
      {values.length < max ? (
        <Upload
          label={label}
          {...(hint ? { hint } : {})}
          accept={DOCUMENT_ACCEPT}
          maxSize={DOCUMENT_MAX_BYTES}
          multiple={max > 1}
          files={uploads}
          onSelect={select}
          onRemove={(id) => setBusy((current) => current.filter((item) => item.id !== id))}
        />
      ) : null}
      {error ? (
        <div role="alert">
          <Text tone="critical">{error}</Text>
        </div>
      ) : null}
    </Stack>
  );
}
