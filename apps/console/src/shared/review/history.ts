import type { ReviewHistoryStep } from '@creator-console/contract';
import type { ReviewHistoryEntry } from '@creator-console/ui';

/**
 * The history as the ui's timeline, newest first. The creator's submissions are not review steps
 * and stay out; a step nobody signed (the machine's) is signed `unsigned`, and the machine's own
 * note is left out (its reasons already say it).
 */
export function historyEntries(steps: readonly ReviewHistoryStep[], unsigned: string): ReviewHistoryEntry[] {
  return steps
    .flatMap((step, index): ReviewHistoryEntry[] => {
      if (step.stage === 'submit' || step.decision === 'submitted') return [];
      const message = [step.reasons.join('、'), step.stage === 'machine' ? '' : step.message]
        .filter(Boolean)
        .join(' — ');
      return [
        {
          id: `${index}-${step.at}`,
          stage: step.stage,
          decision: step.decision,
          actor: step.reviewer ?? unsigned,
          ...(message ? { message } : {}),
          at: step.at,
        },
      ];
    })
    .reverse();
}
