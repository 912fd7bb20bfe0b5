import {
  AD_SETTLEMENT_MESSAGES as M,
  applyCreatorCap,
  baseReward,
  scaleToBudget,
  withBonus,
  type AdRewardRule,
  type AdSettlementPreview,
  type AdSettlementRun,
} from '@creator-console/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, operationLogs, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import {
  accountIds,
  demoTask6,
  settleableTask,
  type FixtureSubmission,
} from '../../../test/support/ad-settlement.js';
import { submissionCountDrift } from '../../../test/support/ad-tasks.js';
import { rowsOf } from '../finance/reads.js';
import { adSettlementRuns, adSubmissions, adTasks } from './schema.js';
import { AD_SETTLEMENT_BATCH, plan, type PlanItem } from './settlement.js';

let t: TestApp;
let ids: Record<'creator' | 'creator_live' | 'qinghe_xiaoyu' | 'qinghe_laozhou' | 'qinghe_guchen', number>;

type Json = Record<string, unknown>;
const call = (username: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.injectAs(username, { method, url, ...(payload !== undefined ? { payload: payload as Json } : {}) });
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message?: string }).message,
});

async function preview(taskId: number, size = 100): Promise<AdSettlementPreview> {
  const response = await call(
    'admin',
    'GET',
    `/api/ad-tasks/${taskId}/settlement-preview?page=1&size=${size}`,
  );
  expect(response.statusCode).toBe(200);
  return data<AdSettlementPreview>(response);
}

/** Confirms the previewed total and waits until the run stops posting. */
async function settle(taskId: number, total?: number): Promise<AdSettlementRun> {
  const preview_total_fen = total ?? (await preview(taskId)).summary.total_fen;
  const response = await call('admin', 'POST', `/api/ad-tasks/${taskId}/settlements`, { preview_total_fen });
  expect(response.statusCode, response.body).toBe(200);
  return finished(taskId, data<AdSettlementRun>(response).id);
}

async function finished(taskId: number, runId: number): Promise<AdSettlementRun> {
  for (let i = 0; i < 500; i++) {
    await t.app.adSettlements.idle();
    const run = data<AdSettlementRun>(
      await call('admin', 'GET', `/api/ad-tasks/${taskId}/settlements/${runId}`),
    );
    if (run.status !== 'posting') return run;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`run ${runId} still posting`);
}

const submissionsOf = (taskId: number) =>
  t.database.db
    .select()
    .from(adSubmissions)
    .where(eq(adSubmissions.taskId, taskId))
    .orderBy(adSubmissions.id);
const taskRow = async (taskId: number) =>
  (await t.database.db.select().from(adTasks).where(eq(adTasks.id, taskId)))[0]!;

/** Wallet credits whose source is one of the task's submissions: count per submission and Σ. */
async function creditsOf(taskId: number) {
  const rows = rowsOf<{ sourceId: number; n: unknown; total: unknown }>(
    await t.database.db.execute(sql`
      select t.source_id as "sourceId", count(distinct t.id) as n, coalesce(sum(e.amount_fen), 0) as total
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id and e.user_id is not null
      where t.kind = 'task_reward' and t.source_type = 'ad_submission'
        and t.source_id in (select id from ad_submissions where task_id = ${taskId})
      group by t.source_id`),
  );
  return {
    perSubmission: new Map(rows.map((row) => [row.sourceId, Number(row.n)])),
    total: rows.reduce((sum, row) => sum + Number(row.total), 0),
  };
}

const approve = (submissionId: number) =>
  t.database.db.update(adSubmissions).set({ status: 'approved' }).where(eq(adSubmissions.id, submissionId));
/** Staff release of a held submission (§5): approved again, skipped by the anomaly rules. */
const release = (submissionId: number) =>
  t.database.db
    .update(adSubmissions)
    .set({ status: 'approved', reason: '', anomalyCleared: true })
    .where(eq(adSubmissions.id, submissionId));

beforeAll(async () => {
  t = await buildTestApp();
  ids = await accountIds(t.database.db, [
    'creator',
    'creator_live',
    'qinghe_xiaoyu',
    'qinghe_laozhou',
    'qinghe_guchen',
  ] as const);
});
afterAll(() => t.close());
// After each test (its runs finished), the submission counter (migration 0016) still equals
// count(*) per task and status: the runs' batched status updates keep it.
afterEach(async () => {
  await t.app.adSettlements.idle();
  expect(await submissionCountDrift(t.database.db)).toEqual([]);
});

afterEach(() => {
  t.app.adSettlements.hooks.afterBatch = undefined;
  t.app.adSettlements.batchSize = AD_SETTLEMENT_BATCH;
});

describe('the demo task 6 (ad-tasks.md §11)', () => {
  it('lists the pending review as a blocker and refuses until it is handled, then pays 18,420 fen', async () => {
    const task = await demoTask6(t.database.db);
    const [live, xiaoyu, xiaoyuHeld, laozhou] = task.submissionIds as [number, number, number, number];

    const blocked = await preview(task.taskId);
    expect(blocked.summary.blockers).toEqual([
      { code: 'pending_review', message: '还有 1 条投稿待审核，请先处理', count: 1 },
    ]);
    expect(
      refusal(
        await call('admin', 'POST', `/api/ad-tasks/${task.taskId}/settlements`, {
          preview_total_fen: 16_500,
        }),
      ),
    ).toEqual({ status: 202, message: '还有 1 条投稿待审核，请先处理' });

    await approve(laozhou);
    const ready = await preview(task.taskId);
    expect(ready.summary).toMatchObject({
      items: 3,
      total_fen: 18_420,
      remaining_fen: 30_000,
      scale_ppm: 1_000_000,
      held: 1,
      invalidated: 0,
      creators: 3,
      blockers: [],
    });
    const byId = new Map(ready.items.data.map((item) => [item.submission_id, item]));
    expect(byId.get(live)).toMatchObject({
      outcome: 'settle',
      plays: 18_000,
      base_fen: 10_800,
      final_fen: 10_800,
    });
    expect(byId.get(xiaoyu)).toMatchObject({ outcome: 'settle', final_fen: 5_700 });
    expect(byId.get(laozhou)).toMatchObject({ outcome: 'settle', final_fen: 1_920 });
    expect(byId.get(xiaoyuHeld)).toMatchObject({ outcome: 'hold', reason: '互动率异常（点赞率低于 0.2%）' });

    // Operators prepare and preview; only sem:settle confirms.
    expect(
      (await call('operator', 'GET', `/api/ad-tasks/${task.taskId}/settlement-preview`)).statusCode,
    ).toBe(200);
    expect(
      (
        await call('operator', 'POST', `/api/ad-tasks/${task.taskId}/settlements`, {
          preview_total_fen: 18_420,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('creator', 'GET', `/api/ad-tasks/${task.taskId}/settlements`)).statusCode).toBe(403);
    // The data moved since the preview (or the caller confirms another figure).
    expect(
      refusal(
        await call('admin', 'POST', `/api/ad-tasks/${task.taskId}/settlements`, {
          preview_total_fen: 18_421,
        }),
      ),
    ).toEqual({ status: 202, message: M.moved });

    const run = await settle(task.taskId, 18_420);
    expect(run).toMatchObject({
      status: 'completed',
      items: 3,
      total_fen: 18_420,
      posted_items: 3,
      posted_fen: 18_420,
    });
    expect(run.created_by?.name).toBeTruthy();
    expect(await taskRow(task.taskId)).toMatchObject({
      settledFen: 18_420,
      reservedFen: 0,
      status: 'published',
    });
    const credits = await creditsOf(task.taskId);
    expect(credits.total).toBe(18_420);
    const rows = await submissionsOf(task.taskId);
    expect(
      rows.map((row) => [row.status, row.amountFen, row.baseFen, row.capCutFen, row.playsSnapshot]),
    ).toEqual([
      ['settled', 10_800, 10_800, 0, 18_000],
      ['settled', 5_700, 5_700, 0, 9_500],
      ['held', null, null, null, null],
      ['settled', 1_920, 1_920, 0, 3_200],
    ]);
    expect(
      rows.filter((row) => row.status === 'settled').every((row) => row.ledgerTransactionId !== null),
    ).toBe(true);

    // One message per creator, and the log rows of the confirmation and the completion.
    const sent = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.link, '/spread/mine?tab=settled'), eq(messages.type, 1)));
    const mine = sent.filter((m) => m.content.includes('城市通勤vlog'));
    expect(mine.map((m) => m.userId).sort()).toEqual(
      [ids.creator_live, ids.qinghe_laozhou, ids.qinghe_xiaoyu].sort(),
    );
    expect(mine.find((m) => m.userId === ids.qinghe_xiaoyu)?.content).toContain('¥57.00');
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.module, 'ad_task'),
          eq(operationLogs.targetType, 'ad_task'),
          eq(operationLogs.targetId, task.taskId),
        ),
      );
    expect(logs.map((row) => row.action).sort()).toEqual(['ad_task.settle', 'ad_task.settle_complete']);

    // Nothing approved is left: a second confirmation finds nothing.
    expect(
      refusal(
        await call('admin', 'POST', `/api/ad-tasks/${task.taskId}/settlements`, { preview_total_fen: 0 }),
      ),
    ).toEqual({ status: 202, message: M.nothing });

    // The released held item settles in a later run, within what the budget has left.
    await release(xiaoyuHeld);
    const later = await preview(task.taskId);
    expect(later.summary).toMatchObject({ items: 1, remaining_fen: 11_580, total_fen: 11_580, held: 0 });
    expect(later.items.data[0]).toMatchObject({ scaled_from_fen: 15_000, final_fen: 11_580 });
    await settle(task.taskId);
    expect(await taskRow(task.taskId)).toMatchObject({
      settledFen: 30_000,
      reservedFen: 0,
      status: 'settled',
    });
    expect((await creditsOf(task.taskId)).total).toBe(30_000);

    const runs = data<{ data: AdSettlementRun[] }>(
      await call('admin', 'GET', `/api/ad-tasks/${task.taskId}/settlements`),
    ).data;
    expect(runs.map((r) => r.total_fen)).toEqual([11_580, 18_420]);
  });

  it('with the held one released as well, shares ¥300 pro rata: 29,997 fen at scale_ppm 897666', async () => {
    const task = await demoTask6(t.database.db);
    await approve(task.submissionIds[3]!);
    await release(task.submissionIds[2]!);
    const shown = await preview(task.taskId);
    expect(shown.summary).toMatchObject({ items: 4, total_fen: 29_997, scale_ppm: 897_666, held: 0 });
    expect(shown.items.data.map((item) => item.final_fen)).toEqual([9_694, 5_116, 13_464, 1_723]);
    expect(shown.items.data[2]).toMatchObject({ base_fen: 15_000, cap_cut_fen: 0, scaled_from_fen: 15_000 });
    const run = await settle(task.taskId, 29_997);
    expect(run).toMatchObject({ status: 'completed', scale_ppm: 897_666, total_fen: 29_997 });
    expect(await taskRow(task.taskId)).toMatchObject({
      settledFen: 29_997,
      reservedFen: 0,
      status: 'settled',
    });
    expect((await creditsOf(task.taskId)).total).toBe(29_997);
  });
});

describe('a plan read in pages', () => {
  it('equals the whole list at once: the cap carries across pages, the scale is the whole Σ’s, confirm writes it', async () => {
    const rule = { kind: 'cpm' as const, cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 };
    const [a, b, c] = [ids.creator, ids.creator_live, ids.qinghe_xiaoyu];
    const spec: FixtureSubmission[] = [
      { userId: a, plays: 20_000, featured: true },
      { userId: b, plays: 10_000 },
      { userId: a, plays: 15_000 },
      { userId: c, plays: 500 },
      { userId: a, plays: 5_000 },
      { userId: b, plays: 9_000, status: 'held', reason: '人工暂缓' },
      { userId: b, plays: 40_000 },
      { userId: c, plays: 30_000, featured: true },
      { userId: a, plays: 8_000, visibility: 'private' },
    ];
    const task = await settleableTask(t.database.db, {
      reward: rule,
      budgetFen: 40_000,
      perCreatorCapFen: 25_000,
      featuredBonusFen: 1_000,
      submissions: spec,
    });
    // The old arithmetic: the contract's functions over every settling item at once, in id order.
    const settling = spec
      .map((s, i) => ({ ...s, id: task.submissionIds[i]! }))
      .filter((s) => s.status === undefined && s.visibility === undefined);
    const capped = applyCreatorCap(
      settling.map((s) => ({
        id: s.id,
        user_id: s.userId,
        amount_fen: withBonus(
          baseReward(rule, { plays: s.plays, conversions: 0 }),
          s.featured ?? false,
          1_000,
        ),
      })),
      25_000,
    );
    const scaled = scaleToBudget(capped, 40_000);
    const expected = scaled.items.map((item) => ({
      id: item.id,
      capCut: item.cap_cut_fen,
      scaledFrom: item.scaled_from_fen,
      final: item.amount_fen,
    }));
    expect(scaled.scale_ppm).toBeLessThan(1_000_000);
    expect(capped.filter((item) => item.cap_cut_fen > 0).length).toBeGreaterThanOrEqual(3);

    const row = await taskRow(task.taskId);
    const rules = await t.app.adTasks.settings(t.database.db);
    const figures = (items: PlanItem[]) =>
      items
        .filter((item) => item.outcome === 'settle')
        .map(({ id, capCut, scaledFrom, final }) => ({ id, capCut, scaledFrom, final }));
    for (const readPage of [2, 3, 5_000]) {
      const planned = await plan(t.database.db, row, rules, new Date(), {
        readPage,
        window: { offset: 0, size: 100 },
      });
      expect(planned, `pages of ${readPage}`).toMatchObject({
        count: 9,
        settle: 7,
        held: 1,
        invalidated: 1,
        creators: 3,
        total: scaled.total_fen,
        scalePpm: scaled.scale_ppm,
      });
      const walked: PlanItem[] = [];
      await planned.walk(t.database.db, (items) => void walked.push(...items));
      expect(figures(planned.shown), `shown, pages of ${readPage}`).toEqual(expected);
      expect(figures(walked), `walked, pages of ${readPage}`).toEqual(expected);
    }

    const page2 = data<AdSettlementPreview>(
      await call('admin', 'GET', `/api/ad-tasks/${task.taskId}/settlement-preview?page=2&size=4`),
    );
    expect(page2.summary).toMatchObject({ items: 7, total_fen: scaled.total_fen, held: 1, invalidated: 1 });
    expect(page2.items.total).toBe(9);
    expect(page2.items.data.map((item) => item.submission_id)).toEqual(task.submissionIds.slice(4, 8));
    const run = await settle(task.taskId, scaled.total_fen);
    expect(run).toMatchObject({ status: 'completed', items: 7, total_fen: scaled.total_fen });
    const written = new Map((await submissionsOf(task.taskId)).map((s) => [s.id, s]));
    expect(
      expected.map((item) => [item.id, written.get(item.id)!.amountFen, written.get(item.id)!.capCutFen]),
    ).toEqual(expected.map((item) => [item.id, item.final, item.capCut]));
    expect(written.get(task.submissionIds[8]!)!.status).toBe('invalidated');
  });
});

describe('refusals', () => {
  const cpm = { kind: 'cpm' as const, cpm_fen: 600, min_plays: 1000, cap_fen: 15_000 };

  it('refuses during the observation window with the date it ends', async () => {
    const task = await settleableTask(t.database.db, {
      reward: cpm,
      budgetFen: 30_000,
      endedDaysAgo: 2,
      submissions: [{ userId: ids.creator_live, plays: 5_000 }],
    });
    const answer = refusal(
      await call('admin', 'POST', `/api/ad-tasks/${task.taskId}/settlements`, { preview_total_fen: 3_000 }),
    );
    expect(answer.status).toBe(202);
    expect(answer.message).toMatch(/^数据观察期未结束（\d{4}-\d{2}-\d{2} \d{2}:\d{2} 后可结算）$/);
    expect((await preview(task.taskId)).summary.blockers.map((b) => b.code)).toEqual(['observing']);
  });

  it('refuses while receipts of a receipt-required task await review', async () => {
    const task = await settleableTask(t.database.db, {
      reward: { kind: 'cpa', cpa_fen: 300, cap_fen: 20_000, conversion_label: '下单' },
      budgetFen: 50_000,
      submissions: [
        { userId: ids.creator_live, plays: 5_000, receipt: { status: 'pending' } },
        {
          userId: ids.qinghe_laozhou,
          plays: 5_000,
          receipt: { status: 'approved', verified_conversions: 10 },
        },
      ],
    });
    expect(
      refusal(
        await call('admin', 'POST', `/api/ad-tasks/${task.taskId}/settlements`, { preview_total_fen: 3_000 }),
      ),
    ).toEqual({ status: 202, message: '还有 1 条回执待审核，请先处理' });
  });

  it('refuses a task with nothing to settle, a task already posting, and answers 404 for others', async () => {
    const empty = await settleableTask(t.database.db, {
      reward: cpm,
      budgetFen: 30_000,
      submissions: [{ userId: ids.creator_live, plays: 5_000, status: 'rejected' }],
    });
    expect(
      refusal(
        await call('admin', 'POST', `/api/ad-tasks/${empty.taskId}/settlements`, { preview_total_fen: 0 }),
      ),
    ).toEqual({ status: 202, message: M.nothing });

    const busy = await settleableTask(t.database.db, {
      reward: cpm,
      budgetFen: 30_000,
      submissions: [{ userId: ids.creator_live, plays: 5_000 }],
    });
    await t.database.db.insert(adSettlementRuns).values({ taskId: busy.taskId, status: 'posting' });
    expect(
      refusal(
        await call('admin', 'POST', `/api/ad-tasks/${busy.taskId}/settlements`, { preview_total_fen: 3_000 }),
      ),
    ).toEqual({ status: 202, message: M.posting });
    expect(await taskRow(busy.taskId)).toMatchObject({ reservedFen: 0 });

    expect(refusal(await call('admin', 'GET', '/api/ad-tasks/2000000000/settlement-preview'))).toEqual({
      status: 404,
      message: '任务不存在',
    });
    expect(
      refusal(await call('admin', 'GET', `/api/ad-tasks/${busy.taskId}/settlements/2000000000`)),
    ).toEqual({
      status: 404,
      message: '结算记录不存在',
    });
    const invalid = await call('admin', 'POST', `/api/ad-tasks/${busy.taskId}/settlements`, {
      preview_total_fen: 1.5,
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('the re-check and the anomaly holds at planning', () => {
  it('invalidates and holds with their reasons, pays nothing for them, and writes it in the plan’s transaction', async () => {
    await t.database.db.update(users).set({ status: 2 }).where(eq(users.id, ids.qinghe_guchen));
    const base: Omit<FixtureSubmission, 'userId'> = { plays: 5_000 };
    const task = await settleableTask(t.database.db, {
      reward: { kind: 'cpm', cpm_fen: 600, min_plays: 1000, cap_fen: 15_000 },
      budgetFen: 100_000,
      topics: ['城市通勤vlog', '新能源试驾官'],
      submissions: [
        { userId: ids.creator_live, ...base, deleted: true },
        { userId: ids.creator_live, ...base, videoStatus: 'draft' },
        { userId: ids.creator_live, ...base, visibility: 'private' },
        { userId: ids.creator_live, ...base, topics: ['#城市通勤Vlog'] },
        { userId: ids.qinghe_laozhou, ...base, removed: true },
        { userId: ids.qinghe_guchen, ...base },
        { userId: ids.qinghe_xiaoyu, plays: 120_000, likes: 96 },
        { userId: ids.qinghe_xiaoyu, plays: 120_000, likes: 96, anomalyCleared: true },
        { userId: ids.creator, plays: 800 },
        { userId: ids.creator, ...base, topics: ['＃ 城市通勤VLOG', '新能源试驾官'] },
      ],
    });
    const shown = await preview(task.taskId);
    expect(shown.items.data.map((item) => [item.outcome, item.reason])).toEqual([
      ['invalidate', '视频已删除'],
      ['invalidate', '视频未处于发布状态'],
      ['invalidate', '视频已设为非公开'],
      ['invalidate', '视频缺少任务话题：#新能源试驾官'],
      ['invalidate', '已被移出任务'],
      ['hold', '账号已停用'],
      ['hold', '互动率异常（点赞率低于 0.2%）'],
      ['settle', ''],
      ['settle', '未达到起结播放量 1,000'],
      ['settle', ''],
    ]);
    expect(shown.summary).toMatchObject({ items: 3, held: 2, invalidated: 5, total_fen: 15_000 + 3_000 });
    await settle(task.taskId, 18_000);
    const rows = await submissionsOf(task.taskId);
    expect(rows.map((row) => [row.status, row.reason, row.amountFen])).toEqual([
      ['invalidated', '视频已删除', null],
      ['invalidated', '视频未处于发布状态', null],
      ['invalidated', '视频已设为非公开', null],
      ['invalidated', '视频缺少任务话题：#新能源试驾官', null],
      ['invalidated', '已被移出任务', null],
      ['held', '账号已停用', null],
      ['held', '互动率异常（点赞率低于 0.2%）', null],
      ['settled', '', 15_000],
      ['settled', '未达到起结播放量 1,000', 0],
      ['settled', '', 3_000],
    ]);
    // Zero amounts settle with their reason and post nothing.
    expect(rows[8]!.ledgerTransactionId).toBeNull();
    const credits = await creditsOf(task.taskId);
    expect(credits.perSubmission.has(rows[8]!.id)).toBe(false);
    expect(credits.total).toBe(18_000);
    expect(await taskRow(task.taskId)).toMatchObject({
      settledFen: 18_000,
      reservedFen: 0,
      status: 'published',
    });
    await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, ids.qinghe_guchen));
  });

  it('invalidates receipt-required submissions without an approved receipt and holds conversion anomalies', async () => {
    const task = await settleableTask(t.database.db, {
      reward: { kind: 'cpa', cpa_fen: 300, cap_fen: 20_000, conversion_label: '下单' },
      budgetFen: 50_000,
      submissions: [
        { userId: ids.creator_live, plays: 5_000 },
        { userId: ids.creator_live, plays: 5_000, receipt: { status: 'rejected' } },
        { userId: ids.qinghe_laozhou, plays: 100, receipt: { status: 'approved', verified_conversions: 42 } },
        {
          userId: ids.qinghe_xiaoyu,
          plays: 5_000,
          receipt: { status: 'approved', verified_conversions: 42 },
        },
      ],
    });
    const shown = await preview(task.taskId);
    expect(shown.items.data.map((item) => [item.outcome, item.reason, item.final_fen])).toEqual([
      ['invalidate', '未提交回执', 0],
      ['invalidate', '回执未通过审核', 0],
      ['hold', '转化率异常', 0],
      ['settle', '', 12_600],
    ]);
  });

  it('cuts a creator’s latest submissions first at the per-creator cap, counting what was paid before', async () => {
    const task = await settleableTask(t.database.db, {
      reward: { kind: 'fixed', amount_fen: 5_000 },
      budgetFen: 100_000,
      perCreatorCapFen: 12_000,
      featuredBonusFen: 1_000,
      submissions: [
        { userId: ids.creator_live, plays: 1, featured: true },
        { userId: ids.creator_live, plays: 1 },
        { userId: ids.creator_live, plays: 1 },
        { userId: ids.qinghe_laozhou, plays: 1 },
      ],
    });
    const shown = await preview(task.taskId);
    expect(
      shown.items.data.map((item) => [
        item.base_fen,
        item.bonus_fen,
        item.cap_cut_fen,
        item.final_fen,
        item.reason,
      ]),
    ).toEqual([
      [5_000, 1_000, 0, 6_000, ''],
      [5_000, 0, 0, 5_000, ''],
      [5_000, 0, 4_000, 1_000, ''],
      [5_000, 0, 0, 5_000, ''],
    ]);
  });
});

describe('posting', () => {
  it('a crash between batches, then resume: exactly one credit per non-zero item', async () => {
    const task = await settleableTask(t.database.db, {
      reward: { kind: 'cpm', cpm_fen: 600, min_plays: 1000, cap_fen: 15_000 },
      budgetFen: 100_000,
      submissions: [5_000, 800, 7_000, 9_000, 2_000, 3_000, 4_000].map((plays) => ({
        userId: ids.creator_live,
        plays,
      })),
    });
    t.app.adSettlements.batchSize = 2;
    t.app.adSettlements.hooks.afterBatch = (_runId, batch) => {
      if (batch === 1) throw new Error('进程在批次之间退出（测试）');
    };
    const total = (await preview(task.taskId)).summary.total_fen;
    expect(total).toBe((5_000 + 7_000 + 9_000 + 2_000 + 3_000 + 4_000) * 0.6);
    const response = await call('admin', 'POST', `/api/ad-tasks/${task.taskId}/settlements`, {
      preview_total_fen: total,
    });
    const failed = await finished(task.taskId, data<AdSettlementRun>(response).id);
    expect(failed).toMatchObject({ status: 'failed', error: '进程在批次之间退出（测试）', posted_items: 2 });
    expect(await taskRow(task.taskId)).toMatchObject({ settledFen: 3_000, reservedFen: total - 3_000 });

    // A replayed batch (its items back to planned, as if its status update were lost) credits nothing twice.
    const [first] = await submissionsOf(task.taskId);
    await t.database.db
      .update(adSubmissions)
      .set({ status: 'planned', ledgerTransactionId: null })
      .where(eq(adSubmissions.id, first!.id));
    await t.database.db.execute(
      sql`update ad_tasks set settled_fen = settled_fen - 3000, reserved_fen = reserved_fen + 3000 where id = ${task.taskId}`,
    );
    await t.database.db.execute(
      sql`update ad_settlement_runs set posted_items = posted_items - 1, posted_fen = posted_fen - 3000 where id = ${failed.id}`,
    );

    t.app.adSettlements.hooks.afterBatch = undefined;
    const resumed = await call(
      'admin',
      'POST',
      `/api/ad-tasks/${task.taskId}/settlements/${failed.id}/resume`,
    );
    expect(resumed.statusCode, resumed.body).toBe(200);
    const done = await finished(task.taskId, failed.id);
    expect(done).toMatchObject({ status: 'completed', posted_items: 7, posted_fen: total, error: null });
    const credits = await creditsOf(task.taskId);
    expect([...credits.perSubmission.values()].every((n) => n === 1)).toBe(true);
    expect(credits.perSubmission.size).toBe(6);
    expect(credits.total).toBe(total);
    expect(await taskRow(task.taskId)).toMatchObject({
      settledFen: total,
      reservedFen: 0,
      status: 'settled',
    });
    expect(
      refusal(await call('admin', 'POST', `/api/ad-tasks/${task.taskId}/settlements/${failed.id}/resume`)),
    ).toEqual({ status: 202, message: M.completed });
    expect(
      (await call('operator', 'POST', `/api/ad-tasks/${task.taskId}/settlements/${failed.id}/resume`))
        .statusCode,
    ).toBe(403);
  });

  it('a run left posting (its process died) is continued by the next start’s sweep', async () => {
    const task = await settleableTask(t.database.db, {
      reward: { kind: 'fixed', amount_fen: 1_000 },
      budgetFen: 10_000,
      submissions: [
        { userId: ids.creator_live, plays: 1 },
        { userId: ids.qinghe_laozhou, plays: 1 },
      ],
    });
    t.app.adSettlements.batchSize = 1;
    t.app.adSettlements.hooks.afterBatch = () => {
      throw new Error('crash');
    };
    const response = await call('admin', 'POST', `/api/ad-tasks/${task.taskId}/settlements`, {
      preview_total_fen: 2_000,
    });
    const runId = data<AdSettlementRun>(response).id;
    await finished(task.taskId, runId);
    // This process would crash again on whatever it posts: on PostgreSQL the queue is shared, so it
    // may be the one that takes the resumed job — it posts like any other process from here on.
    t.app.adSettlements.hooks.afterBatch = undefined;
    // The process died after its first batch: nothing marked the run failed.
    await t.database.db
      .update(adSettlementRuns)
      .set({ status: 'posting', error: null })
      .where(eq(adSettlementRuns.id, runId));
    expect(await taskRow(task.taskId)).toMatchObject({ settledFen: 1_000, reservedFen: 1_000 });

    const next = await buildTestApp({ database: t.database });
    try {
      for (let i = 0; i < 500; i++) {
        await next.app.adSettlements.idle();
        const [run] = await t.database.db
          .select()
          .from(adSettlementRuns)
          .where(eq(adSettlementRuns.id, runId));
        if (run!.status !== 'posting') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await next.close();
    }
    const [run] = await t.database.db.select().from(adSettlementRuns).where(eq(adSettlementRuns.id, runId));
    expect(run).toMatchObject({ status: 'completed', postedFen: 2_000, postedItems: 2 });
    const credits = await creditsOf(task.taskId);
    expect(credits.total).toBe(2_000);
    expect([...credits.perSubmission.values()]).toEqual([1, 1]);
    expect(await taskRow(task.taskId)).toMatchObject({
      settledFen: 2_000,
      reservedFen: 0,
      status: 'settled',
    });
  });
});

describe('invariants (property)', () => {
  it('Σ credits of a task’s submissions = settled_fen ≤ budget, reserved back to 0, each item ≤ its share', async () => {
    const userPool = [ids.creator, ids.creator_live, ids.qinghe_xiaoyu, ids.qinghe_laozhou];
    const rule = fc.oneof(
      fc.record({ kind: fc.constant('fixed' as const), amount_fen: fc.integer({ min: 100, max: 50_000 }) }),
      fc.record({
        kind: fc.constant('cpm' as const),
        cpm_fen: fc.integer({ min: 10, max: 5_000 }),
        min_plays: fc.integer({ min: 0, max: 5_000 }),
        cap_fen: fc.integer({ min: 100, max: 100_000 }),
      }),
      fc.record({
        kind: fc.constant('tiered' as const),
        tiers: fc.constant([
          { min_plays: 1_000, amount_fen: 2_000 },
          { min_plays: 10_000, amount_fen: 8_000 },
        ]),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        rule,
        fc.integer({ min: 100, max: 200_000 }),
        fc.option(fc.integer({ min: 100, max: 60_000 }), { nil: null }),
        fc.array(
          fc.record({
            user: fc.integer({ min: 0, max: 3 }),
            plays: fc.integer({ min: 0, max: 200_000 }),
            featured: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (reward, budgetFen, cap, subs) => {
          const task = await settleableTask(t.database.db, {
            reward: reward as AdRewardRule,
            budgetFen,
            perCreatorCapFen: cap,
            featuredBonusFen: 500,
            submissions: subs.map((s) => ({
              userId: userPool[s.user]!,
              plays: s.plays,
              likes: s.plays,
              featured: s.featured,
            })),
          });
          const shown = await preview(task.taskId);
          for (const item of shown.items.data) {
            expect(item.final_fen).toBeLessThanOrEqual(item.scaled_from_fen);
            expect(item.scaled_from_fen).toBe(item.base_fen + item.bonus_fen - item.cap_cut_fen);
          }
          expect(shown.summary.total_fen).toBeLessThanOrEqual(budgetFen);
          const run = await settle(task.taskId, shown.summary.total_fen);
          expect(run.status).toBe('completed');
          const row = await taskRow(task.taskId);
          const credits = await creditsOf(task.taskId);
          expect(credits.total).toBe(row.settledFen);
          expect(row.settledFen).toBe(shown.summary.total_fen);
          expect(row.settledFen).toBeLessThanOrEqual(budgetFen);
          expect(row.reservedFen).toBe(0);
          expect([...credits.perSubmission.values()].every((n) => n === 1)).toBe(true);
          const settled = await t.database.db
            .select({ amount: adSubmissions.amountFen })
            .from(adSubmissions)
            .where(and(eq(adSubmissions.taskId, task.taskId), inArray(adSubmissions.status, ['settled'])));
          expect(credits.perSubmission.size).toBe(settled.filter((s) => (s.amount ?? 0) > 0).length);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('concurrency', () => {
  it('two confirmations at once: exactly one run; the other answers 该任务正在结算中 or 没有可结算的投稿', async () => {
    const task = await settleableTask(t.database.db, {
      reward: { kind: 'fixed', amount_fen: 1_000 },
      budgetFen: 10_000,
      submissions: [
        { userId: ids.creator_live, plays: 1 },
        { userId: ids.qinghe_laozhou, plays: 1 },
      ],
    });
    const body = { preview_total_fen: 2_000 };
    const answers = await Promise.all([
      call('admin', 'POST', `/api/ad-tasks/${task.taskId}/settlements`, body),
      call('admin', 'POST', `/api/ad-tasks/${task.taskId}/settlements`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 202]);
    const refused = answers.find((a) => a.statusCode === 202)!;
    expect([M.posting, M.nothing]).toContain(refusal(refused).message);
    const ok = answers.find((a) => a.statusCode === 200)!;
    await finished(task.taskId, data<AdSettlementRun>(ok).id);
    const runs = await t.database.db
      .select()
      .from(adSettlementRuns)
      .where(eq(adSettlementRuns.taskId, task.taskId));
    expect(runs).toHaveLength(1);
    expect((await creditsOf(task.taskId)).total).toBe(2_000);
    expect(await taskRow(task.taskId)).toMatchObject({ settledFen: 2_000, reservedFen: 0 });
  });
});
