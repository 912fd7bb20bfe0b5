import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_TASK_MESSAGES as M } from '@creator-console/contract';
import { operationLogs } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { TINY_PNG } from '../../../test/security/samples.js';
import { adFields, adGoods, adTaskGoods, adTasks, adTaskTopics, adTaskTypes, adTopics } from './schema.js';

let t: TestApp;

type Json = Record<string, unknown>;
const call = (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.injectAs(username, { method, url, ...(payload !== undefined ? { payload: payload as Json } : {}) });
const data = <T = Json>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message?: string }).message,
});

const logRows = (action: string, targetId: number) =>
  t.database.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.action, action), eq(operationLogs.targetId, targetId)));

/** A draft task that uses the given configuration (task CRUD is a later step: written directly). */
async function taskUsing(use: { typeId?: number; topicId?: number; goodsId?: number; fieldId?: number }) {
  const { db } = t.database;
  const [task] = await db
    .insert(adTasks)
    .values({
      title: '使用中的任务',
      typeId: use.typeId ?? null,
      joinFieldIds: use.fieldId ? [use.fieldId] : [],
    })
    .returning({ id: adTasks.id });
  if (use.topicId)
    await db.insert(adTaskTopics).values({ taskId: task!.id, topicId: use.topicId, name: '话题' });
  if (use.goodsId) await db.insert(adTaskGoods).values({ taskId: task!.id, goodsId: use.goodsId });
  return task!.id;
}

async function upload(username: string, purpose: 'ad' | 'cover'): Promise<string> {
  const response = await t.injectAs(username, {
    method: 'POST',
    url: `/api/files?purpose=${purpose}&name=goods.png`,
    headers: { 'content-type': 'image/png' },
    payload: TINY_PNG,
  });
  expect(response.statusCode).toBe(200);
  return data<{ url: string }>(response).url;
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('access', () => {
  it('answers 403 to creators and 401 to nobody, and 400 with the contract’s messages', async () => {
    for (const url of [
      '/api/ad-goods',
      '/api/ad-topics',
      '/api/ad-fields',
      '/api/ad-task-types',
      '/api/ad-settings',
      '/api/ad-tasks/options',
    ]) {
      expect((await call('creator', 'GET', url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const invalid = await call('operator', 'POST', '/api/ad-goods', { name: '', sku: 'a b', price_fen: 1.5 });
    expect(invalid.statusCode).toBe(400);
    expect((invalid.json() as { issues: { path: string[]; message: string }[] }).issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['name'], message: '请填写商品名称' }),
        expect.objectContaining({ path: ['sku'], message: 'SKU 只能包含字母、数字、下划线和短横线' }),
        expect.objectContaining({ path: ['price_fen'], message: '商品价格无效' }),
      ]),
    );
  });
});

describe('goods (/api/ad-goods)', () => {
  it('creates, lists, edits, takes off sale and deletes, logging each write', async () => {
    const cover = await upload('operator', 'ad');
    const created = await call('operator', 'POST', '/api/ad-goods', {
      name: '测试商品 1kg',
      sku: 'TEST-GOODS-1',
      cover,
      price_fen: 1990,
      link_url: 'https://shop.example.com/1',
      advertiser_name: '测试广告主',
    });
    expect(created.statusCode).toBe(200);
    const goods = data<{ id: number; status: string; task_count: number; cover: string }>(created);
    expect(goods).toMatchObject({ status: 'on_sale', task_count: 0, cover, price_fen: 1990 });
    expect(await logRows('ad_task.goods_create', goods.id)).toHaveLength(1);

    const list = data<{ data: { sku: string }[]; total: number }>(
      await call('operator', 'GET', '/api/ad-goods?q=TEST-GOODS'),
    );
    expect(list.data.map((g) => g.sku)).toEqual(['TEST-GOODS-1']);

    const off = await call('operator', 'PUT', `/api/ad-goods/${goods.id}`, {
      name: '测试商品 1kg',
      sku: 'TEST-GOODS-1',
      cover,
      price_fen: 1990,
      status: 'off_sale',
    });
    expect(off.statusCode).toBe(200);
    expect(data(off)).toMatchObject({ status: 'off_sale' });
    const [log] = await logRows('ad_task.goods_update', goods.id);
    expect(log).toMatchObject({ module: 'ad_task', summary: '下架广告商品 测试商品 1kg' });
    expect(log!.actorId).not.toBeNull();

    expect((await call('operator', 'DELETE', `/api/ad-goods/${goods.id}`)).statusCode).toBe(200);
    expect(await logRows('ad_task.goods_delete', goods.id)).toHaveLength(1);
    expect(refusal(await call('operator', 'DELETE', `/api/ad-goods/${goods.id}`))).toEqual({
      status: 404,
      message: M.goodsMissing,
    });
  });

  it('refuses a taken SKU, a cover that is not the writer’s, and deleting goods a task carries', async () => {
    expect(
      refusal(
        await call('operator', 'POST', '/api/ad-goods', { name: '重复', sku: 'SY-SG-500', price_fen: 1 }),
      ),
    ).toEqual({
      status: 202,
      message: M.skuTaken,
    });
    const [other] = await t.database.db
      .select({ id: adGoods.id })
      .from(adGoods)
      .where(eq(adGoods.sku, 'JX-TG-32'));
    expect(
      refusal(
        await call('operator', 'PUT', `/api/ad-goods/${other!.id}`, {
          name: '改名',
          sku: 'SY-SG-500',
          price_fen: 1,
        }),
      ),
    ).toEqual({ status: 202, message: M.skuTaken });

    const someoneElses = await upload('admin', 'ad');
    const foreign = await call('operator', 'POST', '/api/ad-goods', {
      name: '封面',
      sku: 'COVER-1',
      cover: someoneElses,
      price_fen: 1,
    });
    expect(foreign.statusCode).toBe(400);

    // The demo tasks carry it already (ad-tasks.md §11: tasks 4 and 7): one more.
    const taskCount = async () =>
      data<{ data: { task_count: number }[] }>(await call('operator', 'GET', `/api/ad-goods?q=JX-TG-32`))
        .data[0]!.task_count;
    const before = await taskCount();
    expect(before).toBe(2);
    await taskUsing({ goodsId: other!.id });
    expect(refusal(await call('operator', 'DELETE', `/api/ad-goods/${other!.id}`))).toEqual({
      status: 202,
      message: M.goodsInUse,
    });
    expect(await taskCount()).toBe(before + 1);
  });
});

describe('topics (/api/ad-topics)', () => {
  it('normalises names to their key and refuses the same topic written differently', async () => {
    const created = await call('operator', 'POST', '/api/ad-topics', {
      name: '＃测试话题ABC ',
      description: '说明',
    });
    expect(created.statusCode).toBe(200);
    const topic = data<{ id: number }>(created);
    expect(topic).toMatchObject({
      name: '测试话题ABC',
      name_key: '测试话题abc',
      enabled: true,
      task_count: 0,
    });
    expect(await logRows('ad_task.topic_create', topic.id)).toHaveLength(1);

    expect(refusal(await call('operator', 'POST', '/api/ad-topics', { name: '#测试话题abc' }))).toEqual({
      status: 202,
      message: M.topicTaken,
    });
    expect(refusal(await call('operator', 'POST', '/api/ad-topics', { name: '山野春笋季' }))).toEqual({
      status: 202,
      message: M.topicTaken,
    });

    const disabled = await call('operator', 'PUT', `/api/ad-topics/${topic.id}`, {
      name: '测试话题ABC',
      enabled: false,
    });
    expect(data(disabled)).toMatchObject({ enabled: false });
    expect((await logRows('ad_task.topic_update', topic.id))[0]).toMatchObject({
      summary: '停用广告话题 #测试话题ABC',
    });
    expect(
      refusal(await call('operator', 'PUT', `/api/ad-topics/${topic.id}`, { name: '城市通勤VLOG' })),
    ).toEqual({
      status: 202,
      message: M.topicTaken,
    });

    const enabledOnly = data<{ data: { name: string }[] }>(
      await call('operator', 'GET', '/api/ad-topics?enabled=0&size=100'),
    );
    expect(enabledOnly.data.map((row) => row.name)).toEqual(
      expect.arrayContaining(['测试话题ABC', '双11囤货']),
    );

    expect((await call('operator', 'DELETE', `/api/ad-topics/${topic.id}`)).statusCode).toBe(200);
    expect(await logRows('ad_task.topic_delete', topic.id)).toHaveLength(1);
  });

  it('refuses deleting a topic a task uses', async () => {
    const [topic] = await t.database.db
      .select({ id: adTopics.id })
      .from(adTopics)
      .where(eq(adTopics.name, '匠心铸铁锅'));
    await taskUsing({ topicId: topic!.id });
    expect(refusal(await call('operator', 'DELETE', `/api/ad-topics/${topic!.id}`))).toEqual({
      status: 202,
      message: M.topicInUse,
    });
  });
});

describe('fields (/api/ad-fields)', () => {
  it('creates, edits and deletes a field; select fields keep their options, others none', async () => {
    const created = await call('operator', 'POST', '/api/ad-fields', {
      key: 'size_choice',
      label: '尺码',
      kind: 'select',
      scope: 'join',
      options: ['S', 'M', 'L'],
      required: true,
    });
    expect(created.statusCode).toBe(200);
    const field = data<{ id: number }>(created);
    expect(field).toMatchObject({ options: ['S', 'M', 'L'], required: true, enabled: true, task_count: 0 });
    const edited = await call('operator', 'PUT', `/api/ad-fields/${field.id}`, {
      key: 'size_choice',
      label: '尺码说明',
      kind: 'text',
      scope: 'join',
      options: ['S', 'M'],
    });
    expect(data(edited)).toMatchObject({ label: '尺码说明', kind: 'text', options: [] });
    expect(await logRows('ad_task.field_update', field.id)).toHaveLength(1);
    const joins = data<{ data: { scope: string }[] }>(
      await call('operator', 'GET', '/api/ad-fields?scope=join&size=100'),
    );
    expect(joins.data.every((row) => row.scope === 'join')).toBe(true);
    expect((await call('operator', 'DELETE', `/api/ad-fields/${field.id}`)).statusCode).toBe(200);
    expect(await logRows('ad_task.field_delete', field.id)).toHaveLength(1);
  });

  it('refuses a taken key and deleting a field a task uses', async () => {
    expect(
      refusal(
        await call('operator', 'POST', '/api/ad-fields', {
          key: 'platform_account',
          label: '账号',
          kind: 'text',
          scope: 'join',
        }),
      ),
    ).toEqual({ status: 202, message: M.fieldKeyTaken });
    const [field] = await t.database.db
      .select({ id: adFields.id })
      .from(adFields)
      .where(eq(adFields.key, 'order_no'));
    await taskUsing({ fieldId: field!.id });
    expect(refusal(await call('operator', 'DELETE', `/api/ad-fields/${field!.id}`))).toEqual({
      status: 202,
      message: M.fieldInUse,
    });
    const select = await call('operator', 'POST', '/api/ad-fields', {
      key: 'one_option',
      label: '单选',
      kind: 'select',
      scope: 'join',
      options: ['A'],
    });
    expect(select.statusCode).toBe(400);
    expect(select.json()).toMatchObject({
      issues: [expect.objectContaining({ message: '下拉字段需要 2–20 个选项' })],
    });
  });
});

describe('types (/api/ad-task-types)', () => {
  it('creates, reorders, disables and deletes a type; refuses a taken name and a type in use', async () => {
    const created = await call('operator', 'POST', '/api/ad-task-types', { name: '开箱', position: 9 });
    expect(created.statusCode).toBe(200);
    const type = data<{ id: number }>(created);
    const updated = await call('operator', 'PUT', `/api/ad-task-types/${type.id}`, {
      name: '开箱',
      position: 1,
      enabled: false,
    });
    expect(data(updated)).toMatchObject({ position: 1, enabled: false });
    expect((await logRows('ad_task.type_update', type.id))[0]).toMatchObject({
      summary: '停用任务类型 开箱',
    });
    expect(refusal(await call('operator', 'POST', '/api/ad-task-types', { name: '种草' }))).toEqual({
      status: 202,
      message: M.typeTaken,
    });
    expect(refusal(await call('operator', 'PUT', `/api/ad-task-types/${type.id}`, { name: '测评' }))).toEqual(
      {
        status: 202,
        message: M.typeTaken,
      },
    );
    expect((await call('operator', 'DELETE', `/api/ad-task-types/${type.id}`)).statusCode).toBe(200);
    expect(await logRows('ad_task.type_delete', type.id)).toHaveLength(1);

    const [used] = await t.database.db
      .select({ id: adTaskTypes.id })
      .from(adTaskTypes)
      .where(eq(adTaskTypes.name, '探店'));
    await taskUsing({ typeId: used!.id });
    expect(refusal(await call('operator', 'DELETE', `/api/ad-task-types/${used!.id}`))).toEqual({
      status: 202,
      message: M.typeInUse,
    });
    expect((await call('operator', 'DELETE', '/api/ad-task-types/2000000000')).statusCode).toBe(404);
  });
});

describe('settings (/api/ad-settings)', () => {
  const settings = {
    reward_kinds: ['fixed', 'cpm', 'cpa', 'tiered'],
    min_budget_fen: 10_000,
    default_observe_days: 7,
    featured_max_default: 6,
    engagement_min_plays: 50_000,
    min_like_permille: 2,
    max_conversion_pct: 20,
  };

  it('saves the settings with a log row, and keeps at least one reward kind', async () => {
    const saved = await call('admin', 'PUT', '/api/ad-settings', {
      ...settings,
      reward_kinds: ['fixed', 'cpm'],
      min_budget_fen: 20_000,
    });
    expect(saved.statusCode).toBe(200);
    expect(data(saved)).toMatchObject({ reward_kinds: ['fixed', 'cpm'], min_budget_fen: 20_000 });
    expect(data(await call('operator', 'GET', '/api/ad-settings'))).toMatchObject({ min_budget_fen: 20_000 });
    const [log] = await logRows('ad_task.settings_update', 1).then((rows) => rows.slice(-1));
    expect(log).toMatchObject({
      before: expect.objectContaining({ min_budget_fen: 10_000 }),
      after: expect.objectContaining({ min_budget_fen: 20_000 }),
    });

    expect(
      refusal(await call('operator', 'PUT', '/api/ad-settings', { ...settings, reward_kinds: [] })),
    ).toEqual({
      status: 202,
      message: M.noRewardKind,
    });
    const invalid = await call('operator', 'PUT', '/api/ad-settings', {
      ...settings,
      min_like_permille: 1001,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ issues: [expect.objectContaining({ message: '阈值无效' })] });
    expect((await call('operator', 'PUT', '/api/ad-settings', settings)).statusCode).toBe(200);
  });
});
