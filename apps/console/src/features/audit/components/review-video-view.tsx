import type { ReactNode } from 'react';
import type { ReviewVideo } from '@creator-console/contract';
import { Icon, MachineVerdict, ReviewItem, type ReviewMedia } from '@creator-console/ui';
import { useFileUrl } from '../../../shared/files';
import { useLocale, useMessages } from '../../../shared/i18n';
import { videoLabels } from '../labels';
import { auditMessages } from '../messages';
import { machineReasons, verdictOf } from './machine-verdict';
import * as styles from '../../../shared/review/review-workbench.css';

/**
 * One video under review: the preview (the file with its cover as poster, else the cover, else a
 * clear "no preview"), title, creator, description, facts, topics and the machine verdict, then
 * `children` (the decision bar, the history).
 */
export function ReviewVideoView({ video, children }: { video: ReviewVideo; children?: ReactNode }) {
  const t = useMessages(auditMessages);
  const { locale } = useLocale();
  const labels = videoLabels(locale);
  const fileUrl = useFileUrl(video.file?.url);
  const coverUrl = useFileUrl(video.cover ?? undefined);
  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

  let media: ReviewMedia | undefined;
  let placeholder: ReactNode = null;
  if (video.file && fileUrl)
    media = { kind: 'video', src: fileUrl, ...(coverUrl ? { poster: coverUrl } : {}) };
  else if (!video.file && coverUrl) media = { kind: 'images', images: [{ src: coverUrl, alt: video.title }] };
  if (!media) {
    const loading = (video.file && !fileUrl) || (!video.file && video.cover && !coverUrl);
    placeholder = (
      <div className={styles.noPreview} role="note">
        <Icon name="video" size="large" />
        <span>{loading ? t('loadingPreview') : t('noPreview')}</span>
      </div>
    );
  }

  const verdict = verdictOf(video.machine_verdict, video.machine_reasons);
  const meta = [
    { label: t('statusLabel'), value: labels.status[video.status] },
    ...(video.submitted_at ? [{ label: t('submittedAt'), value: date(video.submitted_at) }] : []),
    { label: t('visibility'), value: labels.visibility[video.visibility] },
    ...(video.scheduled_at ? [{ label: t('scheduledAt'), value: date(video.scheduled_at) }] : []),
  ];

  return (
    <ReviewItem
      title={video.title}
      {...(media ? { media } : {})}
      author={{ name: video.creator.name, ...(video.creator.avatar ? { avatar: video.creator.avatar } : {}) }}
      description={<p className={styles.description}>{video.description || t('noDescription')}</p>}
      meta={meta}
      tags={video.topics.map((topic) => `#${topic}`)}
      data={{ video: String(video.id) }}
    >
      {placeholder}
      {verdict ? <MachineVerdict verdict={verdict} reasons={machineReasons(video.machine_reasons)} /> : null}
      {children}
    </ReviewItem>
  );
}
