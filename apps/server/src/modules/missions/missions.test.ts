import { MISSION_MESSAGES as M } from '@creator-console/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { missionClaims, missionMonthTotals, missions } from '../ad-tasks/schema.js';
import { CLAIM_LIMIT } from './routes.js';

/** Growth missions end to end on the demo seed (ad-tasks.md §8, §10, §11, §12 item 11). */
let t: TestApp;

type Json = Record<string, unknown>;
const call = (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.injectAs(username, { method, url, ...(payload !== undefined ? { payload: payload as Json } : {}) });
const data = <T = Json>(response: { json(): unknown }) => (response.json() as { data: T }).data;

interface MyMission {
  id: number;
  title: string;
  progress: number;
  target: number;
  claimable: boolean;
  claimed: boolean;
  exhausted: boolean;
  period_key: string;
}
const mine = async (username: string) => {
  const response = await call(username, 'GET', '/api/my-missions');
  expect(response.statusCode, response.body).toBe(200);
  return data<{ items: MyMission[]; month: { claimed_fen: number; cap_fen: number } }>(response);
};
const byTitle = async (username: string, title: string) =>
  (await mine(username)).items.find((item) => item.title === title);
const available = async (username: string) =>
  data<{ available_fen: number }>(await call(username, 'GET', '/api/wallet')).available_fen;
const missionId = async (title: string) =>
  (await t.app.db.select({ id: missions.id }).from(missions).where(eq(missions.title, title)))[0]!.id;

/** The creator's most played video published in 单条视频播放破 5 万's window (−30 d…+30 d). */
async function bestPlays(): Promise<number> {
  const result = (await t.app.db.execute(sql`select coalesce(max(v.plays), 0)::int as n
    from videos v join users u on u.id = v.user_id, missions m
    where u.username = 'creator' and v.status = 'published' and m.title = '单条视频播放破 5 万'
      and v.published_at >= m.starts_at and v.published_at < m.ends_at`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

/** A mission the operator creates and puts online (real-name: every certified user has done it). */
async function onlineMission(input: Json) {
  const created = await call('operator', 'POST', '/api/missions', {
    title: '新人实名礼',
    kind: 'real_name',
    target: 1,
    period: 'once',
    reward_fen: 500,
    budget_fen: 5000,
    ...input,
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id } = data<{ id: number }>(created);
  expect(
    (await call('operator', 'POST', `/api/missions/${id}/status`, { status: 'online' })).statusCode,
  ).toBe(200);
  return id;
}

const SPRING = '发布 3 条带 #山野春笋季 的视频';

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('the seeded missions as the creator sees them', () => {
  it('lists the online missions with progress; the offline one is absent', async () => {
    const { items, month } = await mine('creator');
    expect(
      items.map((item) => [item.title, item.progress, item.target, item.claimable, item.claimed]),
    ).toEqual([
      [SPRING, 3, 3, true, false],
      ['完成实名认证', 1, 1, false, true],
      // 春笋炒腊肉's 23,400: the missions seed keeps his other videos of the window below it.
      ['单条视频播放破 5 万', 23_400, 50_000, false, false],
    ]);
    expect(await bestPlays()).toBe(23_400);
    expect(items.every((item) => item.period_key === 'once')).toBe(true);
    expect(month.cap_fen).toBe(10_000);
  });

  it("counts the creator's claimed 完成实名认证 in the mission's figures and his claims", async () => {
    const list = data<{ data: Json[] }>(await call('operator', 'GET', '/api/missions?size=100')).data;
    expect(list.find((row) => row.title === '完成实名认证')).toMatchObject({
      claimed_fen: 1000,
      claim_count: 1,
      status: 'online',
    });
    expect(list.find((row) => row.title === '完成首个广告任务投稿')).toMatchObject({ status: 'offline' });
    const claims = data<{ data: Json[]; total: number }>(
      await call('creator', 'GET', '/api/my-mission-claims'),
    );
    expect(claims.total).toBe(1);
    expect(claims.data[0]).toMatchObject({ title: '完成实名认证', amount_fen: 1000, period_key: 'once' });
    expect(claims.data[0]!.ledger_transaction_id).toEqual(expect.any(Number));
  });

  it('settings: ¥50,000 a month, ¥100.00 per user a month, all four kinds', async () => {
    expect(data(await call('operator', 'GET', '/api/mission-settings'))).toMatchObject({
      monthly_budget_fen: 5_000_000,
      per_user_monthly_cap_fen: 10_000,
      enabled_kinds: ['publish_videos', 'video_plays', 'real_name', 'ad_submission'],
    });
  });
});

describe('claiming', () => {
  it('credits the wallet once: 200 with the toast, then 本期奖励已领取', async () => {
    const before = await available('creator');
    const id = (await byTitle('creator', SPRING))!.id;
    const claimed = await call('creator', 'POST', `/api/my-missions/${id}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      message: '已领取 ¥5.00，已存入钱包',
      data: { mission_id: id, amount_fen: 500, period_key: 'once' },
    });
    expect(await available('creator')).toBe(before + 500);
    const entries = data<{ data: { title: string; amount_fen: number }[] }>(
      await call('creator', 'GET', '/api/wallet/entries?page=1&size=5'),
    ).data;
    expect(entries[0]).toMatchObject({ title: `成长任务奖励 · ${SPRING}`, amount_fen: 500 });

    const again = await call('creator', 'POST', `/api/my-missions/${id}/claim`);
    expect([again.statusCode, again.json().message]).toEqual([202, M.claimed]);
    expect(await available('creator')).toBe(before + 500);
    expect(await byTitle('creator', SPRING)).toMatchObject({ claimed: true, claimable: false });
  });

  it('refuses an unfinished, offline or missing mission with its message', async () => {
    const plays = await onlineMission({ title: '播放破百万', kind: 'video_plays', target: 1_000_000 });
    const unfinished = await call('creator', 'POST', `/api/my-missions/${plays}/claim`);
    expect([unfinished.statusCode, unfinished.json().message]).toEqual([202, M.notDone]);
    const offline = await missionId('完成首个广告任务投稿');
    const refused = await call('creator', 'POST', `/api/my-missions/${offline}/claim`);
    expect([refused.statusCode, refused.json().message]).toEqual([202, M.notOnline]);
    const missing = await call('creator', 'POST', '/api/my-missions/2000000000/claim');
    expect([missing.statusCode, missing.json().message]).toEqual([404, M.missing]);
  });

  it("stops at the mission's budget: the claim beyond it leaves nothing written", async () => {
    const id = await onlineMission({ title: '实名礼·限一份', reward_fen: 300, budget_fen: 300 });
    const first = await call('creator', 'POST', `/api/my-missions/${id}/claim`);
    expect(first.statusCode, first.body).toBe(200);
    expect(await byTitle('qinghe_xiaoyu', '实名礼·限一份')).toMatchObject({
      exhausted: true,
      claimable: false,
    });
    const before = await available('qinghe_xiaoyu');
    const second = await call('qinghe_xiaoyu', 'POST', `/api/my-missions/${id}/claim`);
    expect([second.statusCode, second.json().message]).toEqual([202, M.exhausted]);
    expect(await available('qinghe_xiaoyu')).toBe(before);
    const rows = await t.app.db.select().from(missionClaims).where(eq(missionClaims.missionId, id));
    expect(rows).toHaveLength(1);
  });

  it("stops at the user's monthly cap and at the platform's monthly budget, rolling everything back", async () => {
    const id = await onlineMission({ title: '实名礼·上限', reward_fen: 2000, budget_fen: 100_000 });
    const settings = {
      monthly_budget_fen: 5_000_000,
      per_user_monthly_cap_fen: 10_000,
      enabled_kinds: ['publish_videos', 'video_plays', 'real_name', 'ad_submission'],
    };
    const put = (changes: Json) =>
      call('operator', 'PUT', '/api/mission-settings', { ...settings, ...changes });
    const { month } = await mine('qinghe_xiaoyu');

    // The user's cap: what they claimed this month plus this reward must stay within it.
    expect((await put({ per_user_monthly_cap_fen: month.claimed_fen + 1999 })).statusCode).toBe(200);
    const capped = await call('qinghe_xiaoyu', 'POST', `/api/my-missions/${id}/claim`);
    expect([capped.statusCode, capped.json().message]).toEqual([202, M.userCap]);

    // The platform's month: the total so far plus this reward must stay within the budget.
    const [total] = await t.app.db.select().from(missionMonthTotals);
    const spent = (await t.app.db
      .execute(sql`select coalesce(sum(claimed_fen), 0)::int as n from mission_month_totals
      where month = to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM')`)) as unknown as {
      rows: { n: number }[];
    };
    expect(total).toBeDefined();
    expect((await put({ monthly_budget_fen: spent.rows[0]!.n + 1999 })).statusCode).toBe(200);
    const before = await available('qinghe_xiaoyu');
    const over = await call('qinghe_xiaoyu', 'POST', `/api/my-missions/${id}/claim`);
    expect([over.statusCode, over.json().message]).toEqual([202, M.monthlyBudget]);
    expect(await available('qinghe_xiaoyu')).toBe(before);
    const [row] = await t.app.db.select().from(missions).where(eq(missions.id, id));
    expect([row!.claimedFen, row!.claimCount]).toEqual([0, 0]);
    expect(await t.app.db.select().from(missionClaims).where(eq(missionClaims.missionId, id))).toHaveLength(
      0,
    );

    expect((await put({})).statusCode).toBe(200);
    const paid = await call('qinghe_xiaoyu', 'POST', `/api/my-missions/${id}/claim`);
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('pays one claim of many made at once by one user', async () => {
    const id = await onlineMission({ title: '实名礼·并发', reward_fen: 100, budget_fen: 10_000 });
    const before = await available('qinghe_axin');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('qinghe_axin', 'POST', `/api/my-missions/${id}/claim`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 202, 202, 202, 202]);
    expect(await available('qinghe_axin')).toBe(before + 100);
  });
});

describe('concurrent claims (run on PostgreSQL with scripts/with-postgres.mjs)', () => {
  it("pay exactly what the mission's budget holds when certified users claim at once", async () => {
    const certified = (
      (await t.app.db.execute(sql`select distinct u.username from users u
        join certification_applications a on a.user_id = u.id and a.type = 'personal' and a.status = 2
        where u.status = 1 order by u.username`)) as unknown as { rows: { username: string }[] }
    ).rows.map((row) => row.username);
    const callers = (
      await Promise.all(
        certified.map(async (username) =>
          (await call(username, 'GET', '/api/my-missions')).statusCode === 200 ? username : null,
        ),
      )
    ).filter((username): username is string => username !== null);
    expect(callers.length).toBeGreaterThanOrEqual(3);
    const paid = callers.length - 1;
    const id = await onlineMission({ title: '实名礼·抢完为止', reward_fen: 200, budget_fen: 200 * paid });
    const answers = await Promise.all(
      callers.map((username) => call(username, 'POST', `/api/my-missions/${id}/claim`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(paid);
    expect(
      answers.filter((answer) => answer.statusCode === 202).map((answer) => answer.json().message),
    ).toEqual([M.exhausted]);
    const [row] = await t.app.db.select().from(missions).where(eq(missions.id, id));
    expect([row!.claimedFen, row!.claimCount]).toEqual([200 * paid, paid]);
    const credited = (await t.app.db.execute(sql`select coalesce(sum(e.amount_fen), 0)::int as n
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        join ledger_accounts a on a.id = e.account_id
      where a.kind = 'wallet' and t.kind = 'mission_reward' and t.source_type = 'mission_claim'
        and t.source_id in (select id from mission_claims where mission_id = ${id})`)) as unknown as {
      rows: { n: number }[];
    };
    expect(credited.rows[0]!.n).toBe(200 * paid);
  });
});

describe('staff', () => {
  it('validate with the design messages', async () => {
    const bad = await call('operator', 'POST', '/api/missions', {
      title: '',
      kind: 'real_name',
      target: 0,
      period: 'once',
      reward_fen: 10_001,
      budget_fen: 100,
    });
    expect(bad.statusCode).toBe(400);
    const messages = (bad.json() as { issues: { message: string }[] }).issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['请填写任务名称', '目标值应为 1–1000000', '单次奖励应为 ¥0.01–¥100.00']),
    );
    const kinds = await call('operator', 'PUT', '/api/mission-settings', {
      monthly_budget_fen: 0,
      per_user_monthly_cap_fen: 0,
      enabled_kinds: [],
    });
    expect(kinds.statusCode).toBe(400);
    expect((kinds.json() as { issues: { message: string }[] }).issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['金额无效', '至少启用一种任务类型']),
    );
  });

  it('lock target and reward once claimed (the budget and title stay editable), with log rows', async () => {
    const id = await missionId('完成实名认证');
    const detail = data<Json>(await call('operator', 'GET', `/api/missions/${id}`));
    const input = {
      title: detail.title,
      description: detail.description,
      kind: detail.kind,
      target: detail.target,
      topic: detail.topic,
      period: detail.period,
      reward_fen: detail.reward_fen,
      budget_fen: detail.budget_fen,
      starts_at: detail.starts_at,
      ends_at: detail.ends_at,
    };
    const locked = await call('operator', 'PUT', `/api/missions/${id}`, { ...input, reward_fen: 1500 });
    expect([locked.statusCode, locked.json().message]).toEqual([202, M.locked]);
    expect(data<Json>(await call('operator', 'GET', `/api/missions/${id}`)).reward_fen).toBe(1000);

    const renamed = await call('operator', 'PUT', `/api/missions/${id}`, {
      ...input,
      title: '完成实名认证（新人）',
      budget_fen: 2_000_000,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(data(renamed)).toMatchObject({ title: '完成实名认证（新人）', budget_fen: 2_000_000 });

    const logs = await t.app.db
      .select({ action: operationLogs.action, summary: operationLogs.summary })
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'mission'), eq(operationLogs.targetId, id)));
    expect(logs.map((log) => log.action)).toContain('mission.update');
  });

  it('a creator reaches no staff mission endpoint; an operator claims nothing', async () => {
    for (const url of ['/api/missions', '/api/mission-settings']) {
      expect((await call('creator', 'GET', url)).statusCode).toBe(403);
    }
    expect((await call('operator', 'GET', '/api/my-missions')).statusCode).toBe(403);
  });

  it('an operator creates a mission and puts it online: creators see it at once', async () => {
    const created = await call('operator', 'POST', '/api/missions', {
      title: '每周发布 2 条视频',
      kind: 'publish_videos',
      target: 2,
      period: 'weekly',
      reward_fen: 300,
      budget_fen: 30_000,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, status } = data<{ id: number; status: string }>(created);
    expect(status).toBe('draft');
    expect(await byTitle('creator', '每周发布 2 条视频')).toBeUndefined();
    const online = await call('operator', 'POST', `/api/missions/${id}/status`, { status: 'online' });
    expect(data(online)).toMatchObject({ status: 'online' });
    expect((await byTitle('creator', '每周发布 2 条视频'))!.period_key).toMatch(/^\d{4}-W\d{2}$/);
    const logs = await t.app.db
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'mission'), eq(operationLogs.targetId, id)));
    expect(logs.map((log) => log.action).sort()).toEqual(['mission.create', 'mission.online']);
  });
});

// Last: the users it throttles claim nothing after it.
describe('the claim limit', () => {
  it('answers 429 with Retry-After past 30 claims a minute, per user', async () => {
    for (let i = 0; i < CLAIM_LIMIT.max; i += 1) {
      expect((await call('qinghe_laozhou', 'POST', '/api/my-missions/2000000000/claim')).statusCode).toBe(
        404,
      );
    }
    const limited = await call('qinghe_laozhou', 'POST', '/api/my-missions/2000000000/claim');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another user is not affected.
    expect((await call('qinghe_mengmeng', 'POST', '/api/my-missions/2000000000/claim')).statusCode).toBe(404);
  });
});
