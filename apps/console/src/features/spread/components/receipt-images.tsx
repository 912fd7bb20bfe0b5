import { useState } from 'react';
import { uploadImage } from '@creator-console/api-client';
import { Button, Inline, Stack, Text, Upload, type UploadItem } from '@creator-console/ui';
import { apiClient } from '../../../shared/api';
import { useMessages } from '../../../shared/i18n';
import { receiptMessages } from '../receipt-messages';

const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp';
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_IMAGES_MAX = 9;

/** 截图: up to 9 images uploaded with purpose `receipt`; each can be removed. */
export function ReceiptImages({
  values,
  onChange,
  error,
}: {
  values: readonly string[];
  onChange: (update: (current: string[]) => string[]) => void;
  error?: string | undefined;
}) {
  const t = useMessages(receiptMessages);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const select = (picked: File[]) => {
    const busy = uploads.filter((item) => item.status === 'uploading').length;
    for (const file of picked.slice(0, Math.max(0, RECEIPT_IMAGES_MAX - values.length - busy))) {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setUploads((current) => [
        ...current,
        { id, name: file.name, size: file.size, progress: 0, status: 'uploading' },
      ]);
      uploadImage(apiClient, { file, purpose: 'receipt' } as never).then(
        (stored: { url: string }) => {
          setUploads((current) => current.filter((item) => item.id !== id));
          onChange((current) => [...current, stored.url].slice(0, RECEIPT_IMAGES_MAX));
        },
        () =>
          setUploads((current) =>
            current.map((item) =>
              item.id === id ? { ...item, status: 'error', error: t('uploadFailed') } : item,
            ),
          ),
      );
    }
  };
  return (
    <Stack space="small">
      {values.length > 0 ? (
        <ul aria-label={t('images')}>
          {values.map((reference, index) => (
            <li key={reference}>
              <Inline space="small" alignY="center">
                <Text>{t('image', { n: index + 1 })}</Text>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => onChange((current) => current.filter((value) => value !== reference))}
                >
                  {t('remove', { n: index + 1 })}
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      ) : null}
      {values.length < RECEIPT_IMAGES_MAX ? (
        <Upload
          label={t('images')}
          hint={t('imagesHint')}
          accept={IMAGE_ACCEPT}
          maxSize={IMAGE_MAX_BYTES}
          multiple
          files={uploads}
          onSelect={select}
          onRemove={(id) => setUploads((current) => current.filter((item) => item.id !== id))}
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
