import { useEffect, useRef, useState } from 'react';
import {
  createUploader,
  UploadCancelledError,
  UploadPausedError,
  type Uploader,
  type UploaderStatus,
} from '@creator-console/api-client';
import { endpoints, type StoredFile, type UploadPurpose } from '@creator-console/contract';
import { Button, Card, Inline, Stack, Tag, Text } from '@creator-console/ui';
import { apiClient } from '../../../shared/api';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { uploadToolMessages } from './messages';

/** The upload tool's 用途 (admin.md §6.9), each with its own rules on the server. */
export const PURPOSES = [
  'cover',
  'album',
  'video',
  'certification',
] as const satisfies readonly UploadPurpose[];
export type Purpose = (typeof PURPOSES)[number];

export interface UploadJob {
  key: number;
  file: File;
  purpose: Purpose;
  /** The chunk size asked for, in bytes (the session's answer is what is used). */
  chunkSize: number;
  concurrency: number;
  checksums: boolean;
}

const MIB = 1024 * 1024;

/** The whole file's SHA-256, hex (SubtleCrypto). */
async function sha256Of(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One upload: progress, MiB/s, chunks, pause/resume/cancel; the stored file once done. */
export function UploadCard({ job }: { job: UploadJob }) {
  const t = useMessages(uploadToolMessages);
  const uploader = useRef<Uploader | null>(null);
  const [status, setStatus] = useState<UploaderStatus>('idle');
  const [loaded, setLoaded] = useState(0);
  const [speed, setSpeed] = useState(0);
  const [stored, setStored] = useState<StoredFile | null>(null);
  const [sha256, setSha256] = useState('');
  const [error, setError] = useState('');

  const run = async () => {
    try {
      const file = await uploader.current!.start();
      setStored(file);
      setSha256(await sha256Of(job.file));
    } catch (failure) {
      if (failure instanceof UploadPausedError || failure instanceof UploadCancelledError) return;
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  useEffect(() => {
    uploader.current = createUploader(apiClient, {
      file: job.file,
      name: job.file.name,
      // The server's own rules apply: each purpose's types and size, with its messages.
      purpose: job.purpose,
      chunkSize: job.chunkSize,
      concurrency: job.concurrency,
      checksums: job.checksums,
      onProgress: (progress) => {
        setLoaded(progress.loaded);
        setSpeed(progress.speed);
      },
      onStatus: (next) => setStatus(next),
    });
    void run();
    return () => uploader.current?.pause();
    // One uploader per job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.key]);

  const total = Math.max(1, Math.ceil(job.file.size / job.chunkSize));
  const sent = Math.min(total, Math.ceil(loaded / job.chunkSize));
  const percent = job.file.size === 0 ? 0 : Math.round((loaded / job.file.size) * 100);
  const address = stored ? `/api/files/${stored.id}` : '';

  const copy = async () => {
    await navigator.clipboard.writeText(address);
    toaster.show({ tone: 'positive', message: t('copied') });
  };

  /** Opens the file by its signed address (GET /api/files/{id}/url), valid for a few minutes. */
  const open = async () => {
    if (!stored) return;
    // Opened before the await so the browser does not treat it as a pop-up.
    const tab = window.open('', '_blank');
    try {
      const { url } = await apiClient.call(endpoints.fileAddress, { params: { id: stored.id } });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, '_blank', 'noopener');
    } catch (failure) {
      tab?.close();
      throw failure;
    }
  };

  return (
    <Card title={job.file.name} as="article" titleAs="h3" actions={<Tag>{t(status)}</Tag>}>
      <Stack space="small">
        <progress max={100} value={percent} aria-label={t('progress', { name: job.file.name })} />
        <Inline space="medium">
          <Text>{percent}%</Text>
          <Text>{t('speed', { speed: (speed / MIB).toFixed(2) })}</Text>
          <Text>{t('chunks', { sent, total })}</Text>
        </Inline>
        {error && <Text tone="critical">{error}</Text>}
        {!stored && status !== 'cancelled' && (
          <Inline space="small">
            {status === 'paused' || status === 'failed' ? (
              <Button size="small" onClick={() => void run()}>
                {t('resume')}
              </Button>
            ) : (
              <Button size="small" variant="ghost" onClick={() => uploader.current?.pause()}>
                {t('pause')}
              </Button>
            )}
            <Button
              size="small"
              variant="ghost"
              tone="critical"
              onClick={() => void uploader.current?.cancel()}
            >
              {t('cancel')}
            </Button>
          </Inline>
        )}
        {stored && (
          <dl>
            <dt>{t('fileId')}</dt>
            <dd>{stored.id}</dd>
            <dt>{t('size')}</dt>
            <dd>{stored.size}</dd>
            <dt>{t('sha256')}</dt>
            <dd>{sha256}</dd>
            <dt>{t('address')}</dt>
            <dd>
              <Inline space="small">
                <Text>{address}</Text>
                <Button size="small" variant="ghost" onClick={() => void copy()}>
                  {t('copy')}
                </Button>
                <Button size="small" variant="ghost" onClick={() => void open()}>
                  {t('open')}
                </Button>
              </Inline>
            </dd>
          </dl>
        )}
      </Stack>
    </Card>
  );
}
