export { LineChart } from './LineChart';
export type { LineChartProps, ChartSeries } from './LineChart';
export { chartTones } from './LineChart.css';
export type { ChartTone } from './LineChart.css';
export { niceTicks, tickIndices } from '../../internal/chart/scale';
export { chartStrings } from './strings';
export type { ChartStrings } from './strings';
