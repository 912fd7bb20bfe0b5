import { useState } from 'react';
import { VIDEO_UPLOAD, type VideoDetail } from '@creator-console/contract';
import { Stack, Text, Upload } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { useMyVideo } from '../api/get-my-video';
import { uploadedFile, useVideoUpload, VIDEO_ACCEPT } from '../api/use-video-upload';
import { ContentPage, ReadOnlyContent, useContentId } from '../components/content-page';
import { isEditable, RejectedNote } from '../components/content-status';
import { PublishResult } from '../components/publish-result';
import { VideoCover } from '../components/video-cover';
import { VideoForm } from '../components/video-form';
import { videoKind } from '../content-kinds';
import { videoMessages } from '../messages';

/**
 * Edit a video (/video/edit?id=): the publish form, filled in, for a draft or a rejected video
 * (which shows why it was rejected and can be submitted again); a read-only view with a note for
 * a video in review or published.
 */
export default function VideoEditPage() {
  const t = useMessages(videoMessages);
  const titles = usePageTitles();
  const content = useContentId();
  const loaded = useMyVideo(content.id);
  const [result, setResult] = useState<{ video: VideoDetail; submitted: boolean } | null>(null);

  return (
    <ContentPage
      messages={videoMessages}
      backTo="/video/index"
      content={content}
      loaded={loaded}
      cardTitle={(video) => video?.title ?? t('editTitle')}
    >
      {(video) => {
        if (!video) return null;
        if (result) return <PublishResult video={result.video} submitted={result.submitted} />;
        if (!isEditable(video.status)) return <ReadOnlyVideo video={video} />;
        return (
          <EditableVideo
            video={video}
            title={titles.page}
            onSaved={(saved, submitted) => setResult({ video: saved, submitted })}
          />
        );
      }}
    </ContentPage>
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
  const file = upload ? uploadedFile(upload) : video.file;
  return (
    <Stack space="large">
      <RejectedNote content={video} messages={videoMessages} />
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
  return (
    <ReadOnlyContent content={video} messages={videoMessages} inReview={videoKind.inReview}>
      <VideoCover cover={video.cover} alt={t('coverOf', { title: video.title })} emptyLabel={t('noCover')} />
      <Text as="p">{video.description || '—'}</Text>
      {video.topics.length > 0 ? (
        <Text tone="muted">{video.topics.map((topic) => `#${topic}`).join(' ')}</Text>
      ) : null}
    </ReadOnlyContent>
  );
}
