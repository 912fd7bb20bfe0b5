import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminTags, mcnCreators, userAdminTags } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import {
  daysFromNow,
  insertParticipation,
  insertSubmission,
  insertTask,
  insertVideo,
  userIdOf,
  answer,
  data,
  requestsOf,
  submissionCountDrift,
  type Json,
} from '../../../test/support/ad-tasks.js';
import { adParticipations, adSubmissions, adTasks, adTaskTypes } from './schema.js';

let t: TestApp;

const { call, fresh } = requestsOf(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
// After each test, the submission counter (migration 0016) still equals count(*) per task and status.
afterEach(async () => {
  expect(await submissionCountDrift(t.database.db)).toEqual([]);
});

describe('GET /api/ad-hall', () => {
  it('lists only running tasks, with locked and my_status', async () => {
    const { db } = t.database;
    const q = '大厅阶段';
    const running = await insertTask(db, { title: `${q}进行中` });
    await insertTask(db, { title: `${q}草稿`, status: 'draft' });
    await insertTask(db, { title: `${q}未开始`, startsAt: daysFromNow(2), endsAt: daysFromNow(9) });
    await insertTask(db, { title: `${q}已暂停`, status: 'paused' });
    await insertTask(db, { title: `${q}观察期`, startsAt: daysFromNow(-9), endsAt: daysFromNow(-1) });
    await insertTask(db, { title: `${q}已取消`, status: 'cancelled' });
    await insertTask(db, {
      title: `${q}已结算`,
      status: 'settled',
      startsAt: daysFromNow(-30),
      endsAt: daysFromNow(-20),
    });
    const locked = await insertTask(db, { title: `${q}签约`, requiredTag: '不存在的标签' });
    const me = await fresh();
    await insertParticipation(db, running, me.id, 'joined');

    const list = data<{ data: Json[]; total: number }>(
      await call(me.username, 'GET', `/api/ad-hall?q=${encodeURIComponent(q)}&sort=ending`),
    );
    expect(list.total).toBe(2);
    expect(list.data.map((row) => [row.id, row.locked, row.my_status])).toEqual(
      expect.arrayContaining([
        [running, false, 'joined'],
        [locked, true, null],
      ]),
    );
  });

  it('answers 403 to a pending MCN and to staff without spread:join', async () => {
    expect((await call('mcn_pending', 'GET', '/api/ad-hall')).statusCode).toBe(403);
    expect((await call('operator', 'GET', '/api/ad-hall')).statusCode).toBe(403);
  });
});

describe('GET /api/ad-hall/{id}: who sees what (§12.5)', () => {
  it('404s draft, scheduled and cancelled to everyone, later phases to non-participants', async () => {
    const { db } = t.database;
    const member = await fresh();
    const stranger = await fresh();
    const hidden = [
      await insertTask(db, { status: 'draft' }),
      await insertTask(db, { startsAt: daysFromNow(1), endsAt: daysFromNow(5) }),
      await insertTask(db, { status: 'cancelled' }),
    ];
    const later = [
      await insertTask(db, { status: 'paused' }),
      await insertTask(db, { startsAt: daysFromNow(-9), endsAt: daysFromNow(-1) }),
      await insertTask(db, { startsAt: daysFromNow(-30), endsAt: daysFromNow(-20) }),
      await insertTask(db, { status: 'settled', startsAt: daysFromNow(-30), endsAt: daysFromNow(-20) }),
    ];
    for (const id of [...hidden, ...later]) await insertParticipation(db, id, member.id, 'joined');
    for (const id of hidden) {
      expect(answer(await call(member.username, 'GET', `/api/ad-hall/${id}`))).toEqual({
        status: 404,
        message: '任务不存在',
      });
    }
    const phases = [];
    for (const id of later) {
      expect(answer(await call(stranger.username, 'GET', `/api/ad-hall/${id}`))).toEqual({
        status: 404,
        message: '任务不存在',
      });
      const seen = await call(member.username, 'GET', `/api/ad-hall/${id}`);
      expect(seen.statusCode).toBe(200);
      expect(data(seen).read_only).toBe(true);
      phases.push(data(seen).phase);
    }
    expect(phases).toEqual(['paused', 'observing', 'settleable', 'settled']);

    const running = await insertTask(db, { goods: ['HALL-GOODS-1'], joinFields: ['platform_account'] });
    const open = await call(stranger.username, 'GET', `/api/ad-hall/${running}`);
    expect(open.statusCode).toBe(200);
    expect(data(open)).toMatchObject({
      read_only: false,
      phase: 'running',
      topics: [expect.objectContaining({ name: '山野春笋季' })],
      goods: [expect.objectContaining({ name: '商品 HALL-GOODS-1' })],
      participation: null,
      submissions: [],
    });
    expect((data(open).join_fields as Json[]).map((f) => f.key)).toEqual(['platform_account']);
  });
});

describe('POST /api/ad-hall/{id}/join', () => {
  it('joins an open task and applies to an apply task, answering the join fields', async () => {
    const { db } = t.database;
    const me = await fresh();
    const open = await insertTask(db, { joinFields: ['platform_account'] });
    const invalid = await call(me.username, 'POST', `/api/ad-hall/${open}/join`, { answers: {} });
    expect(invalid.statusCode).toBe(400);
    expect((invalid.json() as { issues: Json[] }).issues).toEqual([
      { path: ['answers', 'platform_account'], message: '请填写平台账号' },
    ]);
    const joined = await call(me.username, 'POST', `/api/ad-hall/${open}/join`, {
      answers: { platform_account: '抖音号 123' },
    });
    expect(joined.statusCode).toBe(200);
    expect(data(joined)).toMatchObject({
      status: 'joined',
      answers: [expect.objectContaining({ key: 'platform_account', value: '抖音号 123' })],
    });
    const apply = await insertTask(db, { joinMode: 'apply' });
    expect(data(await call(me.username, 'POST', `/api/ad-hall/${apply}/join`, {})).status).toBe('applied');
    const [task] = await db.select().from(adTasks).where(eq(adTasks.id, apply));
    expect(task!.participantCount).toBe(1);
  });

  it('refuses with each §8 message', async () => {
    const { db } = t.database;
    const me = await fresh();
    const refusal = async (id: number) =>
      answer(await call(me.username, 'POST', `/api/ad-hall/${id}/join`, {}));

    const paused = await insertTask(db, { status: 'paused' });
    expect(await refusal(paused)).toEqual({ status: 202, message: '任务未在进行中' });
    const draft = await insertTask(db, { status: 'draft' });
    expect(await refusal(draft)).toEqual({ status: 404, message: '任务不存在' });

    const joined = await insertTask(db);
    await insertParticipation(db, joined, me.id, 'joined');
    expect(await refusal(joined)).toEqual({ status: 202, message: '你已参与此任务' });
    const removed = await insertTask(db);
    await insertParticipation(db, removed, me.id, 'removed');
    expect(await refusal(removed)).toEqual({ status: 202, message: '你已被移出此任务，无法再次参与' });
    const declined = await insertTask(db);
    await insertParticipation(db, declined, me.id, 'declined');
    expect(await refusal(declined)).toEqual({ status: 202, message: '你的报名未通过，无法再次报名' });

    const signed = await insertTask(db, { requiredTag: '签约创作者' });
    expect(await refusal(signed)).toEqual({ status: 202, message: '此任务仅限「签约创作者」参与' });
    const [tag] = await db.select().from(adminTags).where(eq(adminTags.name, '签约创作者'));
    await db.insert(userAdminTags).values({ userId: me.id, tagId: tag!.id });
    expect((await refusal(signed)).status).toBe(200);

    const full = await insertTask(db, { maxParticipants: 1 });
    await insertParticipation(db, full, (await fresh()).id, 'joined');
    expect(await refusal(full)).toEqual({ status: 202, message: '参与人数已满' });

    const quit = await insertTask(db);
    await insertParticipation(db, quit, me.id, 'quit');
    expect(data(await call(me.username, 'POST', `/api/ad-hall/${quit}/join`, {})).status).toBe('joined');
  });

  it('lets exactly max_participants of concurrent joins in', async () => {
    const { db } = t.database;
    const task = await insertTask(db, { maxParticipants: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, () => fresh()));
    const answers = await Promise.all(
      people.map((p) => call(p.username, 'POST', `/api/ad-hall/${task}/join`, {})),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 202).map((r) => answer(r).message)).toEqual(
      Array(5).fill('参与人数已满'),
    );
    const [row] = await db.select().from(adTasks).where(eq(adTasks.id, task));
    expect(row!.participantCount).toBe(3);
  });
});

describe('POST /api/ad-hall/{id}/quit', () => {
  it('withdraws pending submissions, refuses with an approved one or without joining', async () => {
    const { db } = t.database;
    const me = await fresh();
    const task = await insertTask(db);
    expect(answer(await call(me.username, 'POST', `/api/ad-hall/${task}/quit`))).toEqual({
      status: 202,
      message: '你未参与此任务',
    });
    const participation = await insertParticipation(db, task, me.id, 'joined');
    const pending = await insertSubmission(db, {
      taskId: task,
      participationId: participation,
      userId: me.id,
      status: 'pending_review',
    });
    const approved = await insertSubmission(db, {
      taskId: task,
      participationId: participation,
      userId: me.id,
      status: 'approved',
    });
    expect(answer(await call(me.username, 'POST', `/api/ad-hall/${task}/quit`))).toEqual({
      status: 202,
      message: '已有通过审核的投稿，不能退出',
    });
    await db.update(adSubmissions).set({ status: 'withdrawn' }).where(eq(adSubmissions.id, approved));
    const quit = await call(me.username, 'POST', `/api/ad-hall/${task}/quit`);
    expect(data(quit).status).toBe('quit');
    const [row] = await db.select().from(adSubmissions).where(eq(adSubmissions.id, pending));
    expect(row!.status).toBe('withdrawn');
    const [p] = await db.select().from(adParticipations).where(eq(adParticipations.id, participation));
    expect(p!.status).toBe('quit');
  });
});

describe('GET /api/my-ad-tasks and /api/mcn-ad-tasks', () => {
  it('sorts my participations into tabs with an estimate from baseReward', async () => {
    const { db } = t.database;
    const me = await fresh();
    const active = await insertTask(db, { title: '我的进行中' });
    const p = await insertParticipation(db, active, me.id, 'joined');
    await insertSubmission(db, {
      taskId: active,
      participationId: p,
      userId: me.id,
      videoId: await insertVideo(db, me.id, { plays: 20_000 }),
      status: 'approved',
    });
    const applied = await insertTask(db, { joinMode: 'apply' });
    await insertParticipation(db, applied, me.id, 'applied');
    const ended = await insertTask(db, { startsAt: daysFromNow(-9), endsAt: daysFromNow(-1) });
    await insertParticipation(db, ended, me.id, 'joined');
    const closed = await insertTask(db);
    await insertParticipation(db, closed, me.id, 'quit');

    const tab = async (name: string) =>
      data<{ data: Json[] }>(await call(me.username, 'GET', `/api/my-ad-tasks?tab=${name}`)).data;
    const [row] = await tab('active');
    // cpm ¥8.00 per 1 000 plays on 20 000 plays: ¥160.00 (the design's worked example).
    expect(row).toMatchObject({ task: { id: active }, estimate_fen: 16_000, my_status: 'joined' });
    expect((await tab('applied')).map((r) => (r.task as Json).id)).toEqual([applied]);
    expect((await tab('settling')).map((r) => (r.task as Json).id)).toEqual([ended]);
    expect((await tab('closed')).map((r) => (r.task as Json).id)).toEqual([closed]);
  });

  it('shows an MCN only its linked creators', async () => {
    const { db } = t.database;
    const mcnId = await userIdOf(db, 'mcn');
    const linked = await db.select().from(mcnCreators).where(eq(mcnCreators.mcnUserId, mcnId));
    expect(linked.length).toBeGreaterThan(0);
    const task = await insertTask(db, { title: 'MCN 视图' });
    await insertParticipation(db, task, linked[0]!.creatorUserId, 'joined');
    const outsider = await fresh();
    await insertParticipation(db, task, outsider.id, 'joined');
    const rows = data<{ data: Json[] }>(
      await call('mcn', 'GET', '/api/mcn-ad-tasks?tab=active&size=100'),
    ).data;
    const creators = rows.filter((r) => (r.task as Json).id === task).map((r) => (r.creator as Json).id);
    expect(creators).toEqual([linked[0]!.creatorUserId]);
    const all = rows.map((r) => (r.creator as Json).id);
    expect(all.every((id) => linked.some((l) => l.creatorUserId === id))).toBe(true);
    expect((await call('creator', 'GET', '/api/mcn-ad-tasks')).statusCode).toBe(403);
    expect(
      await db
        .select()
        .from(adParticipations)
        .where(and(eq(adParticipations.taskId, task), eq(adParticipations.userId, outsider.id))),
    ).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('answers the 31st join of a minute 429 with Retry-After, per user', async () => {
    const [me, other] = [await fresh(), await fresh()];
    const url = '/api/ad-hall/2000000000/join';
    for (let i = 0; i < 30; i += 1) expect((await call(me.username, 'POST', url, {})).statusCode).toBe(404);
    const limited = await call(me.username, 'POST', url, {});
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(other.username, 'POST', url, {})).statusCode).toBe(404);
  });
});

describe('GET /api/ad-hall/types', () => {
  it("counts each enabled type's tasks as the hall lists them, in the catalogue's order", async () => {
    const { db } = t.database;
    const [late, first, empty, off] = await db
      .insert(adTaskTypes)
      .values([
        { name: '类型计数·后', position: 7 },
        { name: '类型计数·前', position: -7 },
        { name: '类型计数·空', position: 7 },
        { name: '类型计数·停用', position: -8, enabled: false },
      ])
      .returning({ id: adTaskTypes.id, name: adTaskTypes.name });
    const typeName = first!.name;
    const shown = [
      await insertTask(db, { typeName }),
      // Restricted to a tag the caller lacks: listed (locked), so counted.
      await insertTask(db, { typeName, requiredTag: '不存在的标签' }),
    ];
    await insertTask(db, { typeName, status: 'paused' });
    await insertTask(db, { typeName, startsAt: daysFromNow(-9), endsAt: daysFromNow(-1) });
    await insertTask(db, { typeName, status: 'draft' });
    await insertTask(db, { typeName, startsAt: daysFromNow(2), endsAt: daysFromNow(9) });
    await insertTask(db, { typeName, status: 'cancelled' });
    await insertTask(db, { typeName: late!.name });
    await insertTask(db, { typeName: late!.name, status: 'paused' });
    await insertTask(db, { typeName: off!.name });
    const me = await fresh();

    const response = await call(me.username, 'GET', '/api/ad-hall/types');
    expect(response.statusCode).toBe(200);
    const types = data<{ id: number; name: string; count: number }[]>(response);
    const mine = types.filter((type) => type.name.startsWith('类型计数'));
    expect(mine).toEqual([
      { id: first!.id, name: '类型计数·前', count: 2 },
      { id: late!.id, name: '类型计数·后', count: 1 },
      { id: empty!.id, name: '类型计数·空', count: 0 },
    ]);
    // The catalogue's order: position, then id (the seeded types sit between).
    const ids = types.map((type) => type.id);
    expect(ids.indexOf(first!.id)).toBeLessThan(ids.indexOf(late!.id));
    expect(ids.indexOf(late!.id)).toBe(ids.indexOf(empty!.id) - 1);

    // Every count is the hall's total under that tab, for this caller.
    for (const type of types) {
      const list = data<{ data: Json[]; total: number }>(
        await call(me.username, 'GET', `/api/ad-hall?type_id=${type.id}&size=100`),
      );
      expect([type.name, list.total]).toEqual([type.name, type.count]);
    }
    const tab = data<{ data: Json[] }>(await call(me.username, 'GET', `/api/ad-hall?type_id=${first!.id}`));
    expect(tab.data.map((row) => row.id).sort()).toEqual([...shown].sort());
  });

  it('answers 401 anonymously and 403 to a pending MCN and to staff without spread:join', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ad-hall/types' })).statusCode).toBe(401);
    expect((await call('mcn_pending', 'GET', '/api/ad-hall/types')).statusCode).toBe(403);
    expect((await call('operator', 'GET', '/api/ad-hall/types')).statusCode).toBe(403);
  });

  it('leaves /api/ad-hall/{id} to task ids', async () => {
    const me = await fresh();
    expect(answer(await call(me.username, 'GET', '/api/ad-hall/2000000000'))).toEqual({
      status: 404,
      message: '任务不存在',
    });
  });
});
