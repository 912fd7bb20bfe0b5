import { defineMessages } from '../i18n';

/** The words every ordered settings list shares (its rows' buttons). */
export const orderedSettingsMessages = defineMessages({
  'zh-CN': {
    moveUpLabel: '上移：{text}',
    moveDownLabel: '下移：{text}',
    editLabelOf: '编辑：{text}',
    deleteLabelOf: '删除：{text}',
    saveAction: '保存',
    delete: '删除',
    colActions: '操作',
  },
  'en-US': {
    moveUpLabel: 'Move up: {text}',
    moveDownLabel: 'Move down: {text}',
    editLabelOf: 'Edit: {text}',
    deleteLabelOf: 'Delete: {text}',
    saveAction: 'Save',
    delete: 'Delete',
    colActions: 'Actions',
  },
});
