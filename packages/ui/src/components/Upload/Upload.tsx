import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, useId, useRef, useState, type DragEvent } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { acceptTokens, formatFileSize, matchesAccept, shortenFileName } from './files';
import * as styles from './Upload.css';

export const uploadStatuses = ['queued', 'uploading', 'paused', 'done', 'error'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** One file in the list, as the caller's upload logic reports it. */
export type UploadItem = {
  id: string;
  name: string;
  /** In bytes. */
  size: number;
  /** 0..1. */
  progress: number;
  status: UploadStatus;
  /** Why it failed (status `error`), shown under the file. */
  error?: string;
  /** Bytes per second, while uploading. */
  speed?: number;
  /** Seconds left, while uploading. */
  remaining?: number;
};

/** A file refused before `onSelect`: wrong type for `accept`, or larger than `maxSize`. */
export type UploadRejection = { file: File; reason: 'type' | 'size'; message: string };

export type UploadProps = {
  /** The files being (or done) uploading; the component only shows them. */
  files: readonly UploadItem[];
  /** Files the user picked or dropped that passed `accept` and `maxSize`. Start uploading them here. */
  onSelect: (files: File[]) => void;
  /** Shows a cancel button on queued, uploading and paused files. */
  onCancel?: (id: string) => void;
  /** Shows a retry button on failed files. */
  onRetry?: (id: string) => void;
  /** Shows a remove button on finished and failed files. */
  onRemove?: (id: string) => void;
  /** Files refused before `onSelect`; each is also listed with its reason. */
  onReject?: (rejections: UploadRejection[]) => void;
  /** As `<input accept>`: extensions and MIME types, e.g. `.mp4,.mov,video/*`. */
  accept?: string;
  multiple?: boolean;
  /** Largest accepted file in bytes. */
  maxSize?: number;
  /** Text of the button that opens the file picker; 选择文件/Choose files by default. */
  label?: string;
  /** More help under the accepted types and size. */
  hint?: string;
  disabled?: boolean;
  data?: DataAttributes;
};

const active: UploadStatus[] = ['queued', 'uploading', 'paused'];

/**
 * A drop zone with a button that opens the file picker, and the list of files with progress,
 * speed, time left and cancel/retry/remove. It checks type and size, then hands files to
 * `onSelect`; it never uploads anything itself.
 */
export const Upload = forwardRef<HTMLDivElement, UploadProps>(
  (
    {
      files,
      onSelect,
      onCancel,
      onRetry,
      onRemove,
      onReject,
      accept,
      multiple = false,
      maxSize,
      label,
      hint,
      disabled = false,
      data,
    },
    ref,
  ) => {
    const strings = useUiStrings();
    const inputRef = useRef<HTMLInputElement>(null);
    const constraintsId = useId();
    const [dragging, setDragging] = useState(false);
    const [rejections, setRejections] = useState<UploadRejection[]>([]);
    const types = acceptTokens(accept);
    const constraints = [
      types.length > 0 ? strings.uploadAccepts(types.join(', ')) : null,
      maxSize !== undefined ? strings.uploadMaxSize(formatFileSize(maxSize)) : null,
      hint ?? null,
    ].filter(Boolean);
    const statusText: Record<UploadStatus, string> = {
      queued: strings.uploadQueued,
      uploading: strings.uploadUploading,
      paused: strings.uploadPaused,
      done: strings.uploadDone,
      error: strings.uploadFailed,
    };

    const receive = (fileList: FileList | null) => {
      const picked = Array.from(fileList ?? []).slice(0, multiple ? undefined : 1);
      if (picked.length === 0) return;
      const accepted: File[] = [];
      const refused: UploadRejection[] = [];
      for (const file of picked) {
        if (!matchesAccept(file, accept)) {
          refused.push({ file, reason: 'type', message: strings.uploadWrongType(file.name) });
        } else if (maxSize !== undefined && file.size > maxSize) {
          refused.push({
            file,
            reason: 'size',
            message: strings.uploadTooLarge(file.name, formatFileSize(maxSize)),
          });
        } else {
          accepted.push(file);
        }
      }
      setRejections(refused);
      if (refused.length > 0) onReject?.(refused);
      if (accepted.length > 0) onSelect(accepted);
    };

    const onDragOver = (event: DragEvent<HTMLDivElement>) => {
      if (disabled) return;
      // Without preventDefault the browser opens the dropped file instead.
      event.preventDefault();
      setDragging(true);
    };
    const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    };
    const onDrop = (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      setDragging(false);
      if (!disabled) receive(event.dataTransfer.files);
    };

    return (
      <div ref={ref} className={styles.root} {...dataAttributes(data)}>
        <div>
          <div
            className={styles.dropzone}
            data-dragging={dragging}
            data-disabled={disabled}
            data-part="dropzone"
            onDragEnter={onDragOver}
            onDragOver={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
          >
            <span className={styles.dropIcon}>
              <Icon name="video-upload" size="large" />
            </span>
            <Button
              icon="plus"
              disabled={disabled}
              aria-describedby={constraints.length > 0 ? constraintsId : undefined}
              onClick={() => inputRef.current?.click()}
            >
              {label ?? strings.uploadChooseFiles}
            </Button>
            <span className={styles.dropHint}>{strings.uploadDropHint}</span>
            {constraints.length > 0 ? (
              <p id={constraintsId} className={styles.constraints}>
                {constraints.join(' · ')}
              </p>
            ) : null}
            <input
              ref={inputRef}
              type="file"
              hidden
              tabIndex={-1}
              aria-label={label ?? strings.uploadChooseFiles}
              accept={accept}
              multiple={multiple}
              disabled={disabled}
              onChange={(event) => {
                receive(event.currentTarget.files);
                // Picking the same file again must fire change again.
                event.currentTarget.value = '';
              }}
            />
          </div>

          {/* Always in the DOM, so what appears in it is announced. */}
          <div role="alert">
            {rejections.length > 0 ? (
              <ul className={styles.rejections}>
                {rejections.map((rejection, index) => (
                  <li key={`${index}-${rejection.file.name}`} className={styles.rejection}>
                    <Icon name="alert" size="small" />
                    {rejection.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>

        {files.length > 0 ? (
          <ul aria-label={strings.uploadFileList} className={styles.list}>
            {files.map((file) => {
              const percent = Math.round(Math.min(1, Math.max(0, file.progress)) * 100);
              const inProgress = active.includes(file.status);
              const shortName = shortenFileName(file.name);
              return (
                <li key={file.id} className={styles.item} data-status={file.status}>
                  <div className={styles.itemRow}>
                    <span className={styles.fileIcon}>
                      <Icon name="doc" size="small" />
                    </span>
                    <span className={styles.fileName} title={shortName === file.name ? undefined : file.name}>
                      {shortName === file.name ? (
                        file.name
                      ) : (
                        <>
                          <span aria-hidden="true">{shortName}</span>
                          <VisuallyHidden>{file.name}</VisuallyHidden>
                        </>
                      )}
                    </span>
                    <span className={styles.status} data-status={file.status}>
                      {file.status === 'done' ? <Icon name="check" size="small" /> : null}
                      {file.status === 'error' ? <Icon name="alert" size="small" /> : null}
                      {inProgress && file.status !== 'queued'
                        ? `${statusText[file.status]} ${percent}%`
                        : statusText[file.status]}
                    </span>
                    <span className={styles.actions}>
                      {inProgress && onCancel ? (
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={strings.uploadCancel(file.name)}
                          onClick={() => onCancel(file.id)}
                        >
                          {strings.cancel}
                        </Button>
                      ) : null}
                      {file.status === 'error' && onRetry ? (
                        <Button
                          size="small"
                          variant="ghost"
                          tone="accent"
                          aria-label={strings.uploadRetry(file.name)}
                          onClick={() => onRetry(file.id)}
                        >
                          {strings.retry}
                        </Button>
                      ) : null}
                      {!inProgress && onRemove ? (
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={strings.uploadRemove(file.name)}
                          onClick={() => onRemove(file.id)}
                        >
                          {strings.remove}
                        </Button>
                      ) : null}
                    </span>
                  </div>
                  {inProgress ? (
                    <div
                      role="progressbar"
                      aria-label={strings.uploadProgress(file.name)}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                      aria-valuetext={`${percent}%`}
                      className={styles.track}
                    >
                      <div
                        className={styles.bar}
                        style={assignInlineVars({ [styles.progress]: String(percent / 100) })}
                      />
                    </div>
                  ) : null}
                  <div className={styles.meta}>
                    <span>{formatFileSize(file.size)}</span>
                    {file.status === 'uploading' && file.speed !== undefined ? (
                      <span>{`${formatFileSize(file.speed)}/s`}</span>
                    ) : null}
                    {file.status === 'uploading' && file.remaining !== undefined ? (
                      <span>{strings.timeRemaining(file.remaining)}</span>
                    ) : null}
                  </div>
                  {file.status === 'error' && file.error ? (
                    <p className={styles.errorText}>{file.error}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    );
  },
);
Upload.displayName = 'Upload';
