import { EmptyState, ReviewHistory, Stack, Text, type ReviewHistoryEntry } from '@creator-console/ui';
import type { VideoHistoryStep } from '@creator-console/contract';
import { useDateTime } from '../../../shared/date-time';
import { useMessages, type Dictionary } from '../../../shared/i18n';
import { reviewReason } from './content-status';

type HistoryKey = 'history' | 'historyEmpty' | 'historyReviewer' | 'historySubmitted';

/**
 * A video's or an album's review history for its creator: each decision with the reasons and
 * message the creator was given (never who reviewed), newest first; then when it was submitted.
 * Two blocks, laid out by the caller's stack. An album's steps are a part of a video's.
 */
export function ContentHistory({
  history,
  messages,
  machineActor,
}: {
  history: readonly VideoHistoryStep[];
  messages: Dictionary<HistoryKey>;
  /** Who made the machine stage's decisions (videos have one). */
  machineActor?: string;
}) {
  const t = useMessages(messages);
  const date = useDateTime();
  const decisions = history
    .filter(
      (step): step is VideoHistoryStep & { stage: ReviewHistoryEntry['stage'] } => step.stage !== 'submit',
    )
    .map((step, index): ReviewHistoryEntry => ({
      id: `${index}-${step.at}`,
      stage: step.stage,
      decision: step.decision as ReviewHistoryEntry['decision'],
      actor: step.stage === 'machine' && machineActor ? machineActor : t('historyReviewer'),
      message: reviewReason(step.reasons, step.message) || undefined,
      at: step.at,
    }))
    .reverse();
  const submissions = history.filter((step) => step.stage === 'submit');
  return (
    <>
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
    </>
  );
}
