import { AD_TASK_PHASE_LABELS, type AdTaskPhase } from '@creator-console/contract';
import { Tag } from '@creator-console/ui';
import type { ComponentProps } from 'react';

type Tone = NonNullable<ComponentProps<typeof Tag>['tone']>;

/** The colour of each displayed phase (§5): live work positive, waiting for money caution. */
export const PHASE_TONES: Record<AdTaskPhase, Tone> = {
  draft: 'neutral',
  scheduled: 'accent',
  running: 'positive',
  paused: 'caution',
  observing: 'accent',
  settleable: 'caution',
  settling: 'caution',
  settled: 'neutral',
  cancelled: 'critical',
};

/** A task's displayed phase with its label (contract `AD_TASK_PHASE_LABELS`). */
export function PhaseTag({ phase }: { phase: AdTaskPhase }) {
  return (
    <Tag size="small" tone={PHASE_TONES[phase]}>
      {AD_TASK_PHASE_LABELS[phase]}
    </Tag>
  );
}
