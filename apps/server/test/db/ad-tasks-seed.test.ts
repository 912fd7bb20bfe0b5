import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helper.js';

/** The ad-task configuration of the demo seed as an operator reads it (ad-tasks.md §11). */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = async (username: string, url: string) => {
  const response = await t.injectAs(username, { method: 'GET', url });
  expect(response.statusCode, `${username} ${url}: ${response.body}`).toBe(200);
  return response.json().data;
};

describe('the ad-tasks demo seed', () => {
  it('settings: all four reward kinds, ¥100.00 minimum, 7 days, 6 featured, 50 000 / 2‰ / 20 %', async () => {
    expect(await get('operator', '/api/ad-settings')).toMatchObject({
      reward_kinds: ['fixed', 'cpm', 'cpa', 'tiered'],
      min_budget_fen: 10_000,
      default_observe_days: 7,
      featured_max_default: 6,
      engagement_min_plays: 50_000,
      min_like_permille: 2,
      max_conversion_pct: 20,
    });
  });

  it('types in order, 直播带货 disabled', async () => {
    const types = await get('operator', '/api/ad-task-types?size=100');
    expect(types.data.map((type: { name: string; enabled: boolean }) => [type.name, type.enabled])).toEqual([
      ['种草', true],
      ['测评', true],
      ['探店', true],
      ['剧情', true],
      ['挑战赛', true],
      ['直播带货', false],
    ]);
  });

  it('nine topics, 双11囤货 disabled', async () => {
    const topics = await get('operator', '/api/ad-topics?size=100');
    const byName = Object.fromEntries(
      topics.data.map((topic: { name: string; enabled: boolean }) => [topic.name, topic.enabled]),
    );
    expect(byName).toEqual({
      山野春笋季: true,
      新能源试驾官: true,
      青禾好物推荐: true,
      匠心铸铁锅: true,
      萌宠过冬计划: true,
      城市通勤vlog: true,
      冬季暖锅节: true,
      夏日凉面挑战: true,
      双11囤货: false,
    });
    expect(topics.data.find((topic: { name: string }) => topic.name === '城市通勤vlog').name_key).toBe(
      '城市通勤vlog',
    );
  });

  it('six goods with their prices, 碳素钓鱼竿 off sale', async () => {
    const goods = await get('operator', '/api/ad-goods?size=100');
    const figures = Object.fromEntries(
      goods.data.map((g: { name: string; price_fen: number; status: string }) => [
        g.name,
        [g.price_fen, g.status],
      ]),
    );
    expect(figures).toEqual({
      '山野笋干礼盒 500g': [5990, 'on_sale'],
      '匠心铸铁炒锅 32cm': [19_900, 'on_sale'],
      '星驰 S7 试驾礼券': [0, 'on_sale'],
      '青禾冻干猫粮 1.5kg': [8900, 'on_sale'],
      轻驰折叠电动滑板车: [189_900, 'on_sale'],
      '碳素钓鱼竿 3.6m': [26_800, 'off_sale'],
    });
  });

  it('join and receipt fields', async () => {
    const fields = await get('operator', '/api/ad-fields?size=100');
    expect(
      fields.data.map((f: { scope: string; label: string; kind: string; required: boolean }) => [
        f.scope,
        f.label,
        f.kind,
        f.required,
      ]),
    ).toEqual([
      ['join', '平台账号', 'text', true],
      ['join', '收货地址', 'text', false],
      ['receipt', '后台数据截图', 'image', true],
      ['receipt', '第三方数据链接', 'url', false],
      ['receipt', '订单号', 'text', false],
    ]);
  });

  it('the task form’s options: only what is enabled or on sale, and the admin tags', async () => {
    const options = await get('operator', '/api/ad-tasks/options');
    expect(options.types.map((type: { name: string }) => type.name)).not.toContain('直播带货');
    expect(options.types).toHaveLength(5);
    expect(options.topics.map((topic: { name: string }) => topic.name)).not.toContain('双11囤货');
    expect(options.topics).toHaveLength(8);
    expect(options.goods.map((g: { name: string }) => g.name)).not.toContain('碳素钓鱼竿 3.6m');
    expect(options.goods).toHaveLength(5);
    expect(options.fields.join).toHaveLength(2);
    expect(options.fields.receipt).toHaveLength(3);
    expect(options.settings.min_budget_fen).toBe(10_000);
    expect(options.tags.map((tag: { name: string }) => tag.name)).toContain('直播');
  });

  it('every seeded configuration write has its operation-log row', async () => {
    const rows = await t.database.db.select().from(operationLogs).where(eq(operationLogs.module, 'ad_task'));
    expect(rows).toHaveLength(1 + 6 + 9 + 6 + 5);
    expect(rows.every((row) => row.actorId !== null && row.targetId !== null)).toBe(true);
  });

  it('menus and rights of ad-tasks.md §3', async () => {
    const menu = async (username: string) =>
      (await get(username, '/api/my-menu')).menu.map((entry: { path: string }) => entry.path);
    expect(await menu('operator')).toEqual(expect.arrayContaining(['sem', 'mission']));
    expect(await menu('creator')).toEqual(expect.arrayContaining(['spread', 'task']));
    expect(await menu('mcn')).toContain('task');
    expect(await menu('mcn_pending')).not.toContain('task');
    const page = async (username: string) => (await get(username, '/api/my-page')).page as string[];
    expect(await page('admin')).toEqual(
      expect.arrayContaining(['sem:manage', 'sem:settle', 'mission:manage']),
    );
    expect(await page('operator')).toEqual(expect.arrayContaining(['sem:manage', 'mission:manage']));
    expect(await page('operator')).not.toContain('sem:settle');
  });
});
