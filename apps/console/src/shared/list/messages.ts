import { defineMessages } from '../i18n';

/** The list kit's own strings; a list gives its own names (table, pagination) beside them. */
export const listMessages = defineMessages({
  'zh-CN': {
    search: '搜索',
    reset: '重置',
    loadError: '列表加载失败',
    retry: '重试',
    /** A total the server capped (`total_relation: 'gte'`), as /log/es says it. */
    totalGte: '超过 {n} 条',
  },
  'en-US': {
    search: 'Search',
    reset: 'Reset',
    loadError: 'The list could not be loaded',
    retry: 'Retry',
    totalGte: 'More than {n}',
  },
});
