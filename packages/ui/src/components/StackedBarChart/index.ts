export { StackedBarChart } from './StackedBarChart';
export type { StackedBarChartProps, BarSeries } from './StackedBarChart';
export type { BarTone } from './StackedBarChart.css';
export type { BarChartStrings } from './strings';
