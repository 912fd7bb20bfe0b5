import type { EndpointExamples } from './examples.js';

/** Examples of the growth-mission requests, with the demo seed's figures (ad-tasks.md §11). */
export const missionExamples = {
  createMission: {
    body: {
      title: '发布 3 条带 #山野春笋季 的视频',
      description: '活动期间发布 3 条带话题 #山野春笋季 的公开视频',
      kind: 'publish_videos',
      target: 3,
      topic: '山野春笋季',
      period: 'once',
      reward_fen: 500,
      budget_fen: 500_000,
      starts_at: '2026-11-17T02:00:00.000Z',
      ends_at: '2026-12-17T02:00:00.000Z',
    },
  },
  updateMission: {
    body: {
      title: '单条视频播放破 5 万',
      description: '活动期间发布的任意一条视频播放量达到 5 万',
      kind: 'video_plays',
      target: 50_000,
      topic: null,
      period: 'once',
      reward_fen: 2000,
      budget_fen: 200_000,
      starts_at: '2026-10-28T02:00:00.000Z',
      ends_at: '2026-12-27T02:00:00.000Z',
    },
  },
  setMissionStatus: { body: { status: 'online' } },
  updateMissionSettings: {
    body: {
      monthly_budget_fen: 5_000_000,
      per_user_monthly_cap_fen: 10_000,
      enabled_kinds: ['publish_videos', 'video_plays', 'real_name', 'ad_submission'],
    },
  },
} satisfies Partial<EndpointExamples>;
