import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import { useUiSettings, useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { IconButton } from '../IconButton';
import { Tooltip, TooltipContent, TooltipTrigger } from '../Tooltip';
import * as styles from './Stat.css';

export const trendDirections = ['up', 'down', 'flat'] as const;
export type TrendDirection = (typeof trendDirections)[number];

export type StatTrend = {
  direction: TrendDirection;
  /** The change as shown, e.g. `+12.5%`. */
  value: string;
};

export type StatProps = {
  label: string;
  /** A number is formatted for the locale (grouping, `formatOptions`); a string is shown as it is. */
  value: number | string;
  formatOptions?: Intl.NumberFormatOptions;
  /** E.g. 次, 元, 人. */
  unit?: string;
  trend?: StatTrend;
  /** For figures where a rise is bad (costs, complaints): up is critical and down positive. */
  invertTrend?: boolean;
  /** Explains the figure in a tooltip behind an ⓘ button next to the label. */
  help?: ReactNode;
  data?: DataAttributes;
};

const arrows: Record<TrendDirection, string> = { up: '▲', down: '▼', flat: '–' };

/** Tone of a trend: up is good unless `invert`, flat is neutral. */
export function trendTone(direction: TrendDirection, invert = false): 'positive' | 'critical' | 'neutral' {
  if (direction === 'flat') return 'neutral';
  return (direction === 'up') !== invert ? 'positive' : 'critical';
}

/** One key figure of a dashboard: label, formatted value with unit, and its trend. */
export const Stat = forwardRef<HTMLDListElement, StatProps>(
  ({ label, value, formatOptions, unit, trend, invertTrend = false, help, data }, ref) => {
    const strings = useUiStrings();
    const { locale } = useUiSettings();
    const shown =
      typeof value === 'number' ? new Intl.NumberFormat(locale, formatOptions).format(value) : value;
    const directionWord = { up: strings.trendUp, down: strings.trendDown, flat: strings.trendFlat };
    return (
      <dl ref={ref} className={styles.stat} {...dataAttributes(data)}>
        <dt className={styles.label}>
          {label}
          {help ? (
            <Tooltip>
              <TooltipTrigger>
                <IconButton icon="info" size="small" label={strings.statHelp(label)} />
              </TooltipTrigger>
              <TooltipContent>{help}</TooltipContent>
            </Tooltip>
          ) : null}
        </dt>
        <dd className={styles.body}>
          <span className={styles.value}>
            {shown}
            {unit ? <span className={styles.unit}>{unit}</span> : null}
          </span>
          {trend ? (
            <span
              className={clsx(styles.trend, styles.trendTone[trendTone(trend.direction, invertTrend)])}
              data-direction={trend.direction}
            >
              <span aria-hidden="true">{arrows[trend.direction]}</span>
              <VisuallyHidden>{directionWord[trend.direction]}</VisuallyHidden>
              {trend.value}
            </span>
          ) : null}
        </dd>
      </dl>
    );
  },
);
Stat.displayName = 'Stat';
