import type { VideoStatus } from '@creator-console/contract';
import { Tag, type Tone } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { videoMessages } from '../messages';

/** Waiting on the platform is accent, done is positive, refused is critical, waiting on a date is caution. */
const STATUS_TONES: Record<VideoStatus, Tone> = {
  draft: 'neutral',
  machine_review: 'accent',
  first_review: 'accent',
  second_review: 'accent',
  published: 'positive',
  scheduled: 'caution',
  rejected: 'critical',
};

/** A video's status in the product's words (草稿, 机审中, 初审中, 复审中, 已发布, 定时发布, 未通过). */
export function VideoStatusTag({ status }: { status: VideoStatus }) {
  const t = useMessages(videoMessages);
  return (
    <Tag tone={STATUS_TONES[status]} size="small" data={{ status }}>
      {t(`status_${status}`)}
    </Tag>
  );
}
