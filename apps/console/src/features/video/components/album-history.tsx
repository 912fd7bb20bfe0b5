import { EmptyState, ReviewHistory, Stack, Text, type ReviewHistoryEntry } from '@creator-console/ui';
import type { AlbumHistoryStep } from '@creator-console/contract';
import { useLocale, useMessages } from '../../../shared/i18n';
import { albumMessages } from '../album-messages';

/**
 * An album's review history for its creator: each reviewer decision with the reasons and message
 * the creator was given (never who reviewed), newest first, and when it was submitted.
 */
export function AlbumHistory({ history }: { history: readonly AlbumHistoryStep[] }) {
  const t = useMessages(albumMessages);
  const { locale } = useLocale();
  const date = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  const decisions = history
    .filter(
      (step): step is AlbumHistoryStep & { stage: ReviewHistoryEntry['stage'] } => step.stage !== 'submit',
    )
    .map((step, index): ReviewHistoryEntry => ({
      id: `${index}-${step.at}`,
      stage: step.stage,
      decision: step.decision as ReviewHistoryEntry['decision'],
      actor: t('historyReviewer'),
      message: [step.reasons.join('、'), step.message].filter(Boolean).join(' · ') || undefined,
      at: step.at,
    }))
    .reverse();
  const submissions = history.filter((step) => step.stage === 'submit');
  return (
    <Stack space="medium">
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
  );
}
