import type { UiLocale } from '../../locale';

/** What LineChart says by itself; override any of them with the `strings` prop. */
export type ChartStrings = {
  /** How the chart is read with the keyboard. */
  keys: string;
  /** What the chart spans, e.g. 2026-01-01 至 2026-01-30，共 30 项. */
  range: (first: string, last: string, count: number) => string;
  /** One series' extremes, for the accessible summary. */
  seriesRange: (label: string, min: string, max: string) => string;
  /** The summary: `range`, then the series' extremes already joined. */
  summary: (range: string, series: string) => string;
  /** The highlighted point as announced: its category, then the series' values already joined. */
  point: (category: string, values: string) => string;
  /** Caption of the visually hidden table that carries the figures. */
  dataTable: (label: string) => string;
  /** Header of the categories' column, when the caller names none. */
  date: string;
  legend: string;
  /** Said (with the chart's label) while the figures load. */
  loading: string;
  noData: string;
};

export const chartStrings: Record<UiLocale, ChartStrings> = {
  'zh-CN': {
    keys: '聚焦图表后，用左右方向键逐项查看，Home/End 跳到首尾。',
    range: (first, last, count) => `${first} 至 ${last}，共 ${count} 项`,
    seriesRange: (label, min, max) => `${label}最低 ${min}，最高 ${max}`,
    summary: (range, series) => `${range}。${series}。`,
    point: (category, values) => `${category}：${values}`,
    dataTable: (label) => `${label}数据表`,
    date: '日期',
    legend: '图例',
    loading: '加载中',
    noData: '暂无数据',
  },
  'en-US': {
    keys: 'Focus the chart, then use the left and right arrow keys to move between points, Home and End for the first and last.',
    range: (first, last, count) => `${first} to ${last}, ${count} points`,
    seriesRange: (label, min, max) => `${label}: lowest ${min}, highest ${max}`,
    summary: (range, series) => `${range}. ${series}.`,
    point: (category, values) => `${category}: ${values}`,
    dataTable: (label) => `${label} data table`,
    date: 'Date',
    legend: 'Legend',
    loading: 'Loading',
    noData: 'No data',
  },
};
