import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes, type Size } from '../../vocabulary';
import * as styles from './Spinner.css';

export const spinnerTones = ['accent', 'neutral', 'current'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];

export type SpinnerProps = {
  size?: Size;
  /** `accent` by default; `current` takes the surrounding text colour. */
  tone?: SpinnerTone;
  /** What is loading, for screen readers. Defaults to the locale's “加载中” / “Loading”. */
  label?: string;
  data?: DataAttributes;
};

/**
 * A busy indicator that announces itself: a `status` region whose text is the label. For a
 * spinner inside a button use the Button's `loading` instead.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(({ size, tone, label, data }, ref) => {
  const strings = useUiStrings();
  return (
    <span ref={ref} role="status" className={styles.root} {...dataAttributes(data)}>
      <span className={styles.spinner({ size, tone })} aria-hidden="true" />
      <VisuallyHidden>{label ?? strings.loading}</VisuallyHidden>
    </span>
  );
});
Spinner.displayName = 'Spinner';
