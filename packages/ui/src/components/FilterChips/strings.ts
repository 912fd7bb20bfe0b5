import type { UiLocale } from '../../locale';

export type FilterChipStrings = {
  label: string;
  is: string;
  isNot: string;
  toggle: (chip: string) => string;
  remove: (chip: string) => string;
  clear: string;
};

export const filterChipStrings: Record<UiLocale, FilterChipStrings> = {
  'zh-CN': {
    label: '筛选条件',
    is: '是',
    isNot: '不是',
    toggle: (chip) => `切换“${chip}”的是/不是`,
    remove: (chip) => `移除筛选“${chip}”`,
    clear: '清除全部',
  },
  'en-US': {
    label: 'Filters',
    is: 'is',
    isNot: 'is not',
    toggle: (chip) => `Switch “${chip}” between is and is not`,
    remove: (chip) => `Remove filter “${chip}”`,
    clear: 'Clear all',
  },
};
