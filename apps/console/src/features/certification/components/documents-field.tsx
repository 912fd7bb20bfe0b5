import { useId, useRef, useState } from 'react';
import {
  useController,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { Button, Upload, type UploadItem } from '@creator-console/ui';
import { errorMessage } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { useDocumentUpload } from '../api/use-document-upload';
import { certificationMessages } from '../messages';
import { DocumentImage } from './document-image';
import * as styles from './documents-field.css';

/** The server's image types (JPG, PNG, WebP), as extensions: the picker's hint reads them to the user. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type DocumentsFieldProps = {
  label: string;
  /** References of the uploaded images. */
  values: readonly string[];
  /** Receives an update of the current references (uploads finish in any order). */
  onChange: (update: (current: string[]) => string[]) => void;
  /** How many images; 1 for a single document. */
  max?: number;
  hint?: string;
  error?: string;
  /** Reports whether an upload is still running, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * Certification documents: previews of the uploaded images (each removable) and, while there is
 * room, a picker whose images are uploaded at once and become references in the form.
 */
export function DocumentsField({
  label,
  values,
  onChange,
  max = 1,
  hint,
  error,
  onBusyChange,
}: DocumentsFieldProps) {
  const t = useMessages(certificationMessages);
  const upload = useDocumentUpload();
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const errorId = useId();
  const numbered = max > 1;

  const setUploadsAndBusy = (update: (current: UploadItem[]) => UploadItem[]) =>
    setUploads((current) => {
      const next = update(current);
      onBusyChange?.(next.some((item) => item.status === 'uploading'));
      return next;
    });

  const start = (id: string, file: File) => {
    setUploadsAndBusy((current) => [
      ...current.filter((item) => item.id !== id),
      { id, name: file.name, size: file.size, progress: 0, status: 'uploading' },
    ]);
    upload(file).then(
      (reference) => {
        files.current.delete(id);
        setUploadsAndBusy((current) => current.filter((item) => item.id !== id));
        onChange((current) => (max === 1 ? [reference] : [...current, reference].slice(0, max)));
      },
      (failure: unknown) =>
        setUploadsAndBusy((current) =>
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
  };

  const select = (picked: File[]) => {
    const room = Math.max(0, max - values.length - uploads.length);
    for (const file of picked.slice(0, max === 1 ? 1 : room)) {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      files.current.set(id, file);
      start(id, file);
    }
  };

  const remove = (reference: string) => onChange((current) => current.filter((value) => value !== reference));

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{label}</legend>
      {values.length > 0 ? (
        <ul className={styles.previews} aria-label={label}>
          {values.map((reference, index) => (
            <li key={reference} className={styles.preview}>
              <DocumentImage
                reference={reference}
                alt={numbered ? t('previewNumbered', { label, index: index + 1 }) : t('preview', { label })}
              />
              <Button
                size="small"
                variant="ghost"
                icon="trash"
                aria-label={
                  numbered
                    ? t('removeImageNumbered', { label, index: index + 1 })
                    : t('removeImage', { label })
                }
                onClick={() => remove(reference)}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {values.length < max ? (
        <Upload
          files={uploads}
          onSelect={select}
          onRetry={(id) => {
            const file = files.current.get(id);
            if (file) start(id, file);
          }}
          onRemove={(id) => {
            files.current.delete(id);
            setUploadsAndBusy((current) => current.filter((item) => item.id !== id));
          }}
          accept={IMAGE_ACCEPT}
          maxSize={IMAGE_MAX_BYTES}
          multiple={numbered}
          label={numbered ? t('uploadImages', { max }) : `${t('uploadImage')}：${label}`}
          hint={hint}
        />
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A DocumentsField keeping its references in a form value (a list): an upload or a removal
 * clears the field's error until the next check.
 */
export function FormDocumentsField<Values extends FieldValues>({
  form,
  name,
  ...props
}: {
  // The transformed-values type does not matter to a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<Values, any, any>;
  name: FieldPath<Values>;
} & Omit<DocumentsFieldProps, 'values' | 'onChange' | 'error'>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <DocumentsField
      {...props}
      values={field.value as string[]}
      error={errorMessage(fieldState.error)}
      // Uploads finish in any order: each update applies to the form's current list.
      onChange={(update) => {
        form.setValue(name, update(form.getValues(name) as string[]) as PathValue<Values, typeof name>);
        form.clearErrors(name);
      }}
    />
  );
}
