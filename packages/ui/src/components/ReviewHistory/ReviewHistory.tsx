import { forwardRef } from 'react';
import type { UiStrings } from '../../locale';
import { useUiSettings, useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes, type Tone } from '../../vocabulary';
import { Icon } from '../Icon';
import { verdictLabel, verdictTones, type MachineVerdictValue } from '../MachineVerdict';
import { toneTag } from '../MachineVerdict/MachineVerdict.css';
import * as styles from './ReviewHistory.css';
import { formatDateTime, formatRelativeTime, isoDateTime, type DateInput } from './formatTime';

/** The review stages of the console: machine review, first review (初审), second review (复审). */
export const reviewStages = ['machine', 'first', 'second'] as const;
export type ReviewStage = (typeof reviewStages)[number];

/** A person's decision (`approve`, `reject`) or, for the machine stage, its verdict. */
export const reviewHistoryDecisions = [
  'approve',
  'reject',
  'pass',
  'suspect',
  'block',
  'whitelisted',
] as const;
export type ReviewHistoryDecision = (typeof reviewHistoryDecisions)[number];

export type ReviewHistoryEntry = {
  id: string;
  stage: ReviewStage;
  decision: ReviewHistoryDecision;
  /** Who decided: a reviewer's name, or the machine's (e.g. 机审系统). */
  actor: string;
  /** What the creator was told, or the reviewer's note. */
  message?: string;
  at: DateInput;
};

export const reviewHistoryTimeFormats = ['relative', 'absolute', 'both'] as const;
export type ReviewHistoryTimeFormat = (typeof reviewHistoryTimeFormats)[number];

export type ReviewHistoryProps = {
  /** In the order to show, usually newest first. */
  entries: ReviewHistoryEntry[];
  /** `both` (default): 2025/03/08 14:05 · 3 分钟前; `relative` keeps the absolute time as a tooltip. */
  timeFormat?: ReviewHistoryTimeFormat;
  /** The moment relative times count from; defaults to the time of rendering. */
  now?: DateInput;
  /** Accessible name of the list; defaults to 审核记录 / Review history. */
  label?: string;
  data?: DataAttributes;
};

function stageLabel(strings: UiStrings, stage: ReviewStage): string {
  return {
    machine: strings.reviewStageMachine,
    first: strings.reviewStageFirst,
    second: strings.reviewStageSecond,
  }[stage];
}

function decisionOf(strings: UiStrings, decision: ReviewHistoryDecision): { label: string; tone: Tone } {
  if (decision === 'approve') return { label: strings.decisionApprove, tone: 'positive' };
  if (decision === 'reject') return { label: strings.decisionReject, tone: 'critical' };
  const verdict: MachineVerdictValue = decision;
  return { label: verdictLabel(strings, verdict), tone: verdictTones[verdict] };
}

/** What happened to an item, stage by stage, as a vertical timeline. */
export const ReviewHistory = forwardRef<HTMLElement, ReviewHistoryProps>(
  ({ entries, timeFormat = 'both', now, label, data }, ref) => {
    const strings = useUiStrings();
    const { locale } = useUiSettings();
    const name = label ?? strings.reviewHistory;
    if (entries.length === 0) {
      return (
        <p ref={ref as never} className={styles.empty} {...dataAttributes(data)}>
          {strings.reviewHistoryEmpty}
        </p>
      );
    }
    const reference = now ?? Date.now();
    return (
      <ol ref={ref as never} aria-label={name} className={styles.list} {...dataAttributes(data)}>
        {entries.map((entry) => {
          const decision = decisionOf(strings, entry.decision);
          const absolute = formatDateTime(entry.at, locale);
          const relative = formatRelativeTime(entry.at, reference, locale);
          const shown =
            timeFormat === 'absolute'
              ? absolute
              : timeFormat === 'relative'
                ? relative
                : `${absolute} · ${relative}`;
          return (
            <li
              key={entry.id}
              className={styles.entry}
              {...dataAttributes({ stage: entry.stage, decision: entry.decision })}
            >
              <span className={styles.marker({ tone: decision.tone })} aria-hidden="true" />
              <div className={styles.body}>
                <div className={styles.header}>
                  <span className={styles.stage}>{stageLabel(strings, entry.stage)}</span>
                  <span className={toneTag({ tone: decision.tone })}>{decision.label}</span>
                  <time
                    className={styles.time}
                    dateTime={isoDateTime(entry.at)}
                    title={timeFormat === 'relative' ? absolute : undefined}
                  >
                    {shown}
                  </time>
                </div>
                <span className={styles.actor}>
                  <Icon name={entry.stage === 'machine' ? 'robot' : 'user'} size="small" />
                  {entry.actor}
                </span>
                {entry.message ? <p className={styles.message}>{entry.message}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    );
  },
);
ReviewHistory.displayName = 'ReviewHistory';
