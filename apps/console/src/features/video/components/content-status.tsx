import type { AlbumStatus, VideoStatus } from '@creator-console/contract';
import { Tag, Text, type Tone } from '@creator-console/ui';
import { useMessages, type Dictionary } from '../../../shared/i18n';

/** The statuses of the creator's content: a video's, of which an album's are a part. */
export type ContentStatus = VideoStatus | AlbumStatus;

/** Waiting on the platform is accent, done is positive, refused is critical, waiting on a date is caution. */
const STATUS_TONES: Record<ContentStatus, Tone> = {
  draft: 'neutral',
  machine_review: 'accent',
  first_review: 'accent',
  second_review: 'accent',
  published: 'positive',
  scheduled: 'caution',
  rejected: 'critical',
};

/**
 * A video's or an album's status in the product's words (草稿, 机审中, 初审中, 复审中, 已发布,
 * 定时发布, 未通过), from the kind's own dictionary.
 */
export function ContentStatusTag<Status extends ContentStatus>({
  status,
  messages,
}: {
  status: Status;
  messages: Dictionary<`status_${NoInfer<Status>}`>;
}) {
  const t = useMessages(messages);
  return (
    <Tag tone={STATUS_TONES[status]} size="small" data={{ status }}>
      {t(`status_${status}`)}
    </Tag>
  );
}

/** What a reviewer told the creator: the quick reasons and the message. */
export const reviewReason = (reasons: readonly string[], message: string) =>
  [reasons.join('、'), message].filter(Boolean).join(' · ');

/** Why the last review rejected a video or an album. */
export const rejectionReason = (content: { review_reasons: readonly string[]; review_message: string }) =>
  reviewReason(content.review_reasons, content.review_message);

/** Its creator can change it (and submit it again): a draft, or rejected content. */
export const isEditable = (status: ContentStatus) => status === 'draft' || status === 'rejected';

/** Above the form of rejected content: why it was rejected, and that it can be submitted again. */
export function RejectedNote({
  content,
  messages,
}: {
  content: { status: ContentStatus; review_reasons: readonly string[]; review_message: string };
  messages: Dictionary<'rejectedNote' | 'status_rejected'>;
}) {
  const t = useMessages(messages);
  if (content.status !== 'rejected') return null;
  return (
    <Text tone="critical" as="p">
      {t('rejectedNote', { reason: rejectionReason(content) || t('status_rejected') })}
    </Text>
  );
}
