import { MESSAGE_TYPES, reviewVideoDetail, videoDetail } from '@creator-console/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creatorStatements, messages, operationLogs, videos } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs, userIds } from '../../../test/support/demo.js';
import { as, storedVideo } from '../../../test/support/stored-files.js';

const NAMES = ['admin', 'operator', 'creator', 'creator_live', 'qinghe_axin'] as const;
const HOUR = 3_600_000;

let t: TestApp;
let db: TestApp['database']['db'];
let id: Record<(typeof NAMES)[number], number>;
let statementId: number;
/** What the publish form declares about the video each creator uploaded. */
const videoFiles = new Map<string, { url: string; mime: string; size: number; duration: number }>();
const videoFileOf = (username: string) => videoFiles.get(username)!;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  id = await userIds(t, NAMES);
  for (const username of ['creator', 'creator_live']) {
    const { url } = await storedVideo(as(t, username));
    videoFiles.set(username, { url, mime: 'video/mp4', size: 24_000_000, duration: 95 });
  }
  const [statement] = await db
    .select({ id: creatorStatements.id })
    .from(creatorStatements)
    .where(eq(creatorStatements.enabled, true));
  statementId = statement!.id;
});
afterAll(() => t?.close());
// Every test starts with nobody holding anything.
beforeEach(async () => {
  await db.update(videos).set({ lockedBy: null, lockedUntil: null });
});

const get = (username: string, url: string) => t.injectAs(username, { method: 'GET', url });
const post = (username: string, url: string, payload: object) =>
  t.injectAs(username, { method: 'POST', url, payload });
const put = (username: string, url: string, payload: object) =>
  t.injectAs(username, { method: 'PUT', url, payload });
const del = (username: string, url: string) => t.injectAs(username, { method: 'DELETE', url });

const claim = (username: string, stage: string, size = 20) =>
  post(username, '/api/audit/claim', { stage, size });
const decide = (username: string, videoId: number, payload: object) =>
  post(username, `/api/audit/videos/${videoId}/decision`, payload);
const claimedIds = async (username: string, stage: string, size = 20) => {
  const response = await claim(username, stage, size);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: number }[] }>().data.map((item) => item.id);
};

/** A video the creator submits now (it passes the machine review unless the text says otherwise). */
async function submitted(title: string, extra: object = {}, username = 'creator') {
  const response = await post(username, '/api/my-videos', {
    title,
    topics: ['家常菜'],
    file: videoFileOf(username),
    statement_id: statementId,
    submit: true,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return videoDetail.parse(response.json<{ data: unknown }>().data);
}
async function rowOf(videoId: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, videoId));
  return row!;
}
/** Puts a video at a stage as if it had waited there a while (older than anything seeded). */
async function waiting(
  videoId: number,
  status: 'machine_review' | 'first_review' | 'second_review',
  hoursAgo = 24 * 400,
) {
  await db
    .update(videos)
    .set({ status, submittedAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(videos.id, videoId));
}

describe('who may review', () => {
  it('refuses creators every review endpoint (403)', async () => {
    const [video] = await db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.userId, id.creator))
      .limit(1);
    const calls = [
      claim('creator', 'first'),
      post('creator', '/api/audit/release', {}),
      decide('creator', video!.id, { stage: 'first', decision: 'approve' }),
      post('creator', '/api/audit/decisions', { stage: 'first', decision: 'approve', ids: [video!.id] }),
      get('creator', '/api/audit/videos'),
      get('creator', `/api/audit/videos/${video!.id}`),
      put('creator', `/api/audit/videos/${video!.id}`, { title: 'x', visibility: 'public' }),
      get('creator', '/api/audit/reasons'),
      post('creator', '/api/audit/reasons', { kind: 'video', text: '创作者加的理由' }),
      get('creator', '/api/audit/statements'),
      get('creator', '/api/audit/whitelist'),
      post('creator', '/api/audit/whitelist', { user_id: id.creator }),
      get('creator', '/api/operation-logs'),
    ];
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
    expect(statuses).toEqual(calls.map(() => 403));
    expect((await rowOf(video!.id)).lockedBy).toBeNull();
  });

  it('lets operators read the whitelist but only administrators change it', async () => {
    expect((await get('operator', '/api/audit/whitelist')).statusCode).toBe(200);
    expect((await post('operator', '/api/audit/whitelist', { user_id: id.creator })).statusCode).toBe(403);
    expect((await del('operator', `/api/audit/whitelist/${id.qinghe_axin}`)).statusCode).toBe(403);
    expect((await get('operator', '/api/audit/whitelist/candidates?keyword=a')).statusCode).toBe(403);
  });
});

describe('the full flow', () => {
  it('draft → submit → machine → first → second → published, with history, log and notice', async () => {
    const draft = await post('creator', '/api/my-videos', { title: '完整流程：酸辣土豆丝' });
    const videoId = draft.json<{ data: { id: number } }>().data.id;
    const submit = await put('creator', `/api/my-videos/${videoId}`, {
      title: '完整流程：酸辣土豆丝',
      file: videoFileOf('creator'),
      statement_id: statementId,
      submit: true,
    });
    expect(submit.json().data.status).toBe('first_review');
    await waiting(videoId, 'first_review');

    expect(await claimedIds('operator', 'first')).toContain(videoId);
    const first = await decide('operator', videoId, { stage: 'first', decision: 'approve' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ id: videoId, status: 'second_review' });
    expect((await rowOf(videoId)).lockedBy).toBeNull();

    await waiting(videoId, 'second_review');
    expect(await claimedIds('admin', 'second')).toContain(videoId);
    const second = await decide('admin', videoId, { stage: 'second', decision: 'approve' });
    expect(second.json().data).toEqual({ id: videoId, status: 'published' });

    const mine = videoDetail.parse((await get('creator', `/api/my-videos/${videoId}`)).json().data);
    expect(mine.status).toBe('published');
    expect(mine.published_at).not.toBeNull();
    expect(mine.history.map((step) => `${step.stage}:${step.decision}`)).toEqual([
      'submit:submitted',
      'machine:pass',
      'first:approve',
      'second:approve',
    ]);
    expect(JSON.stringify(mine)).not.toContain('运营-林晓雯');

    const operatorView = reviewVideoDetail.parse(
      (await get('operator', `/api/audit/videos/${videoId}`)).json().data,
    );
    expect(operatorView.history.map((step) => step.reviewer)).toEqual([
      '山野厨房阿杰',
      null,
      '运营-林晓雯',
      '平台管理员',
    ]);
    expect(operatorView.reviewer).toBe('平台管理员');

    const logged = await db
      .select({ action: operationLogs.action, actorId: operationLogs.actorId })
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'video'), eq(operationLogs.targetId, videoId)))
      .orderBy(operationLogs.id);
    expect(logged).toEqual([
      { action: 'submit', actorId: id.creator },
      { action: 'machine_review', actorId: null },
      { action: 'review_approve', actorId: id.operator },
      { action: 'review_approve', actorId: id.admin },
    ]);
    const [notice] = await db
      .select()
      .from(messages)
      .where(eq(messages.userId, id.creator))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(notice).toMatchObject({
      type: MESSAGE_TYPES.review,
      title: '视频《完整流程：酸辣土豆丝》已通过审核',
    });
  });

  it('schedules a video whose publish time is ahead instead of publishing it', async () => {
    const scheduledAt = new Date(Date.now() + 3 * 24 * HOUR).toISOString();
    const video = await submitted('定时发布：周末早餐', { scheduled_at: scheduledAt });
    await waiting(video.id, 'second_review');
    expect(await claimedIds('operator', 'second')).toContain(video.id);
    const response = await decide('operator', video.id, { stage: 'second', decision: 'approve' });
    expect(response.json().data.status).toBe('scheduled');
    expect(await rowOf(video.id)).toMatchObject({ status: 'scheduled', publishedAt: null });

    // When its time has come, the publisher takes it live.
    await db
      .update(videos)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(videos.id, video.id));
    expect(await t.app.videos.publishDue()).toBeGreaterThanOrEqual(1);
    expect((await rowOf(video.id)).status).toBe('published');
  });

  it('rejects with reasons and a message: the creator is notified and sees why', async () => {
    const video = await submitted('被驳回的视频：凉拌木耳');
    await waiting(video.id, 'first_review');
    expect(await claimedIds('operator', 'first')).toContain(video.id);
    const before = (await db.select({ n: count() }).from(messages).where(eq(messages.userId, id.creator)))[0]!
      .n;
    const response = await decide('operator', video.id, {
      stage: 'first',
      decision: 'reject',
      reasons: ['画面模糊', '标题党'],
      message: '请上传清晰版本并修改标题',
    });
    expect(response.json().data).toEqual({ id: video.id, status: 'rejected' });

    const notices = await db
      .select()
      .from(messages)
      .where(eq(messages.userId, id.creator))
      .orderBy(desc(messages.id));
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]).toMatchObject({
      type: MESSAGE_TYPES.review,
      title: '视频《被驳回的视频：凉拌木耳》未通过初审',
      link: `/video/edit?id=${video.id}`,
    });
    expect(notices[0]!.content).toContain('原因：画面模糊、标题党');
    expect(notices[0]!.content).toContain('审核意见：请上传清晰版本并修改标题');

    const mine = videoDetail.parse((await get('creator', `/api/my-videos/${video.id}`)).json().data);
    expect(mine).toMatchObject({
      status: 'rejected',
      review_reasons: ['画面模糊', '标题党'],
      review_message: '请上传清晰版本并修改标题',
    });
  });

  it('lets an operator confirm or override a machine block at /audit/one', async () => {
    const blocked = await submitted('夜市摊位，代开发票');
    const overridden = await submitted('枪支模型展览', {}, 'creator_live');
    expect((await rowOf(blocked.id)).status).toBe('machine_review');
    await waiting(blocked.id, 'machine_review');
    await waiting(overridden.id, 'machine_review');
    const ids = await claimedIds('operator', 'machine');
    expect(ids).toEqual(expect.arrayContaining([blocked.id, overridden.id]));

    const override = await decide('operator', overridden.id, { stage: 'machine', decision: 'approve' });
    expect(override.json().data.status).toBe('first_review');
    const confirm = await decide('operator', blocked.id, {
      stage: 'machine',
      decision: 'reject',
      reasons: ['含广告导流'],
    });
    expect(confirm.json().data.status).toBe('rejected');
    expect((await rowOf(blocked.id)).reviewMessage).toBe('含广告导流');
  });
});

describe('claims and locks', () => {
  it('hands out suspect items first at first review, then the oldest, at most `size`', async () => {
    const plain = await submitted('排队：普通视频');
    const suspect = await submitted('排队：震惊的做法');
    await waiting(plain.id, 'first_review', 24 * 500);
    await waiting(suspect.id, 'first_review', 24 * 450);
    const response = await claim('operator', 'first', 3);
    const items = response.json<{ data: { id: number; machine_verdict: string; history: unknown[] }[] }>()
      .data;
    expect(items).toHaveLength(3);
    expect(items.slice(0, 1).map((item) => item.machine_verdict)).toEqual(['suspect']);
    const suspectCount = items.filter((item) => item.machine_verdict === 'suspect').length;
    expect(items.slice(0, suspectCount).every((item) => item.machine_verdict === 'suspect')).toBe(true);
    expect(items.map((item) => item.id)).toContain(suspect.id);
    expect(items[0]!.history.length).toBeGreaterThanOrEqual(2);
    expect((await claim('operator', 'first', 21)).statusCode).toBe(400);
  });
});

describe('GET /api/audit/videos', () => {
  it('filters by status, machine verdict, creator and keyword, with paging', async () => {
    const blocked = (await get('operator', `/api/audit/videos?${qs({ verdict: 'block', size: 100 })}`)).json()
      .data;
    expect(blocked.total).toBeGreaterThan(0);
    expect(blocked.data.every((row: { machine_verdict: string }) => row.machine_verdict === 'block')).toBe(
      true,
    );

    const ofCreator = (
      await get('operator', `/api/audit/videos?${qs({ creator_id: id.creator_live, size: 100 })}`)
    ).json().data;
    const [owned] = await db.select({ n: count() }).from(videos).where(eq(videos.userId, id.creator_live));
    expect(ofCreator.total).toBe(owned!.n);

    const byName = (await get('operator', `/api/audit/videos?${qs({ keyword: '晚风', size: 100 })}`)).json()
      .data;
    expect(byName.total).toBe(owned!.n);
    expect(byName.data[0].creator).toMatchObject({
      id: id.creator_live,
      name: '晚风说车',
      role_name: '创作者',
    });

    const published = (
      await get('operator', `/api/audit/videos?${qs({ status: 'published', size: 2 })}`)
    ).json().data;
    expect(published.data).toHaveLength(2);
    expect(published.data.every((row: { status: string }) => row.status === 'published')).toBe(true);
    expect((await get('operator', '/api/audit/videos/2000000000')).statusCode).toBe(404);
  });

  it("lets an operator correct a video's text, logging what changed", async () => {
    const video = await submitted('运营修改：原标题');
    const response = await put('operator', `/api/audit/videos/${video.id}`, {
      title: '运营修改：新标题',
      topics: ['家常菜'],
      visibility: 'fans',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: '运营修改：新标题', visibility: 'fans' });
    const [log] = await db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'operator_edit'), eq(operationLogs.targetId, video.id)));
    expect(log).toMatchObject({
      actorId: id.operator,
      detail: {
        title: { from: '运营修改：原标题', to: '运营修改：新标题' },
        visibility: { from: 'public', to: 'fans' },
      },
    });
    expect(log!.detail).not.toHaveProperty('topics');
  });
});

describe('review settings', () => {
  it('manages quick-review reasons per kind and in order', async () => {
    const seeded = (await get('operator', '/api/audit/reasons'))
      .json()
      .data.map((r: { text: string }) => r.text);
    expect(seeded.slice(0, 5)).toEqual(['画面模糊', '内容低俗', '涉嫌搬运', '标题党', '含广告导流']);
    const created = await post('operator', '/api/audit/reasons', {
      kind: 'video',
      text: '音画不同步',
      position: 0,
    });
    expect(created.statusCode).toBe(200);
    const reasonId = created.json().data.id;
    const duplicate = await post('operator', '/api/audit/reasons', { kind: 'video', text: '音画不同步' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('该审核理由已存在');
    // The same text is fine for albums.
    expect(
      (await post('operator', '/api/audit/reasons', { kind: 'album', text: '音画不同步' })).statusCode,
    ).toBe(200);

    const renamed = await put('operator', `/api/audit/reasons/${reasonId}`, {
      kind: 'video',
      text: '声音与画面不同步',
      position: 99,
    });
    expect(renamed.json().data).toMatchObject({ text: '声音与画面不同步', position: 99 });
    const list = (await get('operator', '/api/audit/reasons?kind=video')).json().data;
    expect(list.at(-1).text).toBe('声音与画面不同步');
    expect((await del('operator', `/api/audit/reasons/${reasonId}`)).statusCode).toBe(200);
    expect((await del('operator', `/api/audit/reasons/${reasonId}`)).statusCode).toBe(404);
    const [log] = await db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'reason_delete'), eq(operationLogs.targetId, reasonId)));
    expect(log).toMatchObject({ module: 'video', actorId: id.operator });
  });

  it('manages declarations; the publish form offers only the enabled ones', async () => {
    const created = await post('operator', '/api/audit/statements', {
      content: '含专业驾驶，请勿模仿',
      position: 1,
    });
    const statement = created.json().data;
    expect(statement).toMatchObject({ enabled: true, position: 1 });
    const offered = async () =>
      (await get('creator', '/api/video-statements')).json().data.map((s: { content: string }) => s.content);
    expect(await offered()).toContain('含专业驾驶，请勿模仿');
    await put('operator', `/api/audit/statements/${statement.id}`, {
      content: '含专业驾驶，请勿模仿',
      enabled: false,
    });
    expect(await offered()).not.toContain('含专业驾驶，请勿模仿');
    const all = (await get('operator', '/api/audit/statements')).json().data;
    expect(all.map((s: { content: string }) => s.content)).toContain('含专业驾驶，请勿模仿');
    expect((await post('operator', '/api/audit/statements', { content: '' })).json().message).toBe(
      '请填写声明内容',
    );
    expect((await del('operator', `/api/audit/statements/${statement.id}`)).statusCode).toBe(200);
  });

  it('manages the whitelist: search, add, list, remove; a listed creator skips the machine review', async () => {
    const candidates = (
      await get('admin', `/api/audit/whitelist/candidates?${qs({ keyword: '晚风' })}`)
    ).json().data;
    expect(candidates).toEqual([expect.objectContaining({ id: id.creator_live, whitelisted: false })]);
    const added = await post('admin', '/api/audit/whitelist', {
      user_id: id.creator_live,
      note: '汽车垂类头部',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({
      user: { id: id.creator_live },
      note: '汽车垂类头部',
      added_by: '平台管理员',
    });
    expect((await post('admin', '/api/audit/whitelist', { user_id: id.creator_live })).statusCode).toBe(202);
    expect((await post('admin', '/api/audit/whitelist', { user_id: 2_000_000_000 })).statusCode).toBe(404);

    const listed = (await get('operator', `/api/audit/whitelist?${qs({ keyword: '晚风' })}`)).json().data;
    expect(listed.total).toBe(1);
    const skipped = await submitted('白名单：改装排气，代开发票', {}, 'creator_live');
    expect(await rowOf(skipped.id)).toMatchObject({ status: 'first_review', machineReasons: ['白名单'] });

    expect((await del('admin', `/api/audit/whitelist/${id.creator_live}`)).statusCode).toBe(200);
    expect((await del('admin', `/api/audit/whitelist/${id.creator_live}`)).statusCode).toBe(404);
    const checked = await submitted('白名单移除后：代开发票', {}, 'creator_live');
    expect((await rowOf(checked.id)).status).toBe('machine_review');
  });
});

describe('GET /api/operation-logs', () => {
  it('lists video operations newest first, by actor and date, with the actor named', async () => {
    const response = await get(
      'operator',
      `/api/operation-logs?${qs({ module: 'video', actor_id: id.operator, size: 5 })}`,
    );
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json().data;
    expect(total).toBeGreaterThan(5);
    expect(data).toHaveLength(5);
    expect(data.every((row: { actor: { id: number; name: string } }) => row.actor.id === id.operator)).toBe(
      true,
    );
    expect(data[0].actor.name).toBe('运营-林晓雯');
    const times = data.map((row: { created_at: string }) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const albums = (await get('operator', '/api/operation-logs?module=album')).json().data;
    expect(albums.data.every((row: { module: string }) => row.module === 'album')).toBe(true);
    const future = (await get('operator', '/api/operation-logs?start_date=2099-01-01')).json().data;
    expect(future.total).toBe(0);
  });
});
