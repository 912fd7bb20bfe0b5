import type { UiStrings } from '../../locale';
import type { Tone } from '../../vocabulary';

/** Review flow of videos and albums: draft → machine → first → second review → published. */
export const reviewStates = [
  'draft',
  'machine',
  'first',
  'second',
  'published',
  'rejected',
  'scheduled',
] as const;
export type ReviewState = (typeof reviewStates)[number];

/** Certification application status codes (console spec §4: 2 is approved). */
export const certificationStates = [0, 1, 2, 3] as const;
export type CertificationState = (typeof certificationStates)[number];

/** Linked account row states (console spec §4). */
export const linkedAccountStates = ['current', 'other', 'disabled'] as const;
export type LinkedAccountState = (typeof linkedAccountStates)[number];

/** How an operation-log entry ended (admin.md §5). */
export const logOutcomes = ['success', 'denied', 'refused'] as const;
export type LogOutcome = (typeof logOutcomes)[number];

/** An announcement's life (admin.md §6.7): draft ⇄ scheduled → sending → sent → withdrawn. */
export const noticeStates = ['draft', 'scheduled', 'sending', 'sent', 'withdrawn'] as const;
export type NoticeState = (typeof noticeStates)[number];

/** A document version's life (admin.md §6.8): draft → scheduled → published (当前版本) → archived. */
export const docVersionStates = ['draft', 'scheduled', 'published', 'archived'] as const;
export type DocVersionState = (typeof docVersionStates)[number];

export const statusKinds = [
  'review',
  'certification',
  'account',
  'logOutcome',
  'notice',
  'docVersion',
] as const;
export type StatusKind = (typeof statusKinds)[number];

type StatusStates = {
  review: ReviewState;
  certification: CertificationState;
  account: LinkedAccountState;
  logOutcome: LogOutcome;
  notice: NoticeState;
  docVersion: DocVersionState;
};

/** Keys of the built-in strings that are plain text (the labels of states). */
type StringKey = { [K in keyof UiStrings]: UiStrings[K] extends string ? K : never }[keyof UiStrings];

export type StatusTagStyle = { tone: Tone; label: StringKey };

/**
 * One row per state: its tone and the key of its label in the built-in strings. Tones: waiting on
 * the platform is accent, done is positive, refused is critical, waiting on a date is caution.
 */
export const statusTagStyles: { [K in StatusKind]: Record<StatusStates[K], StatusTagStyle> } = {
  review: {
    draft: { tone: 'neutral', label: 'reviewStateDraft' },
    machine: { tone: 'accent', label: 'reviewStateMachine' },
    first: { tone: 'accent', label: 'reviewStateFirst' },
    second: { tone: 'accent', label: 'reviewStateSecond' },
    published: { tone: 'positive', label: 'reviewStatePublished' },
    rejected: { tone: 'critical', label: 'reviewStateRejected' },
    scheduled: { tone: 'caution', label: 'reviewStateScheduled' },
  },
  certification: {
    0: { tone: 'neutral', label: 'certificationStateNone' },
    1: { tone: 'accent', label: 'certificationStatePending' },
    2: { tone: 'positive', label: 'certificationStateApproved' },
    3: { tone: 'critical', label: 'certificationStateRejected' },
  },
  account: {
    current: { tone: 'positive', label: 'accountStateCurrent' },
    other: { tone: 'accent', label: 'accountStateOther' },
    disabled: { tone: 'neutral', label: 'accountStateDisabled' },
  },
  logOutcome: {
    success: { tone: 'positive', label: 'logOutcomeSuccess' },
    denied: { tone: 'critical', label: 'logOutcomeDenied' },
    refused: { tone: 'caution', label: 'logOutcomeRefused' },
  },
  notice: {
    draft: { tone: 'neutral', label: 'noticeStateDraft' },
    scheduled: { tone: 'caution', label: 'noticeStateScheduled' },
    sending: { tone: 'accent', label: 'noticeStateSending' },
    sent: { tone: 'positive', label: 'noticeStateSent' },
    withdrawn: { tone: 'critical', label: 'noticeStateWithdrawn' },
  },
  // As the notices: a draft is neutral, waiting on its date caution, in force positive; an
  // archived version is history, not a refusal, so it is neutral too.
  docVersion: {
    draft: { tone: 'neutral', label: 'docVersionStateDraft' },
    scheduled: { tone: 'caution', label: 'docVersionStateScheduled' },
    published: { tone: 'positive', label: 'docVersionStatePublished' },
    archived: { tone: 'neutral', label: 'docVersionStateArchived' },
  },
};

export type StatusOf<K extends StatusKind> = StatusStates[K];

/** Tone and label of one state, e.g. for a filter's options; `strings` from `useUiStrings()`. */
export function statusTagOf<K extends StatusKind>(
  strings: UiStrings,
  kind: K,
  status: StatusStates[K],
): { tone: Tone; label: string } {
  const entry = (statusTagStyles[kind] as Record<StatusStates[K], StatusTagStyle>)[status];
  return { tone: entry.tone, label: strings[entry.label] };
}
