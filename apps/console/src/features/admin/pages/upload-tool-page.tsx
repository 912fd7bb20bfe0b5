import { useState, type FormEvent } from 'react';
import { UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_SIZES } from '@creator-console/contract';
import { Button, Card, EmptyState, Select, Stack, Switch, Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { ListPage } from '../../../shared/list';
import { uploadToolMessages } from '../upload-tool/messages';
import { PURPOSES, UploadCard, type Purpose, type UploadJob } from '../upload-tool/upload-card';

/**
 * /admin/upload-tool (admin.md §6.9): exercise the resumable upload by hand. Development and
 * staging builds only: the page registry leaves it out of production builds altogether.
 */
export default function UploadToolPage() {
  const t = useMessages(uploadToolMessages);
  const [file, setFile] = useState<File | null>(null);
  const [purpose, setPurpose] = useState<Purpose>('video');
  const [chunkSize, setChunkSize] = useState<number>(UPLOAD_CHUNK_BYTES);
  const [concurrency, setConcurrency] = useState(2);
  const [checksums, setChecksums] = useState(true);
  const [jobs, setJobs] = useState<UploadJob[]>([]);

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setJobs((current) => [{ key: Date.now(), file, purpose, chunkSize, concurrency, checksums }, ...current]);
  };

  return (
    <ListPage>
      <Text tone="muted">{t('hint')}</Text>
      <Card title={t('settings')} as="section" titleAs="h2">
        <form onSubmit={start} aria-label={t('settings')}>
          <Stack space="medium">
            <label>
              <Text>{t('file')}</Text>
              <input
                type="file"
                aria-label={t('file')}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </label>
            <Select
              label={t('purpose')}
              value={purpose}
              options={PURPOSES.map((value) => ({ value, label: value }))}
              onValueChange={(value) => setPurpose(value as Purpose)}
            />
            <Select
              label={t('chunkSize')}
              value={String(chunkSize)}
              options={UPLOAD_CHUNK_SIZES.map((bytes) => ({
                value: String(bytes),
                label: t('mib', { size: bytes / 1024 / 1024 }),
              }))}
              onValueChange={(value) => setChunkSize(Number(value))}
            />
            <Select
              label={t('concurrency')}
              value={String(concurrency)}
              options={[1, 2, 3, 4].map((n) => ({ value: String(n), label: String(n) }))}
              onValueChange={(value) => setConcurrency(Number(value))}
            />
            <Switch label={t('checksums')} checked={checksums} onCheckedChange={setChecksums} />
            <div>
              <Button type="submit" disabled={!file}>
                {t('start')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
      <Card title={t('uploads')} as="section" titleAs="h2">
        {jobs.length === 0 ? (
          <EmptyState title={t('none')} />
        ) : (
          <Stack space="medium">
            {jobs.map((job) => (
              <UploadCard key={job.key} job={job} />
            ))}
          </Stack>
        )}
      </Card>
    </ListPage>
  );
}
