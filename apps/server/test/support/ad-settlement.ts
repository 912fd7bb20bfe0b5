import { topicNameKey, type AdRewardRule, type VideoStatus } from '@creator-console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { videos } from '../../src/db/schema/index.js';
import {
  adParticipations,
  adReceipts,
  adSubmissions,
  adTasks,
  adTaskTopics,
  adTaskTypes,
  adTopics,
} from '../../src/modules/ad-tasks/schema.js';

const DAY_MS = 86_400_000;

export interface FixtureSubmission {
  userId: number;
  plays: number;
  likes?: number;
  /** The submission's state (default approved). */
  status?: 'pending_review' | 'approved' | 'held' | 'rejected';
  reason?: string;
  featured?: boolean;
  anomalyCleared?: boolean;
  /** The video's topics (default: the task's). */
  topics?: string[];
  visibility?: 'public' | 'fans' | 'private';
  videoStatus?: VideoStatus;
  /** The video was deleted (`video_id` set null). */
  deleted?: boolean;
  /** The participant was removed from the task. */
  removed?: boolean;
  receipt?: {
    status: 'pending' | 'approved' | 'rejected';
    verified_plays?: number | null;
    verified_conversions?: number | null;
  };
}

export interface FixtureTask {
  title?: string;
  reward: AdRewardRule;
  budgetFen: number;
  perCreatorCapFen?: number | null;
  featuredBonusFen?: number;
  metricSource?: 'platform' | 'receipt';
  receiptRequired?: boolean;
  /** Topic names the task requires (created as ad topics when missing). */
  topics?: string[];
  /** Days since the task ended (default 10) and its observation days (default 7). */
  endedDaysAgo?: number;
  observeDays?: number;
  status?: 'published' | 'paused';
  submissions: FixtureSubmission[];
}

export interface Fixture {
  taskId: number;
  /** Submission ids in the order given. */
  submissionIds: number[];
  videoIds: (number | null)[];
}

/**
 * A published ad task past its observation window (settleable), with participants, published
 * public videos carrying its topics and submissions in the states given, written directly: task
 * CRUD, binding and review are other modules' work.
 */
export async function settleableTask(db: Database, spec: FixtureTask): Promise<Fixture> {
  const topics = spec.topics ?? ['城市通勤vlog'];
  const [type] = await db.select({ id: adTaskTypes.id }).from(adTaskTypes).limit(1);
  const typeId =
    type?.id ??
    (await db.insert(adTaskTypes).values({ name: '剧情' }).returning({ id: adTaskTypes.id }))[0]!.id;
  const endsAt = new Date(Date.now() - (spec.endedDaysAgo ?? 10) * DAY_MS);
  // A plain copy: generated rules (fast-check) may have no prototype, which the jsonb column refuses.
  const reward = JSON.parse(JSON.stringify(spec.reward)) as AdRewardRule;
  const maxFen =
    reward.kind === 'fixed'
      ? reward.amount_fen
      : reward.kind === 'tiered'
        ? reward.tiers[reward.tiers.length - 1]!.amount_fen
        : reward.cap_fen;
  const [task] = await db
    .insert(adTasks)
    .values({
      title: spec.title ?? '城市通勤vlog',
      advertiserName: '轻驰出行',
      typeId,
      brief: '记录你的城市通勤路线',
      status: spec.status ?? 'published',
      startsAt: new Date(endsAt.getTime() - 30 * DAY_MS),
      endsAt,
      observeDays: spec.observeDays ?? 7,
      maxVideosPerCreator: 20,
      reward: reward as unknown as Record<string, unknown>,
      rewardKind: reward.kind,
      rewardMaxFen: maxFen,
      metricSource: spec.metricSource ?? (reward.kind === 'cpa' ? 'receipt' : 'platform'),
      receiptRequired: spec.receiptRequired ?? reward.kind === 'cpa',
      perCreatorCapFen: spec.perCreatorCapFen ?? null,
      featuredBonusFen: spec.featuredBonusFen ?? 0,
      budgetFen: spec.budgetFen,
      submissionCount: spec.submissions.length,
      publishedAt: new Date(endsAt.getTime() - 31 * DAY_MS),
    })
    .returning({ id: adTasks.id });
  const taskId = task!.id;
  for (const [position, name] of topics.entries()) {
    const [topic] = await db
      .insert(adTopics)
      .values({ name, nameKey: topicNameKey(name) })
      .onConflictDoUpdate({ target: adTopics.nameKey, set: { enabled: true } })
      .returning({ id: adTopics.id });
    await db.insert(adTaskTopics).values({ taskId, topicId: topic!.id, name, position });
  }

  const userIds = [...new Set(spec.submissions.map((s) => s.userId))];
  const participations = new Map<number, number>();
  if (userIds.length > 0) {
    const rows = await db
      .insert(adParticipations)
      .values(userIds.map((userId) => ({ taskId, userId, status: 'joined' as const })))
      .returning({ id: adParticipations.id, userId: adParticipations.userId });
    for (const row of rows) participations.set(row.userId, row.id);
  }
  await db.update(adTasks).set({ participantCount: userIds.length }).where(eq(adTasks.id, taskId));

  const submissionIds: number[] = [];
  const videoIds: (number | null)[] = [];
  const CHUNK = 1000;
  for (let i = 0; i < spec.submissions.length; i += CHUNK) {
    const chunk = spec.submissions.slice(i, i + CHUNK);
    const made = await db
      .insert(videos)
      .values(
        chunk.map((s, j) => ({
          userId: s.userId,
          title: `通勤 vlog 第 ${i + j + 1} 期`,
          topics: s.topics ?? topics.map((name) => `#${name}`),
          visibility: s.visibility ?? ('public' as const),
          status: s.videoStatus ?? ('published' as const),
          plays: s.plays,
          likes: s.likes ?? Math.ceil(s.plays / 20),
          publishedAt: new Date(endsAt.getTime() - 20 * DAY_MS),
        })),
      )
      .returning({ id: videos.id });
    const bound = await db
      .insert(adSubmissions)
      .values(
        chunk.map((s, j) => ({
          taskId,
          participationId: participations.get(s.userId)!,
          userId: s.userId,
          videoId: made[j]!.id,
          videoTitle: `通勤 vlog 第 ${i + j + 1} 期`,
          status: s.status ?? ('approved' as const),
          reason: s.reason ?? '',
          featured: s.featured ?? false,
          anomalyCleared: s.anomalyCleared ?? false,
          playsAtBind: 0,
        })),
      )
      .returning({ id: adSubmissions.id });
    for (const [j, s] of chunk.entries()) {
      const submissionId = bound[j]!.id;
      submissionIds.push(submissionId);
      videoIds.push(s.deleted ? null : made[j]!.id);
      if (s.receipt) {
        await db.insert(adReceipts).values({
          submissionId,
          taskId,
          userId: s.userId,
          source: 'creator',
          status: s.receipt.status,
          verifiedPlays: s.receipt.verified_plays ?? null,
          verifiedConversions: s.receipt.verified_conversions ?? null,
        });
      }
    }
    const deleted = chunk.flatMap((s, j) => (s.deleted ? [made[j]!.id] : []));
    if (deleted.length > 0) {
      await db.execute(sql`delete from videos where id in ${deleted}`);
    }
    const removed = chunk.filter((s) => s.removed).map((s) => participations.get(s.userId)!);
    if (removed.length > 0) {
      await db.execute(sql`update ad_participations set status = 'removed' where id in ${removed}`);
    }
  }
  return { taskId, submissionIds, videoIds };
}

/** Ids of demo accounts by username. */
export async function accountIds<K extends string>(
  db: Database,
  names: readonly K[],
): Promise<Record<K, number>> {
  const rows = await db.execute(sql`select id, username from users where username in ${names}`);
  const found = (rows as unknown as { rows: { id: number; username: K }[] }).rows;
  return Object.fromEntries(found.map((row) => [row.username, row.id])) as Record<K, number>;
}

/**
 * Task 6 of the demo (ad-tasks.md §11): 城市通勤vlog, cpm ¥6.00, 起结 1,000, 封顶 ¥150.00, ¥300
 * budget; creator_live 18,000 approved; qinghe_xiaoyu 9,500 approved and 120,000 plays / 96 likes
 * held 互动率异常; qinghe_laozhou 3,200 pending_review. Submission ids in that order.
 */
export async function demoTask6(db: Database): Promise<Fixture> {
  const ids = await accountIds(db, ['creator_live', 'qinghe_xiaoyu', 'qinghe_laozhou'] as const);
  return settleableTask(db, {
    title: '城市通勤vlog',
    reward: { kind: 'cpm', cpm_fen: 600, min_plays: 1000, cap_fen: 15_000 },
    budgetFen: 30_000,
    submissions: [
      { userId: ids.creator_live, plays: 18_000, likes: 900 },
      { userId: ids.qinghe_xiaoyu, plays: 9_500, likes: 400 },
      {
        userId: ids.qinghe_xiaoyu,
        plays: 120_000,
        likes: 96,
        status: 'held',
        reason: '互动率异常（点赞率低于 0.2%）',
      },
      { userId: ids.qinghe_laozhou, plays: 3_200, likes: 150, status: 'pending_review' },
    ],
  });
}
