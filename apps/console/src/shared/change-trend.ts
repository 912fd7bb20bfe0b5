import type { StatTrend } from '@creator-console/ui';

/**
 * A figure's change against the period before, as a Stat trend: the percentage with its sign
 * (one decimal at most). With nothing before, a rise has no percentage: `noPrevious` says so.
 */
export function changeTrend(
  current: number,
  previous: number,
  locale: string,
  noPrevious: string,
): StatTrend {
  if (previous === 0) {
    return current === 0 ? { direction: 'flat', value: '0%' } : { direction: 'up', value: noPrevious };
  }
  const ratio = (current - previous) / previous;
  const shown = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(ratio);
  return { direction: ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'flat', value: shown };
}
