import { rewardMaxFen, topicNameKey, type AdRewardRule } from '@creator-console/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../src/db/database.js';
import { users } from '../../src/db/schema/index.js';
import { rowsOf } from '../../src/modules/finance/reads.js';
import {
  adFields,
  adGoods,
  adParticipations,
  adSubmissions,
  adTaskGoods,
  adTasks,
  adTaskTopics,
  adTaskTypes,
  adTopics,
} from '../../src/modules/ad-tasks/schema.js';
import { videos } from '../../src/modules/videos/schema.js';
import type { TestApp } from '../helper.js';
import { freshAccountLike } from './fresh-account.js';

/**
 * Ad tasks written directly with SQL (the staff task CRUD is built elsewhere): a published task with
 * topics, goods and join fields, participations, and published videos carrying topics.
 */

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

let made = 0;

export async function userIdOf(db: Database, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

export interface TaskFixture {
  title?: string;
  status?: 'draft' | 'published' | 'paused' | 'cancelled' | 'settled';
  startsAt?: Date;
  endsAt?: Date;
  observeDays?: number;
  joinMode?: 'open' | 'apply';
  reviewRequired?: boolean;
  requiredTag?: string | null;
  maxParticipants?: number | null;
  maxVideosPerCreator?: number;
  reward?: AdRewardRule;
  /** Topic names; created as ad topics when missing. */
  topics?: string[];
  /** Goods SKUs; created when missing. */
  goods?: string[];
  /** Join field keys (seeded or created as required text fields). */
  joinFields?: string[];
  typeName?: string;
  budgetFen?: number;
}

/** Inserts a task (published and running by default) with its topics, goods and join fields. */
export async function insertTask(db: Database, fixture: TaskFixture = {}): Promise<number> {
  made += 1;
  const reward = fixture.reward ?? { kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 };
  const [type] = await db
    .select({ id: adTaskTypes.id })
    .from(adTaskTypes)
    .where(eq(adTaskTypes.name, fixture.typeName ?? '种草'));
  const fieldIds: number[] = [];
  for (const key of fixture.joinFields ?? []) {
    const [existing] = await db.select({ id: adFields.id }).from(adFields).where(eq(adFields.key, key));
    const id =
      existing?.id ??
      (
        await db
          .insert(adFields)
          .values({ key, label: key, kind: 'text', scope: 'join', required: true })
          .returning({ id: adFields.id })
      )[0]!.id;
    fieldIds.push(id);
  }
  const [task] = await db
    .insert(adTasks)
    .values({
      title: fixture.title ?? `测试任务 ${made}`,
      advertiserName: '测试广告主',
      typeId: type?.id ?? null,
      brief: '任务说明',
      status: fixture.status ?? 'published',
      joinMode: fixture.joinMode ?? 'open',
      reviewRequired: fixture.reviewRequired ?? true,
      requiredTag: fixture.requiredTag ?? null,
      startsAt: fixture.startsAt ?? daysFromNow(-10),
      endsAt: fixture.endsAt ?? daysFromNow(20),
      observeDays: fixture.observeDays ?? 7,
      maxParticipants: fixture.maxParticipants ?? null,
      maxVideosPerCreator: fixture.maxVideosPerCreator ?? 3,
      reward,
      rewardKind: reward.kind,
      rewardMaxFen: rewardMaxFen(reward),
      budgetFen: fixture.budgetFen ?? 2_000_000,
      joinFieldIds: fieldIds,
      publishedAt: new Date(),
    })
    .returning({ id: adTasks.id });
  const taskId = task!.id;
  for (const [position, name] of (fixture.topics ?? ['山野春笋季']).entries()) {
    const key = topicNameKey(name);
    await db.insert(adTopics).values({ name, nameKey: key }).onConflictDoNothing();
    const [topic] = await db.select({ id: adTopics.id }).from(adTopics).where(eq(adTopics.nameKey, key));
    await db.insert(adTaskTopics).values({ taskId, topicId: topic!.id, name, position });
  }
  for (const [position, sku] of (fixture.goods ?? []).entries()) {
    await db
      .insert(adGoods)
      .values({ name: `商品 ${sku}`, sku, priceFen: 100 })
      .onConflictDoNothing();
    const [goods] = await db.select({ id: adGoods.id }).from(adGoods).where(eq(adGoods.sku, sku));
    await db.insert(adTaskGoods).values({ taskId, goodsId: goods!.id, position });
  }
  return taskId;
}

/** A participation as staff or an earlier join left it (counts applied and joined, as join does). */
export async function insertParticipation(
  db: Database,
  taskId: number,
  userId: number,
  status: 'applied' | 'joined' | 'declined' | 'quit' | 'removed' = 'joined',
): Promise<number> {
  const [row] = await db
    .insert(adParticipations)
    .values({ taskId, userId, status })
    .returning({ id: adParticipations.id });
  if (status === 'applied' || status === 'joined') {
    await db
      .update(adTasks)
      .set({ participantCount: sql`${adTasks.participantCount} + 1` })
      .where(eq(adTasks.id, taskId));
  }
  return row!.id;
}

export interface VideoFixture {
  title?: string;
  topics?: string[];
  publishedAt?: Date;
  status?: 'published' | 'draft' | 'rejected';
  visibility?: 'public' | 'fans' | 'private';
  plays?: number;
  fileUrl?: string;
}

/** A video of the user, published and public a day ago with the topic 山野春笋季 by default. */
export async function insertVideo(db: Database, userId: number, fixture: VideoFixture = {}): Promise<number> {
  made += 1;
  const [row] = await db
    .insert(videos)
    .values({
      userId,
      title: fixture.title ?? `测试视频 ${made}`,
      topics: fixture.topics ?? ['山野春笋季'],
      status: fixture.status ?? 'published',
      visibility: fixture.visibility ?? 'public',
      publishedAt: fixture.publishedAt ?? daysFromNow(-1),
      plays: fixture.plays ?? 20_000,
      ...(fixture.fileUrl ? { file: { url: fixture.fileUrl, mime: 'video/mp4', size: 1 } } : {}),
    })
    .returning({ id: videos.id });
  return row!.id;
}

/** A submission written directly (e.g. an approved one that blocks quitting), of a new video unless given. */
export async function insertSubmission(
  db: Database,
  values: {
    taskId: number;
    participationId: number;
    userId: number;
    videoId?: number;
    status: typeof adSubmissions.$inferInsert.status;
  },
): Promise<number> {
  const videoId = values.videoId ?? (await insertVideo(db, values.userId));
  const [row] = await db
    .insert(adSubmissions)
    .values({ ...values, videoId, videoTitle: '投稿视频', playsAtBind: 0 })
    .returning({ id: adSubmissions.id });
  return row!.id;
}

export const submissionsOf = (db: Database, taskId: number) =>
  db
    .select()
    .from(adSubmissions)
    .where(inArray(adSubmissions.taskId, [taskId]));

/**
 * Where the submission counter (migration 0016) disagrees with the rows: each (task, status) whose
 * counter differs from `count(*)` of its submissions, with both figures. Empty when exact.
 */
export async function submissionCountDrift(db: Database | Transaction) {
  const result = await db.execute(sql`
    select coalesce(c.task_id, s.task_id) as task_id, coalesce(c.status, s.status) as status,
      coalesce(c.count, 0)::int as counter, coalesce(s.n, 0)::int as actual
    from ad_submission_counts c
    full join (select task_id, status, count(*) as n from ad_submissions group by task_id, status) s
      on s.task_id = c.task_id and s.status = c.status
    where coalesce(c.count, 0) <> coalesce(s.n, 0)
    order by 1, 2`);
  return rowsOf<{ task_id: number; status: string; counter: number; actual: number }>(result);
}

export type Json = Record<string, unknown>;
export const data = <T = Json>(response: { json(): unknown }) => (response.json() as { data: T }).data;
/** The items of a list answer (`listOf`). */
export const items = <T = Json>(response: { json(): unknown }) => data<{ data: T[] }>(response).data;
/** Status and message: what a caller sees of a refusal. */
export const answer = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message?: string }).message,
});

/** Requests as an account of the test app, and new creator accounts with no history. */
export const requestsOf = (app: () => TestApp) => ({
  call: (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app().injectAs(username, { method, url, ...(payload !== undefined ? { payload: payload as Json } : {}) }),
  fresh: () => freshAccountLike(app().database.db, 'creator'),
});
