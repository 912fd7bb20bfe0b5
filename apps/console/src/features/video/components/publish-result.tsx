import { Link } from 'react-router-dom';
import type { VideoDetail } from '@creator-console/contract';
import { Button, EmptyState, Inline } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { videoMessages } from '../messages';

/** After 发布 or 存草稿: what happened to the video and where to go next. */
export function PublishResult({ video, submitted }: { video: VideoDetail; submitted: boolean }) {
  const t = useMessages(videoMessages);
  return (
    <EmptyState
      icon={submitted ? 'check-circle' : 'file'}
      title={submitted ? t('successTitle', { title: video.title }) : t('draftTitle', { title: video.title })}
      description={submitted ? t('successBody', { status: t(`status_${video.status}`) }) : t('draftBody')}
      action={
        <Inline space="small" align="center">
          <Button asChild tone="accent" variant="solid">
            <Link to={submitted ? '/video/index' : '/video/draft'}>
              {submitted ? t('toLibrary') : t('toDrafts')}
            </Link>
          </Button>
          {submitted ? null : (
            <Button asChild variant="soft">
              <Link to={`/video/edit?id=${video.id}`}>{t('editAgain')}</Link>
            </Button>
          )}
        </Inline>
      }
    />
  );
}
