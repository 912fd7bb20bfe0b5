import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, operationLogs, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import {
  daysFromNow,
  insertParticipation,
  insertSubmission,
  insertTask,
  insertVideo,
  submissionCountDrift,
  submissionsOf,
  answer,
  data,
  requestsOf,
  type Json,
} from '../../../test/support/ad-tasks.js';
import { adSubmissions, adTaskGoods } from './schema.js';

let t: TestApp;

const { call, fresh } = requestsOf(() => t);
const bind = (username: string, task: number, body: Json) =>
  call(username, 'POST', `/api/ad-hall/${task}/submissions`, body);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
// After each test, the submission counter (migration 0016) still equals count(*) per task and status.
afterEach(async () => {
  expect(await submissionCountDrift(t.database.db)).toEqual([]);
});

describe('POST /api/ad-hall/{id}/submissions (bind)', () => {
  it('refuses with every §8 bind message, in order, and binds a video that passes', async () => {
    const { db } = t.database;
    const me = await fresh();
    const other = await fresh();
    const task = await insertTask(db, {
      topics: ['山野春笋季', '春日家宴'],
      goods: ['BIND-1'],
      maxVideosPerCreator: 1,
    });
    const goodsTask = await insertTask(db, { goods: ['BIND-2'] });
    const good = await insertVideo(db, me.id, { topics: ['#山野春笋季', '春日家宴'] });

    expect(answer(await bind(me.username, task, { video_id: good }))).toEqual({
      status: 202,
      message: '请先参与任务',
    });
    await insertParticipation(db, task, me.id, 'joined');
    expect(answer(await bind(me.username, task, { video_id: await insertVideo(db, other.id) }))).toEqual({
      status: 404,
      message: '视频不存在',
    });
    const paused = await insertTask(db, { status: 'paused' });
    await insertParticipation(db, paused, me.id, 'joined');
    expect(answer(await bind(me.username, paused, { video_id: good }))).toEqual({
      status: 202,
      message: '任务未在进行中',
    });
    const refusals: [number, string][] = [
      [await insertVideo(db, me.id, { visibility: 'private' }), '只能关联已发布的公开视频'],
      [await insertVideo(db, me.id, { status: 'draft' }), '只能关联已发布的公开视频'],
      [
        await insertVideo(db, me.id, { topics: ['山野春笋季', '春日家宴'], publishedAt: daysFromNow(-11) }),
        '视频发布时间不在任务时间内',
      ],
      [await insertVideo(db, me.id, { topics: ['山野春笋季'] }), '视频缺少任务话题：#春日家宴'],
    ];
    for (const [video, message] of refusals) {
      expect(answer(await bind(me.username, task, { video_id: video, goods_id: null }))).toEqual({
        status: 202,
        message,
      });
    }
    expect(answer(await bind(me.username, task, { video_id: good }))).toEqual({
      status: 202,
      message: '请选择要挂载的商品',
    });
    const goodsOf = async (taskId: number) =>
      (await db.select().from(adTaskGoods).where(eq(adTaskGoods.taskId, taskId)))[0]!.goodsId;
    expect(
      answer(await bind(me.username, task, { video_id: good, goods_id: await goodsOf(goodsTask) })),
    ).toEqual({
      status: 202,
      message: '所选商品不属于此任务',
    });
    const own = { goods_id: await goodsOf(task) };
    const bound = await bind(me.username, task, { video_id: good, goods_id: own.goods_id });
    expect(bound.statusCode).toBe(200);
    expect(data(bound)).toMatchObject({ status: 'pending_review', video_id: good, estimate_fen: 16_000 });

    // The same video again (any task): held by the live submission.
    const second = await insertTask(db);
    await insertParticipation(db, second, me.id, 'joined');
    expect(answer(await bind(me.username, second, { video_id: good }))).toEqual({
      status: 202,
      message: '该视频已参与广告任务',
    });
    // Another video of the same file.
    const file = '/api/files/00000000-0000-4000-8000-00000000abcd';
    const first = await insertVideo(db, me.id, { fileUrl: file });
    expect((await bind(me.username, second, { video_id: first })).statusCode).toBe(200);
    const copy = await insertVideo(db, me.id, { fileUrl: file });
    const third = await insertTask(db);
    await insertParticipation(db, third, me.id, 'joined');
    expect(answer(await bind(me.username, third, { video_id: copy }))).toEqual({
      status: 202,
      message: '该视频内容已被其他投稿使用',
    });
    // The per-creator cap (1 on the first task).
    const more = await insertVideo(db, me.id, { topics: ['山野春笋季', '春日家宴'] });
    expect(answer(await bind(me.username, task, { video_id: more, goods_id: own.goods_id }))).toEqual({
      status: 202,
      message: '每人最多投稿 1 条',
    });
  });

  it('approves at once when the task needs no review', async () => {
    const { db } = t.database;
    const me = await fresh();
    const task = await insertTask(db, { reviewRequired: false });
    await insertParticipation(db, task, me.id, 'joined');
    const bound = await bind(me.username, task, { video_id: await insertVideo(db, me.id) });
    expect(data(bound).status).toBe('approved');
  });
});

describe('GET /api/ad-hall/{id}/my-videos', () => {
  it('shows per video the checks the bind runs, and bindable agrees with the bind', async () => {
    const { db } = t.database;
    const me = await fresh();
    const task = await insertTask(db, { topics: ['山野春笋季'] });
    await insertParticipation(db, task, me.id, 'joined');
    const taken = await insertVideo(db, me.id, { title: '已参与' });
    const elsewhere = await insertTask(db);
    const p = await insertParticipation(db, elsewhere, me.id, 'joined');
    await insertSubmission(db, {
      taskId: elsewhere,
      participationId: p,
      userId: me.id,
      videoId: taken,
      status: 'approved',
    });
    await insertVideo(db, me.id, { title: '可关联' });
    await insertVideo(db, me.id, { title: '缺话题', topics: ['别的话题'] });
    await insertVideo(db, me.id, { title: '私密', visibility: 'private' });
    await insertVideo(db, me.id, { title: '太早', publishedAt: daysFromNow(-30) });

    type Video = {
      id: number;
      title: string;
      bindable: boolean;
      checks: { rule: string; ok: boolean; message: string }[];
    };
    const list = data<{ data: Video[]; total: number }>(
      await call(me.username, 'GET', `/api/ad-hall/${task}/my-videos?size=20`),
    );
    expect(list.total).toBe(5);
    const byTitle: Record<string, Video> = Object.fromEntries(list.data.map((v) => [v.title, v]));
    expect(byTitle['缺话题']!.checks.find((c) => !c.ok)!.message).toBe('视频缺少任务话题：#山野春笋季');
    expect(byTitle['已参与']!.checks.find((c) => !c.ok)).toMatchObject({
      rule: 'free',
      message: '该视频已参与广告任务',
    });
    // Each video: bindable ⇔ the bind succeeds; else the first failed check is the bind's refusal.
    for (const video of list.data) {
      const result = await bind(me.username, task, { video_id: video.id });
      if (video.bindable) expect(result.statusCode).toBe(200);
      else expect(answer(result)).toEqual({ status: 202, message: video.checks.find((c) => !c.ok)!.message });
    }
  });
});

describe('concurrent binds (§12.3)', () => {
  it('binds one video to two tasks exactly once', async () => {
    const { db } = t.database;
    const me = await fresh();
    const [a, b] = [await insertTask(db), await insertTask(db)];
    await insertParticipation(db, a, me.id, 'joined');
    await insertParticipation(db, b, me.id, 'joined');
    const video = await insertVideo(db, me.id);
    const results = await Promise.all([a, b].map((task) => bind(me.username, task, { video_id: video })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 202]);
    expect(answer(results.find((r) => r.statusCode === 202)!).message).toBe('该视频已参与广告任务');
    const live = (await submissionsOf(db, a)).concat(await submissionsOf(db, b));
    expect(live).toHaveLength(1);
  });

  it('stops at max_videos_per_creator', async () => {
    const { db } = t.database;
    const me = await fresh();
    const task = await insertTask(db, { maxVideosPerCreator: 2 });
    await insertParticipation(db, task, me.id, 'joined');
    const videos = await Promise.all(Array.from({ length: 6 }, () => insertVideo(db, me.id)));
    const results = await Promise.all(videos.map((video) => bind(me.username, task, { video_id: video })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 202).map((r) => answer(r).message)).toEqual(
      Array(4).fill('每人最多投稿 2 条'),
    );
    expect(await submissionsOf(db, task)).toHaveLength(2);
  });
});

describe('DELETE /api/my-ad-submissions/{id}', () => {
  it('withdraws my own, 404s another creator’s, refuses planned ones', async () => {
    const { db } = t.database;
    const me = await fresh();
    const other = await fresh();
    const task = await insertTask(db);
    const p = await insertParticipation(db, task, me.id, 'joined');
    const mine = await insertSubmission(db, {
      taskId: task,
      participationId: p,
      userId: me.id,
      status: 'pending_review',
    });
    expect(answer(await call(other.username, 'DELETE', `/api/my-ad-submissions/${mine}`))).toEqual({
      status: 404,
      message: '记录不存在',
    });
    const planned = await insertSubmission(db, {
      taskId: task,
      participationId: p,
      userId: me.id,
      status: 'planned',
    });
    expect(answer(await call(me.username, 'DELETE', `/api/my-ad-submissions/${planned}`))).toEqual({
      status: 202,
      message: '投稿已进入结算，不能撤回',
    });
    expect((await call(me.username, 'DELETE', `/api/my-ad-submissions/${mine}`)).statusCode).toBe(200);
    const [row] = await db.select().from(adSubmissions).where(eq(adSubmissions.id, mine));
    expect(row!.status).toBe('withdrawn');
    expect(answer(await call(me.username, 'DELETE', `/api/my-ad-submissions/${mine}`))).toEqual({
      status: 202,
      message: '当前状态不能撤回',
    });
  });
});

describe('staff: submissions, staff bind, decisions', () => {
  it('lists a task’s submissions and binds for a participant, approved at once', async () => {
    const { db } = t.database;
    const me = await fresh();
    const task = await insertTask(db);
    const video = await insertVideo(db, me.id, { title: '员工代关联' });
    expect(
      answer(await call('operator', 'POST', `/api/ad-tasks/${task}/submissions`, { video_id: video })),
    ).toEqual({
      status: 202,
      message: '该视频作者未参与此任务',
    });
    await insertParticipation(db, task, me.id, 'joined');
    const bound = await call('operator', 'POST', `/api/ad-tasks/${task}/submissions`, {
      video_id: video,
      note: '线下确认',
    });
    expect(bound.statusCode).toBe(200);
    expect(data(bound)).toMatchObject({
      status: 'approved',
      bound_by_staff: true,
      video: { title: '员工代关联' },
    });
    const list = data<{ data: Json[]; total: number }>(
      await call(
        'operator',
        'GET',
        `/api/ad-tasks/${task}/submissions?status=approved&q=${encodeURIComponent('代关联')}`,
      ),
    );
    expect(list.total).toBe(1);
    expect((await call('creator', 'GET', `/api/ad-tasks/${task}/submissions`)).statusCode).toBe(403);
    const logged = await db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.action, 'ad_task.submission_bind'),
          eq(operationLogs.targetId, data<{ id: number }>(bound).id),
        ),
      );
    expect(logged).toHaveLength(1);
  });

  it('pages a task’s submissions by id, filtered by status and by the creator’s name, totals over all', async () => {
    const { db } = t.database;
    const task = await insertTask(db);
    const [ann, bob] = [await fresh(), await fresh()];
    await db.update(users).set({ name: '翻页创作者乙' }).where(eq(users.id, bob.id));
    const joinedAs = new Map([
      [ann.id, await insertParticipation(db, task, ann.id, 'joined')],
      [bob.id, await insertParticipation(db, task, bob.id, 'joined')],
    ]);
    const ids: number[] = [];
    for (const [who, status] of [
      [ann, 'approved'],
      [bob, 'pending_review'],
      [ann, 'held'],
      [bob, 'approved'],
      [ann, 'approved'],
    ] as const) {
      const participationId = joinedAs.get(who.id)!;
      ids.push(await insertSubmission(db, { taskId: task, participationId, userId: who.id, status }));
    }
    const page = async (query: string) =>
      data<{ data: { id: number; status: string; creator: { id: number; name: string } }[]; total: number }>(
        await call('operator', 'GET', `/api/ad-tasks/${task}/submissions?${query}`),
      );
    const all = await Promise.all([1, 2, 3].map((n) => page(`size=2&page=${n}`)));
    expect(all.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(all.flatMap((p) => p.data.map((row) => row.id))).toEqual(ids);
    expect(all[0]!.data[1]!.creator).toMatchObject({ id: bob.id, name: '翻页创作者乙' });
    const approved = await page('status=approved&size=1&page=2');
    expect(approved).toMatchObject({ total: 3, data: [{ id: ids[3], status: 'approved' }] });
    const bobs = await page(`q=${encodeURIComponent('翻页创作者乙')}&size=1&page=2`);
    expect(bobs).toMatchObject({ total: 2, data: [{ id: ids[3], creator: { id: bob.id } }] });
    expect(await page('size=2&page=9')).toEqual({ data: [], total: 5 });
  });

  it('decides one submission: notifies the creator and writes a log row; refuses a decided one', async () => {
    const { db } = t.database;
    const me = await fresh();
    const task = await insertTask(db);
    const p = await insertParticipation(db, task, me.id, 'joined');
    const id = await insertSubmission(db, {
      taskId: task,
      participationId: p,
      userId: me.id,
      status: 'pending_review',
    });
    const missingReason = await call('operator', 'POST', `/api/ad-submissions/${id}/decision`, {
      decision: 'reject',
    });
    expect(missingReason.statusCode).toBe(400);
    const rejected = await call('operator', 'POST', `/api/ad-submissions/${id}/decision`, {
      decision: 'reject',
      reason: '未按要求展示商品',
    });
    expect(data(rejected)).toMatchObject({ status: 'rejected', reason: '未按要求展示商品' });
    expect(
      answer(await call('operator', 'POST', `/api/ad-submissions/${id}/decision`, { decision: 'approve' })),
    ).toEqual({
      status: 202,
      message: '该投稿已被处理',
    });
    expect(
      answer(await call('operator', 'POST', `/api/ad-submissions/${id}/decision`, { decision: 'release' })),
    ).toEqual({
      status: 202,
      message: '当前状态不能执行此操作',
    });
    const inbox = await db.select().from(messages).where(eq(messages.userId, me.id));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ type: 2, link: `/spread/index?task=${task}` });
    expect(inbox[0]!.content).toContain('未按要求展示商品');
    const logged = await db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'ad_task.submission_reject'), eq(operationLogs.targetId, id)));
    expect(logged).toHaveLength(1);
  });

  it('decides a batch: 207 with the skipped ones and why', async () => {
    const { db } = t.database;
    const me = await fresh();
    const task = await insertTask(db);
    const p = await insertParticipation(db, task, me.id, 'joined');
    const pending = [];
    for (let i = 0; i < 3; i += 1) {
      pending.push(
        await insertSubmission(db, {
          taskId: task,
          participationId: p,
          userId: me.id,
          status: 'pending_review',
        }),
      );
    }
    const done = await insertSubmission(db, {
      taskId: task,
      participationId: p,
      userId: me.id,
      status: 'approved',
    });
    const batch = await call('operator', 'POST', '/api/ad-submissions/decisions', {
      ids: [...pending, done, 2_000_000_000],
      decision: 'approve',
    });
    expect(batch.statusCode).toBe(207);
    expect(batch.json()).toEqual({
      data: {
        done: pending,
        skipped: [
          { id: done, message: '该投稿已被处理' },
          { id: 2_000_000_000, message: '记录不存在' },
        ],
      },
      message: '已处理 3 条，跳过 2 条',
    });
    const all = await call('operator', 'POST', '/api/ad-submissions/decisions', {
      ids: pending,
      decision: 'hold',
      reason: '互动率异常',
    });
    expect(all.statusCode).toBe(200);
    expect(data<{ done: number[] }>(all).done).toEqual(pending);
    const tooMany = await call('operator', 'POST', '/api/ad-submissions/decisions', {
      ids: Array.from({ length: 51 }, (_, i) => i + 1),
      decision: 'approve',
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
