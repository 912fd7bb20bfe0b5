import type { UiLocale } from '../../locale';

/** What StackedBarChart says by itself; override any of them with the `strings` prop. */
export type BarChartStrings = {
  keys: string;
  keysNoBrush: string;
  summary: (first: string, last: string, count: number, totals: string) => string;
  bar: (category: string, values: string) => string;
  span: (first: string, last: string) => string;
  dataTable: (label: string) => string;
  time: string;
  legend: string;
  loading: string;
  noData: string;
};

export const barChartStrings: Record<UiLocale, BarChartStrings> = {
  'zh-CN': {
    keys: '聚焦图表后，用左右方向键逐个查看；按住 Shift 加方向键选择一段，按 Enter 缩小到该时间段，Esc 取消。',
    keysNoBrush: '聚焦图表后，用左右方向键逐个查看，Home/End 跳到首尾。',
    summary: (first, last, count, totals) => `${first} 至 ${last}，共 ${count} 个时间段。${totals}。`,
    bar: (category, values) => `${category}：${values}`,
    span: (first, last) => `已选择 ${first} 至 ${last}，按 Enter 缩小到该时间段`,
    dataTable: (label) => `${label}数据表`,
    time: '时间',
    legend: '图例',
    loading: '加载中',
    noData: '暂无数据',
  },
  'en-US': {
    keys: 'Focus the chart, then use the left and right arrow keys to move between bars; hold Shift to select a span and press Enter to narrow to it, Escape to cancel.',
    keysNoBrush:
      'Focus the chart, then use the left and right arrow keys to move between bars, Home and End for the first and last.',
    summary: (first, last, count, totals) => `${first} to ${last}, ${count} intervals. ${totals}.`,
    bar: (category, values) => `${category}: ${values}`,
    span: (first, last) => `Selected ${first} to ${last}; press Enter to narrow to it`,
    dataTable: (label) => `${label} data table`,
    time: 'Time',
    legend: 'Legend',
    loading: 'Loading',
    noData: 'No data',
  },
};
