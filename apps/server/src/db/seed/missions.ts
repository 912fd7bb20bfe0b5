import { createLedger } from '../../modules/ledger/ledger.js';
import { missions, missionSettings } from '../../modules/ad-tasks/schema.js';
import { claimMission, DEFAULT_MISSION_SETTINGS } from '../../modules/missions/repository.js';
import { recordOperation } from '../../modules/operation-log/record.js';
import { sql } from 'drizzle-orm';
import { videos } from '../schema/index.js';
import type { Database } from '../database.js';
import { ago, userIdsOf } from './lookup.js';
import type { SeedStep } from './step.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The creator's published public videos carrying #山野春笋季 (ad-tasks.md §11, task 1): his progress
 * on 发布 3 条带 #山野春笋季 的视频 is 3/3 and on 单条视频播放破 5 万 23,400/50,000 (the step keeps
 * his other videos of that window below 春笋炒腊肉). The ad-task
 * step that binds them to task 1 finds them by title rather than inserting them again.
 */
export const SPRING_SHOOT_VIDEOS = [
  { title: '春笋炒腊肉', daysAgo: 8, plays: 23_400, likes: 1310 },
  { title: '油焖春笋', daysAgo: 3, plays: 4100, likes: 205 },
  { title: '春笋腌笃鲜', daysAgo: 1, plays: 860, likes: 41 },
] as const;

/** The four missions of §11 (times relative to the seed, in days; null: no window). */
export const SEED_MISSIONS = [
  {
    title: '发布 3 条带 #山野春笋季 的视频',
    description: '活动期间发布 3 条带话题 #山野春笋季 的视频',
    kind: 'publish_videos',
    target: 3,
    topic: '山野春笋季',
    rewardFen: 500,
    budgetFen: 500_000,
    window: [-10, 20],
    status: 'online',
  },
  {
    title: '完成实名认证',
    description: '通过个人实名认证即可领取',
    kind: 'real_name',
    target: 1,
    topic: null,
    rewardFen: 1000,
    budgetFen: 1_000_000,
    window: null,
    status: 'online',
  },
  {
    title: '单条视频播放破 5 万',
    description: '活动期间发布的任意一条视频播放量达到 5 万',
    kind: 'video_plays',
    target: 50_000,
    topic: null,
    rewardFen: 2000,
    budgetFen: 200_000,
    window: [-30, 30],
    status: 'online',
  },
  {
    title: '完成首个广告任务投稿',
    description: '在广告任务中心完成第一条通过审核的投稿',
    kind: 'ad_submission',
    target: 1,
    topic: null,
    rewardFen: 800,
    budgetFen: 400_000,
    window: null,
    status: 'offline',
  },
] as const;

/**
 * Growth missions (ad-tasks.md §11): the settings (¥50,000 a month, ¥100.00 per user a month), the
 * four missions with the operator's log rows, the creator's #山野春笋季 videos, and his claim of
 * 完成实名认证 (¥10.00) through the live claim code, dated the day after his real-name approval.
 * Runs before `wallets`, which counts this credit among his stated rewards.
 */
export const missionsSeed: SeedStep<void> = {
  name: 'missions',
  async prepare() {},
  async run(tx) {
    // Run again over its own rows (its record lost): they are all there (one transaction), so nothing to add.
    if ((await tx.select({ id: missionSettings.id }).from(missionSettings)).length > 0) return;
    const now = new Date();
    const id = await userIdsOf(tx, ['operator', 'admin', 'creator']);
    const operator = id('operator');
    const creator = id('creator');
    const log = (at: Date, action: string, targetId: number, targetLabel: string, summary: string) =>
      recordOperation(tx, {
        module: 'mission',
        action: `mission.${action}`,
        actorId: operator,
        targetType: action === 'settings' ? 'mission_settings' : 'mission',
        targetId,
        targetLabel,
        summary,
        at,
      });

    const settingsAt = ago(now, 240);
    await tx.insert(missionSettings).values({
      id: 1,
      monthlyBudgetFen: DEFAULT_MISSION_SETTINGS.monthly_budget_fen,
      perUserMonthlyCapFen: DEFAULT_MISSION_SETTINGS.per_user_monthly_cap_fen,
      enabledKinds: [...DEFAULT_MISSION_SETTINGS.enabled_kinds],
      updatedBy: operator,
      updatedAt: settingsAt,
    });
    await log(settingsAt, 'settings', 1, '任务设置', '修改成长任务设置');

    const ids: Record<string, number> = {};
    for (const [index, mission] of SEED_MISSIONS.entries()) {
      // The always-open missions date from before the creator's certification; the windowed ones
      // were created the day before their window.
      const createdAt = mission.window
        ? new Date(now.getTime() + (mission.window[0] - 1) * DAY_MS + index * HOUR_MS)
        : ago(now, 230, -index);
      const [row] = await tx
        .insert(missions)
        .values({
          title: mission.title,
          description: mission.description,
          kind: mission.kind,
          target: mission.target,
          topic: mission.topic,
          period: 'once',
          rewardFen: mission.rewardFen,
          budgetFen: mission.budgetFen,
          startsAt: mission.window ? new Date(now.getTime() + mission.window[0] * DAY_MS) : null,
          endsAt: mission.window ? new Date(now.getTime() + mission.window[1] * DAY_MS) : null,
          status: mission.status,
          createdBy: operator,
          createdAt,
          updatedAt: new Date(createdAt.getTime() + HOUR_MS),
        })
        .returning({ id: missions.id });
      ids[mission.title] = row!.id;
      await log(createdAt, 'create', row!.id, mission.title, `新建成长任务 ${mission.title}`);
      await log(
        new Date(createdAt.getTime() + HOUR_MS),
        'online',
        row!.id,
        mission.title,
        `上线成长任务 ${mission.title}`,
      );
      if (mission.status === 'offline') {
        const offAt = ago(now, 5);
        await log(offAt, 'offline', row!.id, mission.title, `下线成长任务 ${mission.title}`);
      }
    }

    for (const video of SPRING_SHOOT_VIDEOS) {
      const published = ago(now, video.daysAgo, 2);
      await tx.insert(videos).values({
        userId: creator,
        title: video.title,
        description: `${video.title}，春笋季的家常做法。#山野春笋季`,
        topics: ['山野春笋季', '家常菜'],
        visibility: 'public',
        status: 'published',
        machineVerdict: 'pass',
        reviewerId: operator,
        plays: video.plays,
        likes: video.likes,
        publishedAt: published,
        submittedAt: new Date(published.getTime() - 5 * HOUR_MS),
        createdAt: new Date(published.getTime() - 6 * HOUR_MS),
        updatedAt: published,
      });
    }

    // 单条视频播放破 5 万 reads the creator's best video published in its window (−30 d…+30 d): §11
    // makes it 春笋炒腊肉's 23,400. His older demo videos of that month (videos step, random plays
    // up to 120,000) are brought under it — plays folded below 21,000, likes keeping their rate —
    // so the window stays the design's and the progress reads 23,400/50,000.
    const playsStart = new Date(now.getTime() + SEED_MISSIONS[2].window[0] * DAY_MS);
    await tx.execute(sql`
      update videos set plays = plays % 20000 + 1000,
        likes = (likes::bigint * (plays % 20000 + 1000) / greatest(plays, 1))::int
      where user_id = ${creator} and status = 'published' and plays >= ${SPRING_SHOOT_VIDEOS[0].plays}
        and published_at >= ${playsStart.toISOString()}::timestamptz
        and title not in (${sql.join(
          SPRING_SHOOT_VIDEOS.map((video) => sql`${video.title}`),
          sql`, `,
        )})`);

    // The claim goes through the live code: its row, the counters, the month total and the credit.
    await claimMission(
      tx as unknown as Database,
      createLedger(tx as unknown as Database),
      creator,
      ids['完成实名认证']!,
      ago(now, 208),
    );
  },
};
