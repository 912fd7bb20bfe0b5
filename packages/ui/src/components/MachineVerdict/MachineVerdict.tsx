import { forwardRef, useId } from 'react';
import type { UiStrings } from '../../locale';
import { useUiSettings, useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes, type Tone } from '../../vocabulary';
import { Icon, type IconName } from '../Icon';
import { formatDateTime, isoDateTime, type DateInput } from '../ReviewHistory/formatTime';
import * as styles from './MachineVerdict.css';

/**
 * What the machine review concluded. `whitelisted`: the author is on the machine-review whitelist
 * (spec: /admin/white), so the check was skipped and the item goes straight to people.
 */
export const machineVerdicts = ['pass', 'suspect', 'block', 'whitelisted'] as const;
export type MachineVerdictValue = (typeof machineVerdicts)[number];

/** One rule the machine review matched. */
export type MachineVerdictReason = {
  /** The rule's name, e.g. 涉政敏感词. */
  rule: string;
  /** What matched, e.g. 标题包含“××”. */
  detail: string;
  /** Which field matched, e.g. 标题, 封面, 第 12 秒画面. */
  field?: string;
};

export const verdictTones: Record<MachineVerdictValue, Tone> = {
  pass: 'positive',
  suspect: 'caution',
  block: 'critical',
  whitelisted: 'neutral',
};

const verdictIcons: Record<MachineVerdictValue, IconName> = {
  pass: 'check-circle',
  suspect: 'alert',
  block: 'ban',
  whitelisted: 'shield-check',
};

export function verdictLabel(strings: UiStrings, verdict: MachineVerdictValue): string {
  return {
    pass: strings.verdictPass,
    suspect: strings.verdictSuspect,
    block: strings.verdictBlock,
    whitelisted: strings.verdictWhitelisted,
  }[verdict];
}

export type VerdictTagProps = {
  verdict: MachineVerdictValue;
  data?: DataAttributes;
};

/** The verdict alone as a small tag (icon, label, tone), e.g. in a queue row or a table cell. */
export const VerdictTag = forwardRef<HTMLSpanElement, VerdictTagProps>(({ verdict, data }, ref) => {
  const strings = useUiStrings();
  return (
    <span
      ref={ref}
      className={styles.toneTag({ tone: verdictTones[verdict] })}
      {...dataAttributes({ verdict, ...data })}
    >
      <Icon name={verdictIcons[verdict]} size="small" />
      {verdictLabel(strings, verdict)}
    </span>
  );
});
VerdictTag.displayName = 'VerdictTag';

export type MachineVerdictProps = {
  verdict: MachineVerdictValue;
  /** The rules that matched; shown as a list. */
  reasons?: MachineVerdictReason[];
  /** When the machine checked the item. */
  checkedAt?: DateInput;
  /**
   * Heading of the panel and name of its region; defaults to 机审结果 / Machine review. Give each
   * its own when several are on one page (e.g. 封面机审, 视频机审).
   */
  title?: string;
  data?: DataAttributes;
};

/**
 * The machine review's verdict with the rules it matched, to sit beside the human decision. The
 * verdict is said in words and an icon, never only in colour.
 */
export const MachineVerdict = forwardRef<HTMLElement, MachineVerdictProps>(
  ({ verdict, reasons = [], checkedAt, title, data }, ref) => {
    const strings = useUiStrings();
    const { locale } = useUiSettings();
    const titleId = useId();
    return (
      <section
        ref={ref}
        aria-labelledby={titleId}
        className={styles.root({ tone: verdictTones[verdict] })}
        {...dataAttributes({ verdict, ...data })}
      >
        <div className={styles.header}>
          <h3 id={titleId} className={styles.title}>
            <Icon name="robot" size="small" />
            {title ?? strings.machineVerdict}
          </h3>
          <VerdictTag verdict={verdict} />
          {checkedAt !== undefined ? (
            <time className={styles.checkedAt} dateTime={isoDateTime(checkedAt)}>
              {strings.verdictCheckedAt(formatDateTime(checkedAt, locale))}
            </time>
          ) : null}
        </div>
        {reasons.length > 0 ? (
          <ul className={styles.reasons}>
            {reasons.map((reason, index) => (
              <li key={`${reason.rule}-${index}`} className={styles.reason}>
                <span className={styles.rule}>{reason.rule}</span>
                <span className={styles.detail}>{reason.detail}</span>
                {reason.field ? (
                  <span className={styles.field}>{strings.verdictField(reason.field)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : verdict === 'whitelisted' ? null : (
          <p className={styles.empty}>{strings.verdictNoReasons}</p>
        )}
      </section>
    );
  },
);
MachineVerdict.displayName = 'MachineVerdict';
