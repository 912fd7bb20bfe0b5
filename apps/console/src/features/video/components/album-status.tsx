import type { AlbumStatus } from '@creator-console/contract';
import { Tag, type Tone } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { albumMessages } from '../album-messages';

/** Waiting on the platform is accent, done is positive, refused is critical (as the video tags). */
const STATUS_TONES: Record<AlbumStatus, Tone> = {
  draft: 'neutral',
  first_review: 'accent',
  second_review: 'accent',
  published: 'positive',
  rejected: 'critical',
};

/** An album's status in the product's words (草稿, 初审中, 复审中, 已发布, 未通过). */
export function AlbumStatusTag({ status }: { status: AlbumStatus }) {
  const t = useMessages(albumMessages);
  return (
    <Tag tone={STATUS_TONES[status]} size="small" data={{ status }}>
      {t(`status_${status}`)}
    </Tag>
  );
}

/** Why the last review rejected it: the quick reasons and the reviewer's message. */
export const albumRejectionReason = (album: { review_reasons: string[]; review_message: string }) =>
  [album.review_reasons.join('、'), album.review_message].filter(Boolean).join(' · ');
