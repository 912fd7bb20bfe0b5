import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { VIDEO_IN_REVIEW, VIDEO_UPLOAD, type VideoDetail } from '@creator-console/contract';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  Upload,
} from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { useMyVideo } from '../api/get-my-video';
import { useVideoUpload, VIDEO_ACCEPT } from '../api/use-video-upload';
import { PublishResult } from '../components/publish-result';
import { VideoCover } from '../components/video-cover';
import { rejectionReason } from '../components/video-library';
import { VideoForm } from '../components/video-form';
import { VideoStatusTag } from '../components/video-status';
import { videoMessages } from '../messages';

/**
 * Edit a video (/video/edit?id=): the publish form, filled in, for a draft or a rejected video
 * (which shows why it was rejected and can be submitted again); a read-only view with a note for
 * a video in review or published.
 */
export default function VideoEditPage() {
  const t = useMessages(videoMessages);
  const titles = usePageTitles();
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data: video, error, isLoading } = useMyVideo(valid ? id : null);
  const [result, setResult] = useState<{ video: VideoDetail; submitted: boolean } | null>(null);

  const back = (
    <Button asChild variant="ghost" icon="chevron-left">
      <Link to="/video/index">{t('back')}</Link>
    </Button>
  );

  let body;
  if (!valid) body = <EmptyState icon="alert" title={t('missingId')} action={back} />;
  else if (error && !video) body = <EmptyState icon="alert" title={t('notFound')} action={back} />;
  else if (isLoading || !video) body = <Skeleton lines={8} />;
  else if (result) body = <PublishResult video={result.video} submitted={result.submitted} />;
  else if (video.status === 'draft' || video.status === 'rejected') {
    body = (
      <EditableVideo
        video={video}
        title={titles.page}
        onSaved={(saved, submitted) => setResult({ video: saved, submitted })}
      />
    );
  } else {
    body = <ReadOnlyVideo video={video} />;
  }

  return (
    <Stack space="large">
      <Inline space="small" alignY="center" align="spaceBetween">
        <Heading level={1}>{titles.page}</Heading>
        {back}
      </Inline>
      <Card as="section" title={video?.title ?? t('editTitle')} titleAs="h2">
        {body}
      </Card>
    </Stack>
  );
}

/**
 * A draft or rejected video's form, with the video file: the saved one, or a new upload (a video
 * saved without one, or replaced) that the form waits for.
 */
function EditableVideo({
  video,
  title,
  onSaved,
}: {
  video: VideoDetail;
  title: string;
  onSaved: (video: VideoDetail, submitted: boolean) => void;
}) {
  const t = useMessages(videoMessages);
  const { uploads, add, cancel, retry } = useVideoUpload();
  const upload = uploads.at(-1);
  const file = upload
    ? upload.reference
      ? {
          url: upload.reference,
          mime: upload.mime,
          size: upload.size,
          ...(upload.duration === undefined ? {} : { duration: upload.duration }),
        }
      : null
    : video.file;
  return (
    <Stack space="large">
      {video.status === 'rejected' ? (
        <Text tone="critical" as="p">
          {t('rejectedNote', { reason: rejectionReason(video) || t('status_rejected') })}
        </Text>
      ) : null}
      <Upload
        files={upload ? [upload] : []}
        accept={VIDEO_ACCEPT}
        maxSize={VIDEO_UPLOAD.maxBytes}
        label={video.file ? t('replaceFile') : t('uploadLabel')}
        hint={video.file ? t('currentFileKept') : t('uploadHint')}
        onSelect={add}
        onCancel={cancel}
        onRetry={retry}
      />
      <VideoForm
        title={title}
        video={video}
        file={file}
        localFile={upload?.file ?? null}
        uploading={upload !== undefined && upload.status !== 'done'}
        onSaved={onSaved}
      />
    </Stack>
  );
}

function ReadOnlyVideo({ video }: { video: VideoDetail }) {
  const t = useMessages(videoMessages);
  const note = VIDEO_IN_REVIEW.includes(video.status)
    ? t('inReviewNote', { status: t(`status_${video.status}`) })
    : t('publishedNote');
  return (
    <Stack space="medium">
      <Inline space="small">
        <VideoStatusTag status={video.status} />
        <Text tone="muted">{t(`visibility_${video.visibility}`)}</Text>
      </Inline>
      <Text as="p" tone="caution" data={{ note: 'read-only' }}>
        {note}
      </Text>
      <VideoCover cover={video.cover} alt={t('coverOf', { title: video.title })} emptyLabel={t('noCover')} />
      <Text as="p">{video.description || '—'}</Text>
      {video.topics.length > 0 ? (
        <Text tone="muted">{video.topics.map((topic) => `#${topic}`).join(' ')}</Text>
      ) : null}
    </Stack>
  );
}
