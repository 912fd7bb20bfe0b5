import { useState } from 'react';
import { uploadImage } from '@creator-console/api-client';
import { Text, Upload, type UploadItem } from '@creator-console/ui';
import { apiClient } from '../../../shared/api';

const ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';
const MAX_BYTES = 10 * 1024 * 1024;

/** 发票文件: one upload with purpose `invoice` (money.md §8.6); the form keeps its `/api/files/<id>` reference. */
export function InvoiceFileField({
  label,
  hint,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  onChange: (reference: string) => void;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const start = (file: File) => {
    const id = `${file.name}-${file.size}-${file.lastModified}`;
    setItems([{ id, name: file.name, size: file.size, progress: 0, status: 'uploading' }]);
    // The file purposes gain `invoice` with the money foundation (contract files.ts).
    uploadImage(
      apiClient,
      { file, purpose: 'invoice' as never },
      {
        onUploadProgress: (progress) =>
          setItems((current) => current.map((item) => (item.id === id ? { ...item, progress } : item))),
      },
    )
      .then((stored) => {
        setItems((current) =>
          current.map((item) => (item.id === id ? { ...item, progress: 1, status: 'done' } : item)),
        );
        onChange(stored.url);
      })
      .catch((failure: unknown) => {
        const message = failure instanceof Error ? failure.message : '';
        setItems((current) =>
          current.map((item) => (item.id === id ? { ...item, status: 'error', error: message } : item)),
        );
        onChange('');
      });
  };
  return (
    <div>
      <Upload
        files={items}
        onSelect={(files) => {
          const [file] = files;
          if (file) start(file);
        }}
        onRemove={() => {
          setItems([]);
          onChange('');
        }}
        accept={ACCEPT}
        maxSize={MAX_BYTES}
        label={label}
        hint={hint}
      />
      {error ? (
        <Text tone="critical" as="p">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
