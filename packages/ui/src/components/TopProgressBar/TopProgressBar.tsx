import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, useEffect, useState } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import * as styles from './TopProgressBar.css';

export type TopProgressBarProps = {
  /** True while requests are in flight. */
  active: boolean;
  /** Accessible name; defaults to the locale's "请求进度" / "Request progress". */
  label?: string;
  data?: DataAttributes;
};

const trickleMs = 300;
const finishMs = 400;

/** Moves towards, but never reaches, the end while work goes on: the remaining gap shrinks. */
function trickle(value: number): number {
  return value + (95 - value) * 0.1;
}

/**
 * A thin bar across the top of the viewport while requests run. It creeps forward while `active`,
 * fills when `active` turns false, then fades out.
 */
export const TopProgressBar = forwardRef<HTMLDivElement, TopProgressBarProps>(
  ({ active, label, data }, ref) => {
    const strings = useUiStrings();
    const [value, setValue] = useState(active ? 10 : 0);
    const [visible, setVisible] = useState(active);
    const [wasActive, setWasActive] = useState(active);

    // Adjust state while rendering when `active` flips, rather than in an effect.
    if (active !== wasActive) {
      setWasActive(active);
      if (active) {
        setVisible(true);
        setValue(10);
      } else {
        setValue(100);
      }
    }

    useEffect(() => {
      if (active) {
        const timer = setInterval(() => setValue(trickle), trickleMs);
        return () => clearInterval(timer);
      }
      if (!visible) return;
      const timer = setTimeout(() => setVisible(false), finishMs);
      return () => clearTimeout(timer);
    }, [active, visible]);

    if (!visible) return null;
    return (
      <div
        ref={ref}
        role="progressbar"
        aria-label={label ?? strings.requestProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        data-state={active ? 'loading' : 'complete'}
        className={styles.track}
        {...dataAttributes(data)}
      >
        <div className={styles.bar} style={assignInlineVars({ [styles.progress]: String(value / 100) })} />
      </div>
    );
  },
);
TopProgressBar.displayName = 'TopProgressBar';
