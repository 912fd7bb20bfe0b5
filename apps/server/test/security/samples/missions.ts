import type { EndpointName } from '@creator-console/contract';
import type { Sample } from '../samples.js';

/** An id no seeded or created row will have (as samples.ts's MISSING_ID). */
const MISSING_ID = 2_000_000_000;
const page = { page: 1, size: 10 };

/** A draft mission a matrix caller may create: it never goes online, so nobody can claim it. */
const draft = {
  title: '矩阵成长任务',
  kind: 'publish_videos',
  target: 3,
  period: 'weekly',
  reward_fen: 100,
  budget_fen: 1000,
};

/** The settings as seeded (ad-tasks.md §11): writing them back changes nothing. */
const settings = {
  monthly_budget_fen: 5_000_000,
  per_user_monthly_cap_fen: 10_000,
  enabled_kinds: ['publish_videos', 'video_plays', 'real_name', 'ad_submission'],
};

/** Growth missions: staff /mission pages, creators' /task pages. */
export const missionSamples = {
  missionList: {
    valid: () => ({ query: { ...page, status: 'online' } }),
    invalid: { query: { status: 'live' } },
  },
  createMission: { valid: () => ({ body: draft }), invalid: { body: { ...draft, target: 0 } } },
  missionDetail: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  updateMission: {
    valid: () => ({ params: { id: MISSING_ID }, body: draft }),
    invalid: { params: { id: MISSING_ID }, body: { ...draft, reward_fen: 10_001 } },
  },
  setMissionStatus: {
    valid: () => ({ params: { id: MISSING_ID }, body: { status: 'offline' } }),
    invalid: { params: { id: MISSING_ID }, body: { status: 'draft' } },
  },
  missionSettings: { valid: () => ({}) },
  updateMissionSettings: {
    valid: () => ({ body: settings }),
    invalid: { body: { ...settings, enabled_kinds: [] } },
  },
  myMissions: { valid: () => ({}) },
  claimMission: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 0 } } },
  myMissionClaims: { valid: () => ({ query: page }), invalid: { query: { size: 1000 } } },
} satisfies Partial<Record<EndpointName, Sample>>;
