import type { AdExampleCandidate, AdTaskDetail, HallTaskDetail } from '@creator-console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { settleableTask } from '../../../test/support/ad-settlement.js';
import {
  answer,
  daysFromNow,
  data,
  insertParticipation,
  insertSubmission,
  insertTask,
  insertVideo,
  items,
  requestsOf,
  type Json,
} from '../../../test/support/ad-tasks.js';
import { adTasks } from './schema.js';

let t: TestApp;
const { call, fresh } = requestsOf(() => t);
const put = (username: string, url: string, payload: Json) => call(username, 'PUT', url, payload);
let made = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const logsOf = (taskId: number, action: string) =>
  t.database.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.action, action), eq(operationLogs.targetId, taskId)));

describe('PUT /api/ad-tasks/{id}/featured', () => {
  it('sets the ordered featured list: approved-only, at most featured_max, shown in the hall and counted', async () => {
    const { db } = t.database;
    const me = await fresh();
    const task = await insertTask(db);
    await db.update(adTasks).set({ featuredMax: 2 }).where(eq(adTasks.id, task));
    const participationId = await insertParticipation(db, task, me.id, 'joined');
    const submission = (status: 'approved' | 'pending_review' | 'planned') =>
      insertSubmission(db, { taskId: task, participationId, userId: me.id, status });
    const [a, b, c, pending] = [
      await submission('approved'),
      await submission('planned'),
      await submission('approved'),
      await submission('pending_review'),
    ];
    const other = await insertTask(db);
    const foreign = await insertSubmission(db, {
      taskId: other,
      participationId: await insertParticipation(db, other, me.id, 'joined'),
      userId: me.id,
      status: 'approved',
    });
    const url = `/api/ad-tasks/${task}/featured`;

    expect(answer(await put('operator', url, { submission_ids: [a, b, c] }))).toEqual({
      status: 202,
      message: '最多设置 2 条优秀视频',
    });
    expect(answer(await put('operator', url, { submission_ids: [pending] }))).toEqual({
      status: 202,
      message: '只能设置已通过的投稿',
    });
    expect(answer(await put('operator', url, { submission_ids: [a, foreign] }))).toEqual({
      status: 202,
      message: '只能设置已通过的投稿',
    });

    const saved = await put('operator', url, { submission_ids: [b, a] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(data<AdTaskDetail>(saved).featured.map((f) => [f.submission_id, f.position])).toEqual([
      [b, 0],
      [a, 1],
    ]);
    const replaced = data<AdTaskDetail>(await put('operator', url, { submission_ids: [c] }));
    expect(replaced.featured.map((f) => f.submission_id)).toEqual([c]);

    const hall = data<HallTaskDetail>(await call(me.username, 'GET', `/api/ad-hall/${task}`));
    expect(hall.featured).toHaveLength(1);
    const list = items<{ id: number; featured_count: number; example_count: number }>(
      await call('operator', 'GET', '/api/ad-tasks?size=100'),
    );
    expect(list.find((r) => r.id === task)).toMatchObject({ featured_count: 1, example_count: 0 });
    const logged = await logsOf(task, 'ad_task.featured_set');
    expect(logged).toHaveLength(2);
    expect(logged.map((l) => l.after)).toContainEqual({ submission_ids: [c] });
  });

  it('pays the bonus to featured items the next run plans', async () => {
    const { db } = t.database;
    const [x, y] = [await fresh(), await fresh()];
    const fixture = await settleableTask(db, {
      reward: { kind: 'fixed', amount_fen: 1000 },
      budgetFen: 100_000,
      featuredBonusFen: 500,
      submissions: [
        { userId: x.id, plays: 5000, likes: 500 },
        { userId: y.id, plays: 5000, likes: 500 },
      ],
    });
    await put('operator', `/api/ad-tasks/${fixture.taskId}/featured`, {
      submission_ids: [fixture.submissionIds[1]!],
    });
    const preview = data<{ summary: { total_fen: number } }>(
      await call('admin', 'GET', `/api/ad-tasks/${fixture.taskId}/settlement-preview?page=1&size=10`),
    );
    expect(preview.summary.total_fen).toBe(1000 + 1500);
  });
});

describe('example videos', () => {
  it('candidates: published public videos of any creator, by keyword and normalised topic, most played first', async () => {
    const { db } = t.database;
    const [a, b] = [await fresh(), await fresh()];
    made += 1;
    const topic = `示例话题${made}${process.pid % 1000}`;
    const low = await insertVideo(db, a.id, {
      title: `春笋示例低 ${made}`,
      topics: [`#${topic}`],
      plays: 10,
    });
    const high = await insertVideo(db, b.id, { title: `春笋示例高 ${made}`, topics: [topic], plays: 900 });
    await insertVideo(db, a.id, { title: `春笋示例私 ${made}`, topics: [topic], visibility: 'private' });
    await insertVideo(db, a.id, { title: `春笋示例稿 ${made}`, topics: [topic], status: 'draft' });
    const byTopic = items<AdExampleCandidate>(
      await call(
        'operator',
        'GET',
        `/api/ad-tasks/example-candidates?topic=${encodeURIComponent(`＃${topic}`)}`,
      ),
    );
    expect(byTopic.map((v) => v.id)).toEqual([high, low]);
    expect(byTopic[0]!.creator.id).toBe(b.id);
    const byKeyword = items<AdExampleCandidate>(
      await call(
        'operator',
        'GET',
        `/api/ad-tasks/example-candidates?q=${encodeURIComponent(`春笋示例低 ${made}`)}`,
      ),
    );
    expect(byKeyword.map((v) => v.id)).toEqual([low]);
  });

  it('sets up to 6 published public videos in order, only before the task ends', async () => {
    const { db } = t.database;
    const me = await fresh();
    const task = await insertTask(db);
    const videos = [];
    for (let i = 0; i < 7; i++) videos.push(await insertVideo(db, me.id));
    const privateVideo = await insertVideo(db, me.id, { visibility: 'private' });
    const url = `/api/ad-tasks/${task}/examples`;

    const tooMany = await put('operator', url, { video_ids: videos });
    expect(tooMany.statusCode).toBe(400);
    expect(answer(tooMany).message).toBe('最多设置 6 条示例视频');
    expect(answer(await put('operator', url, { video_ids: [videos[0]!, privateVideo] }))).toEqual({
      status: 202,
      message: '示例视频须为已发布的公开视频',
    });
    const saved = await put('operator', url, { video_ids: [videos[2]!, videos[0]!] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(data<AdTaskDetail>(saved).examples.map((e) => [e.video_id, e.position])).toEqual([
      [videos[2], 0],
      [videos[0], 1],
    ]);
    await insertParticipation(db, task, me.id, 'joined');
    const hall = data<HallTaskDetail>(await call(me.username, 'GET', `/api/ad-hall/${task}`));
    expect(hall.examples.map((e) => e.id)).toEqual([videos[2], videos[0]]);
    const list = items<{ id: number; example_count: number }>(
      await call('operator', 'GET', '/api/ad-tasks?size=100'),
    );
    expect(list.find((r) => r.id === task)?.example_count).toBe(2);
    expect(await logsOf(task, 'ad_task.examples_set')).toHaveLength(1);

    const ended = await insertTask(db, { startsAt: daysFromNow(-10), endsAt: daysFromNow(-1) });
    expect(
      answer(await put('operator', `/api/ad-tasks/${ended}/examples`, { video_ids: [videos[0]!] })),
    ).toEqual({
      status: 202,
      message: '任务已结束，不能修改',
    });
  });
});

describe('authorization', () => {
  it('answers a creator 403 on the showcase routes', async () => {
    expect((await put('creator', '/api/ad-tasks/1/featured', { submission_ids: [] })).statusCode).toBe(403);
    expect((await put('creator', '/api/ad-tasks/1/examples', { video_ids: [] })).statusCode).toBe(403);
    expect((await call('creator', 'GET', '/api/ad-tasks/example-candidates')).statusCode).toBe(403);
  });
});
