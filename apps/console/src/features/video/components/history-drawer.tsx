import {
  Drawer,
  DrawerContent,
  EmptyState,
  ReviewHistory,
  Skeleton,
  Stack,
  Text,
  type ReviewHistoryEntry,
} from '@creator-console/ui';
import type { VideoHistoryStep } from '@creator-console/contract';
import { useLocale, useMessages } from '../../../shared/i18n';
import { useMyVideo } from '../api/get-my-video';
import { videoMessages } from '../messages';
import { VideoStatusTag } from './video-status';

/**
 * A video's review history for its creator: each machine verdict and reviewer decision with the
 * reasons and message the creator was given (never who reviewed), and when it was submitted.
 */
export function HistoryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useMessages(videoMessages);
  const { locale } = useLocale();
  const { data: video, isLoading } = useMyVideo(id);
  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

  const decisions = (video?.history ?? [])
    .filter(
      (step): step is VideoHistoryStep & { stage: ReviewHistoryEntry['stage'] } => step.stage !== 'submit',
    )
    .map((step, index): ReviewHistoryEntry => ({
      id: `${index}-${step.at}`,
      stage: step.stage,
      decision: step.decision as ReviewHistoryEntry['decision'],
      actor: step.stage === 'machine' ? t('historyMachine') : t('historyReviewer'),
      message: [step.reasons.join('、'), step.message].filter(Boolean).join(' · ') || undefined,
      at: step.at,
    }))
    .reverse();
  const submissions = (video?.history ?? []).filter((step) => step.stage === 'submit');

  return (
    <Drawer open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {id !== null ? (
        <DrawerContent title={t('historyTitle', { title: video?.title ?? '' })} size="standard">
          {isLoading || !video ? (
            <Skeleton lines={5} />
          ) : (
            <Stack space="large">
              <VideoStatusTag status={video.status} />
              {video.status === 'rejected' && (video.review_reasons.length > 0 || video.review_message) ? (
                <Text tone="critical" as="p">
                  {t('reason', {
                    reason: [video.review_reasons.join('、'), video.review_message]
                      .filter(Boolean)
                      .join(' · '),
                  })}
                </Text>
              ) : null}
              {decisions.length > 0 ? (
                <ReviewHistory entries={decisions} label={t('history')} />
              ) : (
                <EmptyState size="small" title={t('historyEmpty')} />
              )}
              {submissions.length > 0 ? (
                <Stack space="xsmall">
                  {submissions.map((step) => (
                    <Text key={step.at} tone="muted" size="small" as="p">
                      {`${t('historySubmitted')} · ${date(step.at)}`}
                    </Text>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          )}
        </DrawerContent>
      ) : null}
    </Drawer>
  );
}
