import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import {
  answer,
  data,
  daysFromNow,
  insertParticipation,
  insertSubmission,
  insertTask,
  insertVideo,
  requestsOf,
} from '../../../test/support/ad-tasks.js';

let t: TestApp;

const { call, fresh } = requestsOf(() => t);

type Video = {
  id: number;
  title: string;
  plays: number;
  cover: string | null;
  bindable: boolean;
  checks: { rule: string; ok: boolean; message: string }[];
};
type List = { data: Video[]; total: number };

const videosOf = (task: number, userId: number, query = '', username = 'operator') =>
  call(username, 'GET', `/api/ad-tasks/${task}/participants/${userId}/videos${query}`);
const failed = (video: Video) => video.checks.filter((check) => !check.ok).map((check) => check.message);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/ad-tasks/{id}/participants/{userId}/videos (the staff bind picker)', () => {
  it("lists a participant's videos with the chips the bind refuses by, and binds what it calls bindable", async () => {
    const { db } = t.database;
    const creator = await fresh();
    const task = await insertTask(db, { topics: ['山野春笋季', '春日家宴'], maxVideosPerCreator: 2 });
    await insertParticipation(db, task, creator.id, 'joined');
    const elsewhere = await insertTask(db);
    const p = await insertParticipation(db, elsewhere, creator.id, 'joined');
    const taken = await insertVideo(db, creator.id, { title: '已参与', topics: ['山野春笋季', '春日家宴'] });
    await insertSubmission(db, {
      taskId: elsewhere,
      participationId: p,
      userId: creator.id,
      videoId: taken,
      status: 'approved',
    });
    await insertVideo(db, creator.id, { title: '可关联', topics: ['山野春笋季', '春日家宴'], plays: 5_300 });
    await insertVideo(db, creator.id, { title: '缺话题' });
    await insertVideo(db, creator.id, {
      title: '私密',
      visibility: 'private',
      topics: ['山野春笋季', '春日家宴'],
    });
    await insertVideo(db, creator.id, {
      title: '太早',
      publishedAt: daysFromNow(-30),
      topics: ['山野春笋季', '春日家宴'],
    });

    const list = data<List>(await videosOf(task, creator.id, '?size=20'));
    expect(list.total).toBe(5);
    const byTitle = Object.fromEntries(list.data.map((v) => [v.title, v]));
    expect(byTitle['可关联']).toMatchObject({ bindable: true, plays: 5_300 });
    expect(byTitle['可关联']!.checks.map((c) => c.rule)).toEqual([
      'published_public',
      'published_in_window',
      'topics',
      'free',
      'cap',
    ]);
    expect(failed(byTitle['缺话题']!)).toEqual(['视频缺少任务话题：#春日家宴']);
    expect(failed(byTitle['私密']!)).toEqual(['只能关联已发布的公开视频']);
    expect(failed(byTitle['太早']!)).toEqual(['视频发布时间不在任务时间内']);
    expect(failed(byTitle['已参与']!)).toEqual(['该视频已参与广告任务']);

    // What the list calls bindable the staff bind takes; the others it refuses with the first chip.
    for (const video of list.data) {
      const result = await call('operator', 'POST', `/api/ad-tasks/${task}/submissions`, {
        video_id: video.id,
      });
      if (video.bindable) expect(result.statusCode).toBe(200);
      else expect(answer(result)).toEqual({ status: 202, message: failed(video)[0] });
    }
  });

  it('fails the cap chip on every video once the participant has reached 每人最多投稿 n 条', async () => {
    const { db } = t.database;
    const creator = await fresh();
    const task = await insertTask(db, { maxVideosPerCreator: 1 });
    const p = await insertParticipation(db, task, creator.id, 'joined');
    const before = data<List>(await videosOf(task, creator.id, '', 'admin'));
    expect(before.total).toBe(0);
    await insertSubmission(db, { taskId: task, participationId: p, userId: creator.id, status: 'approved' });
    await insertVideo(db, creator.id, { title: '第二条' });
    const after = data<List>(await videosOf(task, creator.id));
    const second = after.data.find((v) => v.title === '第二条')!;
    expect(second.bindable).toBe(false);
    expect(failed(second)).toEqual(['每人最多投稿 1 条']);
    const bound = after.data.find((v) => v.id !== second.id)!;
    expect(failed(bound)).toEqual(['该视频已参与广告任务', '每人最多投稿 1 条']);
  });

  it('pages newest first and searches titles', async () => {
    const { db } = t.database;
    const creator = await fresh();
    const task = await insertTask(db);
    await insertParticipation(db, task, creator.id, 'joined');
    for (let day = 1; day <= 5; day += 1) {
      await insertVideo(db, creator.id, { title: `春笋 第${day}天`, publishedAt: daysFromNow(-day / 10) });
    }
    await insertVideo(db, creator.id, { title: '晚饭_100%' });

    const first = data<List>(await videosOf(task, creator.id, '?page=1&size=2'));
    expect(first.total).toBe(6);
    expect(first.data.map((v) => v.title)).toEqual(['春笋 第1天', '春笋 第2天']);
    const third = data<List>(await videosOf(task, creator.id, '?page=3&size=2'));
    expect(third.data.map((v) => v.title)).toEqual(['春笋 第5天', '晚饭_100%']);

    const found = data<List>(await videosOf(task, creator.id, `?q=${encodeURIComponent('第3')}`));
    expect(found).toMatchObject({ total: 1, data: [{ title: '春笋 第3天' }] });
    // The creator's own 我的视频 is the same list.
    const own = await call(
      creator.username,
      'GET',
      `/api/ad-hall/${task}/my-videos?q=${encodeURIComponent('第3')}`,
    );
    expect(data(own)).toEqual(found);
    // The keyword is text, not a pattern.
    const literal = data<List>(await videosOf(task, creator.id, `?q=${encodeURIComponent('_100%')}`));
    expect(literal.data.map((v) => v.title)).toEqual(['晚饭_100%']);
    expect(answer(await videosOf(task, creator.id, `?q=${'长'.repeat(51)}`))).toMatchObject({ status: 400 });
  });

  it('answers 404 for an unknown task and for a user who is not a joined participant', async () => {
    const { db } = t.database;
    const task = await insertTask(db);
    const joined = await fresh();
    await insertParticipation(db, task, joined.id, 'joined');
    expect(answer(await videosOf(2_000_000_000, joined.id))).toEqual({ status: 404, message: '任务不存在' });
    const stranger = await fresh();
    await insertVideo(db, stranger.id);
    expect(answer(await videosOf(task, stranger.id))).toEqual({
      status: 404,
      message: '该视频作者未参与此任务',
    });
    for (const status of ['applied', 'quit', 'removed'] as const) {
      const user = await fresh();
      await insertParticipation(db, task, user.id, status);
      expect(answer(await videosOf(task, user.id)), status).toEqual({
        status: 404,
        message: '该视频作者未参与此任务',
      });
    }
    expect(answer(await videosOf(task, 2_000_000_000))).toMatchObject({ status: 404 });
  });

  it('refuses a creator, an MCN and staff without 推广任务管理', async () => {
    const { db } = t.database;
    const task = await insertTask(db);
    const joined = await fresh();
    await insertParticipation(db, task, joined.id, 'joined');
    for (const username of ['creator', 'mcn', 'reviewer_a']) {
      expect((await videosOf(task, joined.id, '', username)).statusCode, username).toBe(403);
    }
    expect((await videosOf(task, joined.id, '', 'operator')).statusCode).toBe(200);
  });
});
