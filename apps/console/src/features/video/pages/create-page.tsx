import { useState } from 'react';
import { VIDEO_UPLOAD, type VideoDetail } from '@creator-console/contract';
import { shortFileName } from '@creator-console/api-client';
import { Card, Heading, Stack, Text, Upload } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { usePageTitles } from '../../../shared/page-titles';
import {
  unfinishedUploads,
  uploadedFile,
  useVideoUpload,
  VIDEO_ACCEPT,
  type VideoUpload,
} from '../api/use-video-upload';
import { PublishResult } from '../components/publish-result';
import { VideoForm } from '../components/video-form';
import { videoMessages } from '../messages';

/**
 * Upload and publish (/video/create): pick or drop several videos; each uploads in resumable
 * chunks with progress, speed and time left, and gets its own publish form beside the upload.
 */
export default function VideoCreatePage() {
  const t = useMessages(videoMessages);
  const titles = usePageTitles();
  const { uploads, add, cancel, retry, remove } = useVideoUpload();
  const [results, setResults] = useState<Record<string, { video: VideoDetail; submitted: boolean }>>({});
  const [unfinished] = useState(unfinishedUploads);

  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <Text tone="muted">{t('uploadIntro')}</Text>
      {unfinished > 0 && uploads.length === 0 ? (
        <Text tone="caution" as="p">
          {t('resumeNote', { count: unfinished })}
        </Text>
      ) : null}
      <Upload
        files={uploads}
        multiple
        accept={VIDEO_ACCEPT}
        maxSize={VIDEO_UPLOAD.maxBytes}
        label={t('uploadLabel')}
        hint={t('uploadHint')}
        onSelect={add}
        onCancel={(id) => {
          const upload = uploads.find((item) => item.id === id);
          cancel(id);
          if (upload) toaster.show({ tone: 'neutral', message: t('uploadCancelled', { name: upload.name }) });
        }}
        onRetry={retry}
        onRemove={(id) => (results[id] ? remove(id) : undefined)}
      />
      {uploads.map((upload) => (
        <UploadForm
          key={upload.id}
          upload={upload}
          result={results[upload.id]}
          onSaved={(video, submitted) => setResults((now) => ({ ...now, [upload.id]: { video, submitted } }))}
        />
      ))}
    </Stack>
  );
}

function UploadForm({
  upload,
  result,
  onSaved,
}: {
  upload: VideoUpload;
  result?: { video: VideoDetail; submitted: boolean };
  onSaved: (video: VideoDetail, submitted: boolean) => void;
}) {
  const t = useMessages(videoMessages);
  const title = t('formTitle', { name: shortFileName(upload.name) });
  return (
    <Card as="section" title={title} titleAs="h2">
      {result ? (
        <PublishResult video={result.video} submitted={result.submitted} />
      ) : (
        <VideoForm
          title={title}
          file={uploadedFile(upload)}
          localFile={upload.file}
          uploading={upload.status !== 'done'}
          onSaved={onSaved}
        />
      )}
    </Card>
  );
}
