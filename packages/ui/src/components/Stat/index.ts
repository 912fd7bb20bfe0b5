export { Stat, trendDirections, trendTone } from './Stat';
export type { StatProps, StatTrend, TrendDirection } from './Stat';
