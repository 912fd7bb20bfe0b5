import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, useId } from 'react';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import * as styles from './UsageBar.css';
import type { UsageTone } from './UsageBar.css';

export type UsageSegment = {
  /** Named in the bar's value text (已结算, 结算中). */
  label: string;
  value: number;
  tone: UsageTone;
};

export type UsageBarProps = {
  /** Names the bar for assistive technology (预算, 发放进度). */
  label: string;
  /** The whole the segments use up (the budget, the run's total). */
  max: number;
  /** Parts of the whole, drawn one after another from the start; more than `max` is cut at the end. */
  segments: readonly UsageSegment[];
  /**
   * What the bar says in words, shown under it and read as its value. Default: each segment's
   * `label value` and the whole, e.g. `已结算 120 · 结算中 30 / 500`.
   */
  valueText?: string;
  /** `progress` for work under way (a settlement posting), `meter` for a quantity used (a budget). */
  kind?: 'meter' | 'progress';
  /** Hide the caption under the bar (the value text is still read). */
  hideCaption?: boolean;
  data?: DataAttributes;
};

const clamp = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * How much of a whole is used, in parts: a budget's settled and reserved money, a run's posted
 * items. One track with a segment per part (coloured by tone), and a caption that says the same in
 * words. It is a `meter` (or a `progressbar`) whose value is the sum of the parts and whose value
 * text is the caption, so nothing depends on colour.
 */
export const UsageBar = forwardRef<HTMLDivElement, UsageBarProps>(
  ({ label, max, segments, valueText, kind = 'meter', hideCaption = false, data }, ref) => {
    const captionId = useId();
    const whole = clamp(max);
    let left = whole;
    const drawn = segments.map((segment) => {
      const value = Math.min(clamp(segment.value), left);
      left -= value;
      return { ...segment, fraction: whole === 0 ? 0 : value / whole };
    });
    const used = whole - left;
    const text =
      valueText ??
      `${segments.map((segment) => `${segment.label} ${clamp(segment.value)}`).join(' · ')} / ${whole}`;
    return (
      <div ref={ref} className={styles.root} {...dataAttributes(data)}>
        <div
          className={styles.track}
          role={kind === 'progress' ? 'progressbar' : 'meter'}
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={whole}
          aria-valuenow={used}
          aria-valuetext={text}
          {...(hideCaption ? {} : { 'aria-describedby': captionId })}
        >
          {drawn.map((segment) =>
            segment.fraction > 0 ? (
              <span
                key={segment.label}
                className={styles.segment[segment.tone]}
                style={assignInlineVars({ [styles.part]: `${(segment.fraction * 100).toFixed(2)}%` })}
                data-segment={segment.label}
              />
            ) : null,
          )}
        </div>
        {hideCaption ? null : (
          <span id={captionId} className={styles.caption}>
            {text}
          </span>
        )}
      </div>
    );
  },
);
UsageBar.displayName = 'UsageBar';
