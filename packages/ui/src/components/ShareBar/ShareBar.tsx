import { assignInlineVars } from '@vanilla-extract/dynamic';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef } from 'react';
import { useUiSettings, useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import * as styles from './ShareBar.css';
import type { ShareTone } from './ShareBar.css';

export type ShareItem = { label: string; value: number };

export type ShareBarProps = {
  /** Names the list (粉丝性别, 年龄分布). */
  label: string;
  /** The parts; each is shown as its share of their sum, so percentages and counts both work. */
  shares: readonly ShareItem[];
  /** Bar colour; `tones` colours the bars one by one instead. Default accent. */
  tone?: ShareTone;
  /** One tone per share, in order (e.g. 女 critical, 男 accent); repeats when shorter. */
  tones?: readonly ShareTone[];
  /** Placeholder rows while the figures load. */
  loading?: boolean;
  /** Said when there are no shares or they sum to zero. Default 暂无数据 / No data. */
  emptyTitle?: string;
  data?: DataAttributes;
};

/**
 * How a whole splits into parts (fans by gender or age): one row per part with its label, a bar
 * and its percentage. A list of plain text for assistive technology; the bars are decorative.
 */
export const ShareBar = forwardRef<HTMLDivElement, ShareBarProps>(
  ({ label, shares, tone = 'accent', tones, loading = false, emptyTitle, data }, ref) => {
    const strings = useUiStrings();
    const { locale } = useUiSettings();
    const total = shares.reduce((sum, item) => sum + Math.max(0, item.value), 0);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });

    let body;
    if (loading) {
      body = (
        <>
          <Skeleton lines={3} />
          <VisuallyHidden>{`${label} ${strings.loading}`}</VisuallyHidden>
        </>
      );
    } else if (total === 0) {
      body = <EmptyState size="small" icon={null} title={emptyTitle ?? strings.noData} />;
    } else {
      body = (
        <ul className={styles.list} aria-label={label}>
          {shares.map((item, index) => {
            const fraction = Math.max(0, item.value) / total;
            const barTone = tones && tones.length > 0 ? tones[index % tones.length]! : tone;
            return (
              <li key={item.label} className={styles.row} data-share={item.label}>
                <span className={styles.label}>{item.label}</span>
                <span className={styles.track} aria-hidden="true">
                  <span
                    className={styles.bar[barTone]}
                    style={assignInlineVars({ [styles.share]: `${(fraction * 100).toFixed(2)}%` })}
                  />
                </span>
                <span className={styles.value}>{percent.format(fraction)}</span>
              </li>
            );
          })}
        </ul>
      );
    }
    return (
      <div
        ref={ref}
        aria-busy={loading || undefined}
        data-state={loading ? 'loading' : total === 0 ? 'empty' : 'ready'}
        {...dataAttributes(data)}
      >
        {body}
      </div>
    );
  },
);
ShareBar.displayName = 'ShareBar';
