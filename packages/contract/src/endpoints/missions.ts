import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import {
  MISSION_KINDS,
  MISSION_PERIODS,
  MISSION_STATUSES,
  missionInput,
  missionSettingsInput,
  type MissionKind,
  type MissionPeriod,
} from './ad-tasks.js';
import { idParam, timestamp } from './common.js';

/**
 * Growth missions (ad-tasks.md §8 Missions, §10 /mission, /task): staff manage platform-funded goals
 * about a creator's own activity; creators see their progress in the current period and claim the
 * reward (ledger kind `mission_reward`). Messages are the design's, word for word.
 */

export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const MISSION_KIND_LABELS: Record<MissionKind, string> = {
  publish_videos: '发布视频',
  video_plays: '单条视频播放量',
  real_name: '实名认证',
  ad_submission: '广告任务投稿',
};
export const MISSION_PERIOD_LABELS: Record<MissionPeriod, string> = {
  once: '一次',
  weekly: '每周',
  monthly: '每月',
};
export const MISSION_STATUS_LABELS: Record<MissionStatus, string> = {
  draft: '草稿',
  online: '上线',
  offline: '下线',
};

/** Refusals and not-founds of missions (§8), word for word. */
export const MISSION_MESSAGES = {
  missing: '任务不存在',
  notOnline: '任务未上线',
  notDone: '任务尚未完成',
  claimed: '本期奖励已领取',
  exhausted: '任务奖励已发完',
  userCap: '本月任务奖励已达上限',
  monthlyBudget: '本月平台任务奖励预算已用完',
  locked: '已有人领取奖励，目标和奖励不可修改',
  /** The claim's 200 message (the console's toast). */
  claimedNow: (yuan: string) => `已领取 ${yuan}，已存入钱包`,
} as const;

export const mission = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(MISSION_KINDS),
  target: z.number().int(),
  topic: z.string().nullable(),
  period: z.enum(MISSION_PERIODS),
  reward_fen: z.number().int(),
  budget_fen: z.number().int(),
  claimed_fen: z.number().int(),
  claim_count: z.number().int(),
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  status: z.enum(MISSION_STATUSES),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Mission = z.infer<typeof mission>;

export const missionSettings = z.object({
  monthly_budget_fen: z.number().int(),
  per_user_monthly_cap_fen: z.number().int(),
  enabled_kinds: z.array(z.enum(MISSION_KINDS)),
  /** This month (Asia/Shanghai) so far, against `monthly_budget_fen`. */
  month: z.string(),
  month_claimed_fen: z.number().int(),
  updated_at: timestamp.nullable(),
});
export type MissionSettings = z.infer<typeof missionSettings>;

/** One online mission as the caller sees it in its current period. */
export const myMission = mission
  .pick({
    id: true,
    title: true,
    description: true,
    kind: true,
    target: true,
    topic: true,
    period: true,
    reward_fen: true,
    starts_at: true,
    ends_at: true,
  })
  .extend({
    /** `once`, `2026-W23` or `2026-06`. */
    period_key: z.string(),
    /** Capped at `target`. */
    progress: z.number().int(),
    claimed: z.boolean(),
    claimable: z.boolean(),
    /** The mission's budget cannot pay one more reward. */
    exhausted: z.boolean(),
  });
export type MyMission = z.infer<typeof myMission>;

/** The caller's month (Asia/Shanghai) of growth rewards against the per-user cap. */
export const myMissionMonth = z.object({
  month: z.string(),
  claimed_fen: z.number().int(),
  cap_fen: z.number().int(),
});
export type MyMissionMonth = z.infer<typeof myMissionMonth>;

export const myMissions = z.object({ items: z.array(myMission), month: myMissionMonth });

export const missionClaim = z.object({
  id: z.number().int(),
  mission_id: z.number().int(),
  title: z.string(),
  kind: z.enum(MISSION_KINDS),
  period_key: z.string(),
  amount_fen: z.number().int(),
  ledger_transaction_id: z.number().int().nullable(),
  created_at: timestamp,
});
export type MissionClaim = z.infer<typeof missionClaim>;

export const missionStatusInput = z.object({
  status: z.enum(['online', 'offline'], { error: '状态无效' }),
});

const manage = needs('mission:manage');
const join = needs('spread:join');

export const missionList = defineEndpoint({
  method: 'GET',
  path: '/api/missions',
  summary: 'Growth missions, newest first, by keyword, status and kind',
  tag: 'mission',
  access: manage,
  query: pageQuery.extend({
    q: z.string().trim().max(50, '关键词过长').optional(),
    status: z.enum(MISSION_STATUSES, { error: '状态无效' }).optional(),
    kind: z.enum(MISSION_KINDS, { error: '任务类型无效' }).optional(),
  }),
  response: listOf(mission),
});
export const createMission = defineEndpoint({
  method: 'POST',
  path: '/api/missions',
  summary: 'Add a growth mission (a draft)',
  tag: 'mission',
  access: manage,
  body: missionInput,
  response: mission,
});
export const missionDetail = defineEndpoint({
  method: 'GET',
  path: '/api/missions/{id}',
  summary: 'One growth mission',
  tag: 'mission',
  access: manage,
  params: idParam,
  response: mission,
});
export const updateMission = defineEndpoint({
  method: 'PUT',
  path: '/api/missions/{id}',
  summary: 'Change a growth mission; its target and reward are locked once claimed',
  tag: 'mission',
  access: manage,
  params: idParam,
  body: missionInput,
  response: mission,
});
export const setMissionStatus = defineEndpoint({
  method: 'POST',
  path: '/api/missions/{id}/status',
  summary: 'Put a growth mission online or take it offline',
  tag: 'mission',
  access: manage,
  params: idParam,
  body: missionStatusInput,
  response: mission,
});
export const missionSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/mission-settings',
  summary: "Growth missions' monthly platform budget, per-user cap and enabled kinds",
  tag: 'mission',
  access: manage,
  response: missionSettings,
});
export const updateMissionSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/mission-settings',
  summary: "Change growth missions' monthly budget, per-user cap and enabled kinds",
  tag: 'mission',
  access: manage,
  body: missionSettingsInput,
  response: missionSettings,
});

export const myMissionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/my-missions',
  summary: "Online growth missions of the current period with the caller's progress",
  tag: 'task',
  access: join,
  response: myMissions,
});
export const claimMission = defineEndpoint({
  method: 'POST',
  path: '/api/my-missions/{id}/claim',
  summary: "Claim a completed mission's reward into the wallet (once per period)",
  tag: 'task',
  access: join,
  params: idParam,
  response: missionClaim,
});
export const myMissionClaims = defineEndpoint({
  method: 'GET',
  path: '/api/my-mission-claims',
  summary: "The caller's growth rewards, newest first",
  tag: 'task',
  access: join,
  query: pageQuery,
  response: listOf(missionClaim),
});

export const missionEndpoints = {
  missionList,
  createMission,
  missionDetail,
  updateMission,
  setMissionStatus,
  missionSettings: missionSettingsEndpoint,
  updateMissionSettings,
  myMissions: myMissionsEndpoint,
  claimMission,
  myMissionClaims,
};
