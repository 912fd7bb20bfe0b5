import type { UiLocale } from '../../locale';

/** What TopicInput shows and announces by itself; override any of them with the `strings` prop. */
export type TopicInputStrings = {
  placeholder: string;
  /** `{max}` topics at most. */
  hint: string;
  /** `{count}` / `{max}`. */
  count: string;
  listLabel: string;
  /** `{topic}`. */
  remove: string;
  /** `{topic}`. */
  added: string;
  /** `{topic}`. */
  removed: string;
  duplicate: string;
  /** `{max}`. */
  tooMany: string;
  /** `{max}`. */
  tooLong: string;
};

export const topicInputStrings: Record<UiLocale, TopicInputStrings> = {
  'zh-CN': {
    placeholder: '输入话题后按回车添加',
    hint: '按回车或逗号添加，最多 {max} 个',
    count: '{count}/{max}',
    listLabel: '已添加的话题',
    remove: '移除话题 {topic}',
    added: '已添加话题 {topic}',
    removed: '已移除话题 {topic}',
    duplicate: '这个话题已经添加过了',
    tooMany: '最多添加 {max} 个话题',
    tooLong: '每个话题不能超过 {max} 字',
  },
  'en-US': {
    placeholder: 'Type a topic and press Enter',
    hint: 'Press Enter or comma to add; up to {max}',
    count: '{count}/{max}',
    listLabel: 'Added topics',
    remove: 'Remove topic {topic}',
    added: 'Topic {topic} added',
    removed: 'Topic {topic} removed',
    duplicate: 'This topic is already added',
    tooMany: 'Up to {max} topics',
    tooLong: 'A topic has at most {max} characters',
  },
};
