import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef } from 'react';
import { dataAttributes, type DataAttributes, type Tone } from '../../vocabulary';
import * as styles from './Badge.css';

export type BadgeProps = {
  /** The number to show. Nothing renders for 0 or less unless `showZero`. */
  count?: number;
  /** Above this the badge reads `{max}+`. Default 99. */
  max?: number;
  /** A small dot instead of a number (e.g. "something new"). */
  dot?: boolean;
  showZero?: boolean;
  tone?: Tone;
  /**
   * What the badge means, for assistive technology (e.g. "5 项待处理"). Without it the number is
   * read as it is and a dot is decorative.
   */
  label?: string;
  data?: DataAttributes;
};

/** The text a count badge shows: the count, or `{max}+` above max. */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** A small count or dot, e.g. unread notifications or items waiting for review. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(
  ({ count = 0, max = 99, dot = false, showZero = false, tone, label, data }, ref) => {
    if (dot) {
      return (
        <span
          ref={ref}
          className={styles.badge({ tone, shape: 'dot' })}
          {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
          {...dataAttributes(data)}
        />
      );
    }
    if (count <= 0 && !showZero) return null;
    const text = formatBadgeCount(count, max);
    return (
      <span ref={ref} className={styles.badge({ tone, shape: 'count' })} {...dataAttributes(data)}>
        {label ? (
          <>
            <span aria-hidden="true">{text}</span>
            <VisuallyHidden>{label}</VisuallyHidden>
          </>
        ) : (
          text
        )}
      </span>
    );
  },
);
Badge.displayName = 'Badge';
