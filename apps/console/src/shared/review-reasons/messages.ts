import { defineMessages } from '../i18n';

/** The quick-review reason settings (/audit/option, /films/option). */
export const reasonMessages = defineMessages({
  'zh-CN': {
    reasonsHint: '审核员驳回时可一键选择的理由，按顺序显示，前 9 个对应数字键 1–9。',
    reasonText: '理由',
    addReason: '添加理由',
    editReason: '编辑理由',
    reasonAdded: '已添加理由',
    reasonSaved: '已保存理由',
    reasonDeleted: '已删除理由',
    deleteReason: '删除理由',
    deleteReasonConfirm: '删除理由“{text}”？已使用该理由的审核记录保留原文。',
    noReasons: '还没有快捷审核理由',
    reasonsTable: '快捷审核理由列表',
  },
  'en-US': {
    reasonsHint:
      'Reasons a reviewer picks with one click when rejecting, in this order; the first 9 have the keys 1–9.',
    reasonText: 'Reason',
    addReason: 'Add reason',
    editReason: 'Edit reason',
    reasonAdded: 'Reason added',
    reasonSaved: 'Reason saved',
    reasonDeleted: 'Reason deleted',
    deleteReason: 'Delete reason',
    deleteReasonConfirm: 'Delete the reason “{text}”? Decisions that used it keep the text.',
    noReasons: 'No quick-review reasons yet',
    reasonsTable: 'Quick-review reasons',
  },
});
