import { defineMessages } from '../i18n';

/** The ad-task area's shared display words (ad-tasks.md §6, §10). */
export const adTaskDisplayMessages = defineMessages({
  'zh-CN': {
    fixed: '{amount}/条',
    cpm: '{amount}/千次播放',
    cpa: '{amount}/{label}',
    minPlays: '起结 {plays}',
    cap: '单条封顶 {amount}',
    tier: '{plays} 播放 {amount}',
    separator: ' · ',
  },
  'en-US': {
    fixed: '{amount} per video',
    cpm: '{amount} per 1,000 plays',
    cpa: '{amount} per {label}',
    minPlays: 'from {plays} plays',
    cap: 'cap {amount} per video',
    tier: '{plays} plays {amount}',
    separator: ' · ',
  },
});

/** The bind candidates' words (/spread 我的视频, /sem/bind 手动关联视频). */
export const bindVideoMessages = defineMessages({
  'zh-CN': { plays: '播放 {n}', retry: '重试' },
  'en-US': { plays: '{n} plays', retry: 'Retry' },
});
