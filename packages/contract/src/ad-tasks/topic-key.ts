/**
 * Topic names as people type them (`#城市通勤Vlog `, `＃城市通勤vlog`) and the key they are matched
 * by (ad-tasks.md §7, the platform topics' `name_key`): NFKC, trimmed, leading `#`/`＃` removed,
 * lower-cased. Ad topics, platform topics and video topics share it.
 */

/** The name as shown: NFKC, trimmed, without leading `#`/`＃`. */
export const topicDisplayName = (name: string): string =>
  name
    .normalize('NFKC')
    .trim()
    .replace(/^[#＃]+/, '')
    .trim();

/** The key two names are the same topic by. */
export const topicNameKey = (name: string): string => topicDisplayName(name).toLowerCase();
