import { useState } from 'react';
import { uploadImage } from '@creator-console/api-client';
import { Button, Inline, Stack, Text, Upload, type UploadItem } from '@creator-console/ui';
import { apiClient } from '../../../shared/api';
import { useFileUrl } from '../../../shared/files';
import { useMessages } from '../../../shared/i18n';
import { semMessages } from '../messages';
import * as styles from './image-field.css';

const ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * One image uploaded with purpose `ad` (goods images, task covers: ad-tasks.md §7): its preview
 * with 移除图片, or the picker. The form keeps the `/api/files/<id>` reference (null when none).
 */
export function AdImageField({
  label,
  hint,
  value,
  error,
  onChange,
  onBusyChange,
}: {
  label: string;
  hint?: string;
  value: string | null;
  error?: string | undefined;
  onChange: (reference: string | null) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const t = useMessages(semMessages);
  const url = useFileUrl(value ?? undefined);
  const [items, setItems] = useState<UploadItem[]>([]);

  const start = (file: File) => {
    const id = `${file.name}-${file.size}-${file.lastModified}`;
    setItems([{ id, name: file.name, size: file.size, progress: 0, status: 'uploading' }]);
    onBusyChange?.(true);
    uploadImage(
      apiClient,
      { file, purpose: 'ad' },
      {
        onUploadProgress: (progress) =>
          setItems((current) => current.map((item) => (item.id === id ? { ...item, progress } : item))),
      },
    )
      .then((stored) => {
        setItems([]);
        onChange(stored.url);
      })
      .catch((failure: unknown) => {
        const message = failure instanceof Error && failure.message ? failure.message : t('uploadFailed');
        setItems((current) =>
          current.map((item) => (item.id === id ? { ...item, status: 'error', error: message } : item)),
        );
      })
      .finally(() => onBusyChange?.(false));
  };

  return (
    <Stack space="small">
      {value ? (
        <Inline space="small" alignY="center">
          {url ? (
            <img className={styles.preview} src={url} alt={label} />
          ) : (
            <span className={styles.preview} />
          )}
          <Button size="small" variant="ghost" icon="trash" onClick={() => onChange(null)}>
            {t('removeImage')}
          </Button>
        </Inline>
      ) : (
        <Upload
          files={items}
          onSelect={(files) => {
            const [file] = files;
            if (file) start(file);
          }}
          onRemove={() => setItems([])}
          accept={ACCEPT}
          maxSize={MAX_BYTES}
          label={label}
          {...(hint ? { hint } : {})}
        />
      )}
      {error ? (
        <div role="alert">
          <Text tone="critical">{error}</Text>
        </div>
      ) : null}
    </Stack>
  );
}

/** A goods image in a table row: the signed address of its reference, or a dash. */
export function AdThumbnail({ reference, alt }: { reference: string | null; alt: string }) {
  const url = useFileUrl(reference ?? undefined);
  if (!reference) return <Text tone="muted">—</Text>;
  return url ? (
    <img className={styles.thumbnail} src={url} alt={alt} />
  ) : (
    <span className={styles.thumbnail} />
  );
}
