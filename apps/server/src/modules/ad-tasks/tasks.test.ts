import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AD_TASK_PHASES,
  AD_TASK_REFUSALS as R,
  MESSAGE_TYPES,
  type AdTaskPhase,
} from '@creator-console/contract';
import { messages, operationLogs, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { TINY_PNG } from '../../../test/security/samples.js';
import { submissionCountDrift } from '../../../test/support/ad-tasks.js';
import {
  adGoods,
  adParticipations,
  adSettlementRuns,
  adSubmissions,
  adTasks,
  adTaskTopics,
  adTaskTypes,
  adTopics,
} from './schema.js';

let t: TestApp;

type Json = Record<string, unknown>;
type Detail = Json & { id: number; version: number; phase: string; locked_fields: string[] };
const call = (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.injectAs(username, { method, url, ...(payload !== undefined ? { payload: payload as Json } : {}) });
const data = <T = Json>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message?: string }).message,
});
const issuesOf = (response: { json(): unknown }) =>
  (response.json() as { issues: { path: (string | number)[]; message: string }[] }).issues;

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

const ids = {
  type: 0,
  disabledType: 0,
  topic: 0,
  topic2: 0,
  disabledTopic: 0,
  goods: 0,
  offSaleGoods: 0,
  user: {} as Record<string, number>,
};
let cover = '';

const logRows = async (action: string, targetId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(operationLogs)
      .where(and(eq(operationLogs.action, `ad_task.${action}`), eq(operationLogs.targetId, targetId)))
  )[0]!.n;

/** A complete form that publishes (starts tomorrow, cpm ¥8.00 capped at ¥300.00, budget ¥20,000.00). */
const form = (over: Json = {}): Json => ({
  title: '测试任务·春笋',
  advertiser_name: '山野食品旗舰店',
  type_id: ids.type,
  cover,
  brief: '用春笋做一道家常菜，视频中展示笋干礼盒。',
  starts_at: inDays(1).toISOString(),
  ends_at: inDays(20).toISOString(),
  topic_ids: [ids.topic],
  goods_ids: [ids.goods],
  reward: { kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 },
  budget_fen: 2_000_000,
  ...over,
});

/** Inserts a published (or other) task directly, times relative to now, with one topic. */
async function insertTask(title: string, values: Partial<typeof adTasks.$inferInsert> = {}) {
  const { db } = t.database;
  const [row] = await db
    .insert(adTasks)
    .values({
      title,
      advertiserName: '测试广告主',
      typeId: ids.type,
      cover,
      brief: '说明',
      status: 'published',
      startsAt: inDays(-5),
      endsAt: inDays(10),
      observeDays: 7,
      reward: { kind: 'fixed', amount_fen: 5_000 },
      rewardKind: 'fixed',
      rewardMaxFen: 5_000,
      budgetFen: 100_000,
      publishedAt: inDays(-6),
      ...values,
    })
    .returning();
  await db.insert(adTaskTopics).values({ taskId: row!.id, topicId: ids.topic, name: '山野春笋季' });
  return row!;
}

async function participate(taskId: number, username: string, status: 'applied' | 'joined' | 'quit') {
  const [row] = await t.database.db
    .insert(adParticipations)
    .values({ taskId, userId: ids.user[username]!, status })
    .returning();
  return row!;
}

async function submit(
  participation: { id: number; taskId: number; userId: number },
  status: 'pending_review' | 'approved' | 'held' | 'planned' | 'rejected',
) {
  const [row] = await t.database.db
    .insert(adSubmissions)
    .values({
      taskId: participation.taskId,
      participationId: participation.id,
      userId: participation.userId,
      videoTitle: `视频-${status}`,
      status,
    })
    .returning();
  return row!;
}

const messagesOf = (username: string, link: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, ids.user[username]!), like(messages.content, `%${link}%`)));

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  const idOf = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]!.id;
  ids.type = await idOf(db.select().from(adTaskTypes).where(eq(adTaskTypes.name, '种草')));
  ids.disabledType = await idOf(db.select().from(adTaskTypes).where(eq(adTaskTypes.name, '直播带货')));
  ids.topic = await idOf(db.select().from(adTopics).where(eq(adTopics.name, '山野春笋季')));
  ids.topic2 = await idOf(db.select().from(adTopics).where(eq(adTopics.name, '冬季暖锅节')));
  ids.disabledTopic = await idOf(db.select().from(adTopics).where(eq(adTopics.name, '双11囤货')));
  ids.goods = await idOf(db.select().from(adGoods).where(eq(adGoods.status, 'on_sale')));
  ids.offSaleGoods = await idOf(db.select().from(adGoods).where(eq(adGoods.status, 'off_sale')));
  const people = await db.select({ id: users.id, username: users.username }).from(users);
  ids.user = Object.fromEntries(people.map((u) => [u.username, u.id]));
  const uploaded = await t.injectAs('operator', {
    method: 'POST',
    url: '/api/files?purpose=ad&name=cover.png',
    headers: { 'content-type': 'image/png' },
    payload: TINY_PNG,
  });
  expect(uploaded.statusCode).toBe(200);
  cover = data<{ url: string }>(uploaded).url;
});
afterAll(() => t.close());
// After each test, the submission counter (migration 0016) still equals count(*) per task and status.
afterEach(async () => {
  expect(await submissionCountDrift(t.database.db)).toEqual([]);
});

describe('access', () => {
  it('answers 403 to creators on every /api/ad-tasks* and 404 任务不存在 for an unknown id', async () => {
    const [task] = await t.database.db.insert(adTasks).values({ title: '权限测试草稿' }).returning();
    const id = task!.id;
    const requests: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Json][] = [
      ['GET', '/api/ad-tasks'],
      ['POST', '/api/ad-tasks', { title: '创作者的任务' }],
      ['GET', `/api/ad-tasks/${id}`],
      ['PUT', `/api/ad-tasks/${id}`, { title: '改名', version: 0 }],
      ['POST', `/api/ad-tasks/${id}/publish`],
      ['POST', `/api/ad-tasks/${id}/pause`, { reason: '原因' }],
      ['POST', `/api/ad-tasks/${id}/resume`],
      ['POST', `/api/ad-tasks/${id}/cancel`, { reason: '原因' }],
      ['DELETE', `/api/ad-tasks/${id}`],
      ['GET', `/api/ad-tasks/${id}/participants`],
      ['POST', '/api/ad-participations/1/decision', { decision: 'approve' }],
    ];
    for (const [method, url, body] of requests) {
      expect((await call('creator', method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [after] = await t.database.db.select().from(adTasks).where(eq(adTasks.id, id));
    expect(after).toMatchObject({ title: '权限测试草稿', version: 0 });

    const missing = 2_000_000_000;
    for (const [method, url, body] of [
      ['GET', `/api/ad-tasks/${missing}`],
      ['PUT', `/api/ad-tasks/${missing}`, { title: '不存在', version: 0 }],
      ['POST', `/api/ad-tasks/${missing}/publish`],
      ['POST', `/api/ad-tasks/${missing}/pause`, { reason: '原因' }],
      ['POST', `/api/ad-tasks/${missing}/resume`],
      ['POST', `/api/ad-tasks/${missing}/cancel`, { reason: '原因' }],
      ['DELETE', `/api/ad-tasks/${missing}`],
      ['GET', `/api/ad-tasks/${missing}/participants`],
    ] as const) {
      expect(refusal(await call('operator', method, url, body)), `${method} ${url}`).toEqual({
        status: 404,
        message: '任务不存在',
      });
    }
    expect(
      refusal(
        await call('operator', 'POST', `/api/ad-participations/${missing}/decision`, { decision: 'approve' }),
      ),
    ).toEqual({ status: 404, message: '记录不存在' });
  });
});

describe('create, read, edit', () => {
  it('saves a draft with only a title, and its detail sent back is a valid PUT', async () => {
    const created = await call('operator', 'POST', '/api/ad-tasks', { title: '只有名称的草稿' });
    expect(created.statusCode).toBe(200);
    const draft = data<Detail>(created);
    expect(draft).toMatchObject({
      title: '只有名称的草稿',
      status: 'draft',
      phase: 'draft',
      version: 0,
      locked_fields: [],
      topic_ids: [],
      reward: null,
      budget_fen: null,
      published_at: null,
    });
    expect(await logRows('task_create', draft.id)).toBe(1);

    const read = data<Detail>(await call('operator', 'GET', `/api/ad-tasks/${draft.id}`));
    const saved = await call('operator', 'PUT', `/api/ad-tasks/${draft.id}`, read);
    expect(saved.statusCode).toBe(200);
    expect(data(saved)).toMatchObject({ title: '只有名称的草稿', version: 1 });
    expect(await logRows('task_update', draft.id)).toBe(1);
  });

  it('publishing checks everything: 400 with the issues, then the 202 refusals, and writes nothing', async () => {
    const { db } = t.database;
    const before = (await db.select({ n: count() }).from(adTasks))[0]!.n;

    const incomplete = await call('operator', 'POST', '/api/ad-tasks', { title: '缺很多', publish: true });
    expect(incomplete.statusCode).toBe(400);
    expect(issuesOf(incomplete)).toEqual(
      expect.arrayContaining([
        { path: ['advertiser_name'], message: '请填写广告主名称' },
        { path: ['type_id'], message: '请选择任务类型' },
        { path: ['cover'], message: '请上传任务封面' },
        { path: ['brief'], message: '请填写任务说明' },
        { path: ['topic_ids'], message: '请至少选择 1 个任务话题' },
      ]),
    );
    const lowBudget = await call(
      'operator',
      'POST',
      '/api/ad-tasks',
      form({ budget_fen: 5_000, publish: true }),
    );
    expect(lowBudget.statusCode).toBe(400);
    expect(issuesOf(lowBudget)).toEqual([{ path: ['budget_fen'], message: '任务预算不能低于 ¥100.00' }]);

    const refused: [Json, string][] = [
      [{ topic_ids: [ids.disabledTopic] }, '所选话题不存在或已停用'],
      [{ goods_ids: [ids.offSaleGoods] }, '所选商品不存在或已下架'],
      [{ type_id: ids.disabledType }, '该任务类型已停用'],
      [{ budget_fen: 20_000 }, '预算不足以支付一条投稿的奖励'],
      [{ starts_at: inDays(-1).toISOString() }, '开始时间已过，请重新设置'],
    ];
    for (const [change, message] of refused) {
      expect(
        refusal(await call('operator', 'POST', '/api/ad-tasks', form({ ...change, publish: true }))),
      ).toEqual({
        status: 202,
        message,
      });
    }
    expect((await db.select({ n: count() }).from(adTasks))[0]!.n).toBe(before);

    const published = await call('operator', 'POST', '/api/ad-tasks', form({ publish: true }));
    expect(published.statusCode).toBe(200);
    const task = data<Detail & { topics: { name: string }[]; published_at: string }>(published);
    expect(task).toMatchObject({ status: 'published', phase: 'scheduled', topics: [{ name: '山野春笋季' }] });
    expect(task.published_at).not.toBeNull();
    expect(await logRows('task_create', task.id)).toBe(1);
    expect(await logRows('task_publish', task.id)).toBe(1);
  });

  it('publishes a draft once, snapshotting the topic names', async () => {
    const draft = data<Detail>(await call('operator', 'POST', '/api/ad-tasks', form({ title: '稍后发布' })));
    expect(draft).toMatchObject({ status: 'draft', phase: 'draft' });
    await t.database.db.update(adTaskTopics).set({ name: '旧名称' }).where(eq(adTaskTopics.taskId, draft.id));

    const published = await call('operator', 'POST', `/api/ad-tasks/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(data(published)).toMatchObject({
      phase: 'scheduled',
      topics: [{ id: ids.topic, name: '山野春笋季' }],
    });
    expect(refusal(await call('operator', 'POST', `/api/ad-tasks/${draft.id}/publish`))).toEqual({
      status: 202,
      message: '只有草稿可以发布',
    });
    expect(await logRows('task_publish', draft.id)).toBe(1);

    const scheduled = data<Detail>(await call('operator', 'GET', `/api/ad-tasks/${draft.id}`));
    expect(scheduled.locked_fields).toEqual([]);
    const moved = { ...scheduled, starts_at: inDays(-1).toISOString() };
    expect(refusal(await call('operator', 'PUT', `/api/ad-tasks/${draft.id}`, moved))).toEqual({
      status: 202,
      message: '开始时间已过，请重新设置',
    });
    const retitled = await call('operator', 'PUT', `/api/ad-tasks/${draft.id}`, {
      ...scheduled,
      title: '改名后发布',
    });
    expect(data(retitled)).toMatchObject({ title: '改名后发布', phase: 'scheduled' });

    const bare = data<Detail>(await call('operator', 'POST', '/api/ad-tasks', { title: '空草稿' }));
    const invalid = await call('operator', 'POST', `/api/ad-tasks/${bare.id}/publish`);
    expect(invalid.statusCode).toBe(400);
    expect(issuesOf(invalid)).toEqual(
      expect.arrayContaining([{ path: ['type_id'], message: '请选择任务类型' }]),
    );
    expect(data(await call('operator', 'GET', `/api/ad-tasks/${bare.id}`))).toMatchObject({
      status: 'draft',
    });
  });

  it('lets one of two edits at the same version win; the other is refused and changes nothing', async () => {
    const draft = data<Detail>(await call('operator', 'POST', '/api/ad-tasks', { title: '并发编辑' }));
    const answers = await Promise.all(
      ['甲的标题', '乙的标题'].map((title) =>
        call('operator', 'PUT', `/api/ad-tasks/${draft.id}`, { title, version: draft.version }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 202]);
    const loser = answers.find((a) => a.statusCode === 202)!;
    const winner = answers.find((a) => a.statusCode === 200)!;
    expect(refusal(loser).message).toBe('任务已被他人修改，请刷新后重试');
    const now = data<Detail>(await call('operator', 'GET', `/api/ad-tasks/${draft.id}`));
    expect(now).toMatchObject({ title: data<Detail>(winner).title, version: 1 });
    expect(await logRows('task_update', draft.id)).toBe(1);
  });

  it('once started, refuses locked fields, an earlier end and a lower budget, and changes nothing', async () => {
    const row = await insertTask('已开始的任务', {
      settledFen: 50_000,
      reservedFen: 20_000,
      budgetFen: 100_000,
    });
    const read = data<Detail>(await call('operator', 'GET', `/api/ad-tasks/${row.id}`));
    expect(read.phase).toBe('running');
    expect(read.locked_fields).toEqual(
      expect.arrayContaining(['reward', 'topic_ids', 'starts_at', 'join_mode']),
    );
    expect(read.locked_fields).not.toContain('brief');

    const refused: [Json, string][] = [
      [{ reward: { kind: 'fixed', amount_fen: 9_000 } }, R.started],
      [{ topic_ids: [ids.topic, ids.topic2] }, R.started],
      [{ goods_ids: [ids.goods] }, R.started],
      [{ starts_at: inDays(-4).toISOString() }, R.started],
      [{ join_mode: 'apply' }, R.started],
      [{ metric_source: 'receipt' }, R.started],
      [{ ends_at: inDays(5).toISOString() }, R.started],
      [{ budget_fen: 60_000 }, '预算不能低于已结算与结算中金额之和'],
      [{ budget_fen: 80_000 }, R.started],
    ];
    for (const [change, message] of refused) {
      expect(
        refusal(await call('operator', 'PUT', `/api/ad-tasks/${row.id}`, { ...read, ...change })),
      ).toEqual({
        status: 202,
        message,
      });
    }
    const [unchanged] = await t.database.db.select().from(adTasks).where(eq(adTasks.id, row.id));
    expect(unchanged).toMatchObject({
      version: 0,
      budgetFen: 100_000,
      reward: { kind: 'fixed', amount_fen: 5_000 },
    });
    expect(await logRows('task_update', row.id)).toBe(0);

    const ends = inDays(30).toISOString();
    const saved = await call('operator', 'PUT', `/api/ad-tasks/${row.id}`, {
      ...read,
      brief: '补充说明',
      ends_at: ends,
      budget_fen: 150_000,
      max_participants: 50,
    });
    expect(saved.statusCode).toBe(200);
    expect(data(saved)).toMatchObject({ brief: '补充说明', ends_at: ends, budget_fen: 150_000, version: 1 });

    const ended = await insertTask('已结束的任务', { startsAt: inDays(-20), endsAt: inDays(-1) });
    const endedRead = data<Detail>(await call('operator', 'GET', `/api/ad-tasks/${ended.id}`));
    expect(endedRead.phase).toBe('observing');
    expect(
      refusal(await call('operator', 'PUT', `/api/ad-tasks/${ended.id}`, { ...endedRead, brief: '改' })),
    ).toEqual({ status: 202, message: '任务已结束，不能修改' });
  });
});

describe('list', () => {
  it('filters by the derived phase, keyword, type and reward kind', async () => {
    const { db } = t.database;
    const made: Partial<Record<AdTaskPhase, number>> = {};
    const past = { startsAt: inDays(-30), endsAt: inDays(-20) };
    made.draft = (await db.insert(adTasks).values({ title: 'PHASE-draft' }).returning())[0]!.id;
    made.scheduled = (await insertTask('PHASE-scheduled', { startsAt: inDays(2), endsAt: inDays(9) })).id;
    made.running = (await insertTask('PHASE-running')).id;
    made.paused = (await insertTask('PHASE-paused', { status: 'paused' })).id;
    made.observing = (await insertTask('PHASE-observing', { startsAt: inDays(-10), endsAt: inDays(-2) })).id;
    made.settleable = (await insertTask('PHASE-settleable', { ...past, status: 'paused' })).id;
    made.settling = (await insertTask('PHASE-settling', past)).id;
    await db.insert(adSettlementRuns).values({ taskId: made.settling, status: 'posting' });
    made.settled = (await insertTask('PHASE-settled', { ...past, status: 'settled' })).id;
    made.cancelled = (await insertTask('PHASE-cancelled', { status: 'cancelled' })).id;

    for (const phase of AD_TASK_PHASES) {
      const list = data<{ data: { id: number; phase: string }[]; total: number }>(
        await call('operator', 'GET', `/api/ad-tasks?q=PHASE-&phase=${phase}`),
      );
      expect(list, phase).toEqual({ data: [expect.objectContaining({ id: made[phase], phase })], total: 1 });
    }
    const all = data<{ data: { title: string }[]; total: number }>(
      await call('operator', 'GET', '/api/ad-tasks?q=PHASE-&sort=ends_at&order=asc&size=20'),
    );
    expect(all.total).toBe(9);
    expect(all.data.at(-1)!.title).toBe('PHASE-draft');
    const fixed = data<{ total: number }>(
      await call('operator', 'GET', `/api/ad-tasks?q=PHASE-&reward_kind=fixed&type_id=${ids.type}`),
    );
    expect(fixed.total).toBe(8);
    expect((await call('operator', 'GET', '/api/ad-tasks?phase=later')).statusCode).toBe(400);
  });

  it('counts participants and submissions by status and carries the budget figures', async () => {
    const row = await insertTask('计数任务', { reservedFen: 1_000, settledFen: 2_000 });
    const joined = await participate(row.id, 'creator', 'joined');
    await participate(row.id, 'creator_live', 'applied');
    await submit(joined, 'approved');
    await submit(joined, 'pending_review');
    const list = data<{ data: Json[] }>(await call('operator', 'GET', '/api/ad-tasks?q=计数任务'));
    expect(list.data[0]).toMatchObject({
      participants: { joined: 1, applied: 1, declined: 0 },
      submissions: { approved: 1, pending_review: 1, settled: 0 },
      budget_fen: 100_000,
      reserved_fen: 1_000,
      settled_fen: 2_000,
    });
  });

  it('pages in the list’s order, each row with its own counts, the total over every match', async () => {
    const budgets = [300_000, null, 100_000, 200_000, 100_000];
    const made: { id: number }[] = [];
    for (const [i, budgetFen] of budgets.entries()) {
      // A published task needs a budget: the one without is a draft.
      const status = budgetFen === null ? 'draft' : 'published';
      made.push(await insertTask(`PAGED-${i}`, { budgetFen, status, createdAt: inDays(-i) }));
    }
    const joined = await participate(made[3]!.id, 'creator', 'joined');
    await submit(joined, 'approved');
    await submit(joined, 'held');
    const page = async (query: string) =>
      data<{ data: Json[]; total: number }>(await call('operator', 'GET', `/api/ad-tasks?q=PAGED-&${query}`));
    // Budget ascending, ties by id ascending, no budget last.
    const byBudget = [2, 4, 3, 0, 1].map((i) => made[i]!.id);
    const pages = await Promise.all([1, 2, 3].map((n) => page(`sort=budget_fen&order=asc&size=2&page=${n}`)));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap((p) => p.data.map((row) => row.id))).toEqual(byBudget);
    expect(pages[1]!.data[0]).toMatchObject({
      title: 'PAGED-3',
      participants: { joined: 1, applied: 0 },
      submissions: { approved: 1, held: 1, pending_review: 0 },
    });
    expect(pages[0]!.data[0]).toMatchObject({ title: 'PAGED-2', submissions: { approved: 0, held: 0 } });
    // Newest first by default; past the end: no rows, the same total.
    expect((await page('size=2&page=1')).data.map((row) => row.title)).toEqual(['PAGED-0', 'PAGED-1']);
    expect(await page('size=2&page=4')).toEqual({ data: [], total: 5 });
  });
});

describe('transitions', () => {
  it('pauses, resumes, deletes drafts only, with one log row each', async () => {
    const row = await insertTask('暂停恢复');
    const paused = await call('operator', 'POST', `/api/ad-tasks/${row.id}/pause`, {
      reason: '广告主调整素材',
    });
    expect(paused.statusCode).toBe(200);
    expect(data(paused)).toMatchObject({ phase: 'paused', pause_reason: '广告主调整素材', version: 1 });
    expect(
      refusal(await call('operator', 'POST', `/api/ad-tasks/${row.id}/pause`, { reason: '再停' })),
    ).toEqual({
      status: 202,
      message: '只有进行中的任务可以暂停',
    });
    const resumed = await call('operator', 'POST', `/api/ad-tasks/${row.id}/resume`);
    expect(data(resumed)).toMatchObject({ phase: 'running', status: 'published' });
    expect(refusal(await call('operator', 'POST', `/api/ad-tasks/${row.id}/resume`))).toEqual({
      status: 202,
      message: '只有已暂停的任务可以恢复',
    });
    expect(await logRows('task_pause', row.id)).toBe(1);
    expect(await logRows('task_resume', row.id)).toBe(1);

    const late = await insertTask('暂停后已结束', {
      status: 'paused',
      startsAt: inDays(-10),
      endsAt: inDays(-1),
    });
    expect(refusal(await call('operator', 'POST', `/api/ad-tasks/${late.id}/resume`))).toEqual({
      status: 202,
      message: '任务已结束，不能恢复',
    });
    expect(refusal(await call('operator', 'DELETE', `/api/ad-tasks/${row.id}`))).toEqual({
      status: 202,
      message: '只有草稿可以删除',
    });
    const draft = data<Detail>(await call('operator', 'POST', '/api/ad-tasks', { title: '要删除的草稿' }));
    expect((await call('operator', 'DELETE', `/api/ad-tasks/${draft.id}`)).statusCode).toBe(200);
    expect(refusal(await call('operator', 'GET', `/api/ad-tasks/${draft.id}`)).status).toBe(404);
    expect(await logRows('task_delete', draft.id)).toBe(1);
  });

  it('cancels: open participations declined, unsettled submissions invalidated, participants told', async () => {
    const { db } = t.database;
    const row = await insertTask('将被取消的任务');
    const joined = await participate(row.id, 'creator', 'joined');
    const applied = await participate(row.id, 'creator_live', 'applied');
    const quit = await participate(row.id, 'qinghe_xiaoyu', 'quit');
    const pending = await submit(joined, 'pending_review');
    const approved = await submit(joined, 'approved');
    const rejected = await submit(joined, 'rejected');
    await db.update(adTasks).set({ participantCount: 2 }).where(eq(adTasks.id, row.id));

    const cancelled = await call('operator', 'POST', `/api/ad-tasks/${row.id}/cancel`, {
      reason: '广告主取消投放',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(data(cancelled)).toMatchObject({ phase: 'cancelled', cancel_reason: '广告主取消投放' });

    const parts = await db
      .select({ id: adParticipations.id, status: adParticipations.status })
      .from(adParticipations)
      .where(eq(adParticipations.taskId, row.id));
    expect(Object.fromEntries(parts.map((p) => [p.id, p.status]))).toEqual({
      [joined.id]: 'declined',
      [applied.id]: 'declined',
      [quit.id]: 'quit',
    });
    const subs = await db
      .select({ id: adSubmissions.id, status: adSubmissions.status, reason: adSubmissions.reason })
      .from(adSubmissions)
      .where(inArray(adSubmissions.id, [pending.id, approved.id, rejected.id]));
    expect(subs.sort((a, b) => a.id - b.id)).toEqual([
      { id: pending.id, status: 'invalidated', reason: '任务已取消' },
      { id: approved.id, status: 'invalidated', reason: '任务已取消' },
      { id: rejected.id, status: 'rejected', reason: '' },
    ]);
    for (const username of ['creator', 'creator_live']) {
      const told = await messagesOf(username, '将被取消的任务');
      expect(told, username).toEqual([
        expect.objectContaining({ type: MESSAGE_TYPES.system, link: '/spread/mine' }),
      ]);
    }
    expect(await messagesOf('qinghe_xiaoyu', '将被取消的任务')).toEqual([]);
    expect(await logRows('task_cancel', row.id)).toBe(1);
    expect(
      refusal(await call('operator', 'POST', `/api/ad-tasks/${row.id}/cancel`, { reason: '再取消' })),
    ).toEqual({
      status: 202,
      message: '当前状态不能取消',
    });

    const paid = await insertTask('已有结算的任务', { settledFen: 5_000 });
    const paidJoined = await participate(paid.id, 'creator', 'joined');
    expect(
      refusal(await call('operator', 'POST', `/api/ad-tasks/${paid.id}/cancel`, { reason: '取消' })),
    ).toEqual({
      status: 202,
      message: '任务已有结算记录，不能取消',
    });
    const [still] = await db.select().from(adParticipations).where(eq(adParticipations.id, paidJoined.id));
    expect(still!.status).toBe('joined');
    expect(await logRows('task_cancel', paid.id)).toBe(0);
  });
});

describe('participants', () => {
  it('lists participants and decides: approve, decline, remove, each told and logged', async () => {
    const { db } = t.database;
    const row = await insertTask('报名审核任务', { joinMode: 'apply', participantCount: 3 });
    const applying = await participate(row.id, 'creator', 'applied');
    const declining = await participate(row.id, 'creator_live', 'applied');
    const joined = await participate(row.id, 'qinghe_xiaoyu', 'joined');
    const pending = await submit(joined, 'pending_review');
    const planned = await submit(joined, 'planned');

    const list = data<{ data: Json[]; total: number }>(
      await call('operator', 'GET', `/api/ad-tasks/${row.id}/participants?status=applied`),
    );
    expect(list.total).toBe(2);
    const everyone = data<{ data: Json[] }>(
      await call('operator', 'GET', `/api/ad-tasks/${row.id}/participants`),
    );
    expect(everyone.data.find((p) => p.id === joined.id)).toMatchObject({
      status: 'joined',
      user: { id: ids.user.qinghe_xiaoyu },
      submissions: { pending_review: 1, planned: 1 },
    });

    const decide = (id: number, body: Json) =>
      call('operator', 'POST', `/api/ad-participations/${id}/decision`, body);
    const approved = await decide(applying.id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(data(approved)).toMatchObject({ status: 'joined', user: { id: ids.user.creator } });
    expect(refusal(await decide(applying.id, { decision: 'approve' }))).toEqual({
      status: 202,
      message: '该报名已处理',
    });
    expect(refusal(await decide(applying.id, { decision: 'decline', reason: '不符' }))).toEqual({
      status: 202,
      message: '该报名已处理',
    });
    expect((await decide(declining.id, { decision: 'decline' })).statusCode).toBe(400);
    expect(refusal(await decide(declining.id, { decision: 'remove', reason: '违规' }))).toEqual({
      status: 202,
      message: '只能移出已参与的创作者',
    });
    expect(data(await decide(declining.id, { decision: 'decline', reason: '账号定位不符' }))).toMatchObject({
      status: 'declined',
      reason: '账号定位不符',
    });
    expect(data(await decide(joined.id, { decision: 'remove', reason: '搬运他人视频' }))).toMatchObject({
      status: 'removed',
    });
    const subs = await db
      .select({ id: adSubmissions.id, status: adSubmissions.status, reason: adSubmissions.reason })
      .from(adSubmissions)
      .where(eq(adSubmissions.participationId, joined.id));
    expect(subs.sort((a, b) => a.id - b.id)).toEqual([
      { id: pending.id, status: 'invalidated', reason: '已被移出任务' },
      { id: planned.id, status: 'planned', reason: '' },
    ]);
    expect(await messagesOf('creator', '报名审核任务')).toEqual([
      expect.objectContaining({ type: MESSAGE_TYPES.review }),
    ]);
    expect(await messagesOf('creator_live', '报名审核任务')).toEqual([
      expect.objectContaining({ type: MESSAGE_TYPES.review }),
    ]);
    expect(await messagesOf('qinghe_xiaoyu', '报名审核任务')).toEqual([
      expect.objectContaining({ type: MESSAGE_TYPES.system, link: '/spread/mine' }),
    ]);
    expect(await logRows('participation_approve', applying.id)).toBe(1);
    expect(await logRows('participation_decline', declining.id)).toBe(1);
    expect(await logRows('participation_remove', joined.id)).toBe(1);
    const [task] = await db.select().from(adTasks).where(eq(adTasks.id, row.id));
    expect(task!.participantCount).toBe(1);
  });

  it('approves exactly up to the cap under concurrent approvals', async () => {
    const cap = 3;
    const row = await insertTask('名额有限', { joinMode: 'apply', maxParticipants: cap });
    const applicants = [
      'creator',
      'creator_live',
      'qinghe_xiaoyu',
      'qinghe_laozhou',
      'qinghe_mengmeng',
      'qinghe_axin',
    ];
    const parts = [];
    for (const username of applicants) parts.push(await participate(row.id, username, 'applied'));
    const answers = await Promise.all(
      parts.map((p) =>
        call('operator', 'POST', `/api/ad-participations/${p.id}/decision`, { decision: 'approve' }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const full = answers.filter((a) => a.statusCode === 202);
    expect(ok).toHaveLength(cap);
    expect(full.map((a) => refusal(a).message)).toEqual(Array(applicants.length - cap).fill('参与人数已满'));
    const [joined] = await t.database.db
      .select({ n: count() })
      .from(adParticipations)
      .where(and(eq(adParticipations.taskId, row.id), eq(adParticipations.status, 'joined')));
    expect(joined!.n).toBe(cap);
  });
});
