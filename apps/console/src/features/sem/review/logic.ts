import type { AdSubmissionStatus } from '@creator-console/contract';

/** The status tabs of /sem/bind in the design's order (§10); `all` last, `pending_review` first. */
export const BIND_TABS = [
  'pending_review',
  'approved',
  'held',
  'rejected',
  'invalidated',
  'withdrawn',
  'settled',
  'all',
] as const satisfies readonly (AdSubmissionStatus | 'all')[];
export type BindTab = (typeof BIND_TABS)[number];

/** Which row actions a submission in `status` offers (its transitions, §5). */
export function submissionActions(status: AdSubmissionStatus) {
  return {
    approve: status === 'pending_review',
    reject: status === 'pending_review',
    hold: status === 'approved',
    release: status === 'held',
    invalidate: status === 'approved' || status === 'held',
  };
}

/**
 * A quick reason chip pressed in the reason box: its line is added when missing, removed when
 * present, so chips and typed words mix and the box stays the one reason the creator reads.
 */
export function toggleReason(text: string, reason: string): string {
  const lines = text.split('\n').map((line) => line.trim());
  if (lines.includes(reason)) return lines.filter((line) => line !== reason && line !== '').join('\n');
  return [...lines.filter((line) => line !== ''), reason].join('\n');
}

/** Whether a reason line is in the box (the chip shows pressed). */
export const hasReason = (text: string, reason: string) =>
  text.split('\n').some((line) => line.trim() === reason);

/**
 * The featured list after a toggle: removed when in it, added at the end when there is room.
 * Answers `null` when the list is full, so the caller can say so.
 */
export function toggleInList<T>(list: readonly T[], item: T, max: number): T[] | null {
  if (list.includes(item)) return list.filter((other) => other !== item);
  if (list.length >= max) return null;
  return [...list, item];
}

/** Submissions that may be featured (§5: a flag on approved, planned and settled rows). */
export const FEATURABLE = ['approved', 'planned', 'settled'] as const satisfies readonly AdSubmissionStatus[];

/** How many of a task's submissions may be featured. */
export const approvedCount = (counts: Readonly<Record<AdSubmissionStatus, number>>) =>
  FEATURABLE.reduce((sum, status) => sum + counts[status], 0);

/** Tasks that take example videos (/sem/example): not ended yet. */
export const EXAMPLE_PHASES = ['running', 'scheduled', 'draft'] as const;
