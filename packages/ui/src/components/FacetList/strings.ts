import type { UiLocale } from '../../locale';

export type FacetStrings = {
  filterFor: (field: string, value: string) => string;
  filterOut: (field: string, value: string) => string;
  sampled: string;
  noValues: string;
};

export const facetStrings: Record<UiLocale, FacetStrings> = {
  'zh-CN': {
    filterFor: (field, value) => `筛选${field}为 ${value}`,
    filterOut: (field, value) => `排除${field}为 ${value}`,
    sampled: '抽样统计',
    noValues: '暂无数据',
  },
  'en-US': {
    filterFor: (field, value) => `Filter for ${field} ${value}`,
    filterOut: (field, value) => `Filter out ${field} ${value}`,
    sampled: 'Sampled',
    noValues: 'No data',
  },
};
