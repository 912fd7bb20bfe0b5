import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { userIds } from '../../../test/support/demo.js';
import { rowsOf } from './reads.js';
import { makeWithdrawal } from './test-support.js';

let t: TestApp;
let id: Record<'creator' | 'creator_live' | 'operator' | 'admin' | 'qinghe_axin', number>;
let source = 900_000;

beforeAll(async () => {
  t = await buildTestApp();
  id = await userIds(t, ['creator', 'creator_live', 'operator', 'admin', 'qinghe_axin']);
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;
const key = () => randomUUID();
const post = (username: string, url: string, payload: Json, idempotencyKey: string | null = key()) =>
  t.injectAs(username, {
    method: 'POST',
    url,
    payload,
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
const get = (username: string, url: string) => t.injectAs(username, { method: 'GET', url });

const credit = async (userId: number, amountFen: number) => {
  source += 1;
  await t.app.ledger.credit({
    userId,
    amountFen,
    kind: 'task_reward',
    source: { type: 'finance_test', id: source },
    title: '测试奖励',
    actorId: null,
  });
};
const balances = (userId: number) => t.app.ledger.balances(userId);
const statusOf = async (withdrawalId: number) =>
  rowsOf<{ status: string }>(
    await t.database.db.execute(sql`select status from withdrawals where id = ${withdrawalId}`),
  )[0]!.status;
const historyCount = async (withdrawalId: number) =>
  Number(
    rowsOf<{ n: unknown }>(
      await t.database.db.execute(
        sql`select count(*) as n from withdrawal_history where withdrawal_id = ${withdrawalId}`,
      ),
    )[0]!.n,
  );
const ledgerCount = async () =>
  Number(
    rowsOf<{ n: unknown }>(await t.database.db.execute(sql`select count(*) as n from ledger_entries`))[0]!.n,
  );
const financeLogs = async (targetType: string, targetId: number) =>
  rowsOf<{ action: string }>(
    await t.database.db.execute(
      sql`select action from operation_logs where module = 'finance' and target_type = ${targetType} and target_id = ${targetId} and outcome = 'success' order by id`,
    ),
  ).map((r) => r.action);

/** What a refused call must leave alone. */
const snapshot = async (withdrawalId: number, userId: number) => ({
  status: await statusOf(withdrawalId),
  history: await historyCount(withdrawalId),
  entries: await ledgerCount(),
  balances: await balances(userId),
});

describe('finance access', () => {
  it('refuses creators on every finance read and write', async () => {
    for (const url of ['/api/finance/overview', '/api/finance/accounts', '/api/finance/withdrawals']) {
      const response = await get('creator', url);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('没有权限执行此操作');
    }
    const write = await post('creator', '/api/finance/withdrawals/1/review', { decision: 'approve' });
    expect(write.statusCode).toBe(403);
  });

  it('answers 404 账户不存在 for a user that does not exist', async () => {
    const response = await get('operator', '/api/finance/accounts/2000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('账户不存在');
  });
});

describe('withdrawal review', () => {
  it('approves a pending withdrawal once, with history, a wallet message and a finance log', async () => {
    await credit(id.creator_live, 200_000);
    const w = await makeWithdrawal(t, id.creator_live, 50_000);
    const response = await post('operator', `/api/finance/withdrawals/${w}/review`, { decision: 'approve' });
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    expect(body.status).toBe('approved');
    expect(body.history.at(-1)).toMatchObject({ from: 'pending', to: 'approved' });
    expect(await financeLogs('withdrawal', w)).toEqual(['finance.withdrawal.approve']);
    const [message] = rowsOf<{ type: number; title: string }>(
      await t.database.db.execute(
        sql`select type, title from messages where user_id = ${id.creator_live} order by id desc limit 1`,
      ),
    );
    expect(message).toEqual({ type: 5, title: '提现审核通过' });

    // A second approval (a new key) is a stale transition that changes nothing.
    const before = await snapshot(w, id.creator_live);
    const again = await post('operator', `/api/finance/withdrawals/${w}/review`, { decision: 'approve' });
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe('该提现状态已变更，请刷新后重试');
    expect(await snapshot(w, id.creator_live)).toEqual(before);
  });

  it('asks a rejection for a reason, and a rejection releases the hold', async () => {
    await credit(id.qinghe_axin, 100_000);
    const start = await balances(id.qinghe_axin);
    const w = await makeWithdrawal(t, id.qinghe_axin, 30_000);
    const held = await balances(id.qinghe_axin);
    expect(held.available_fen).toBe(start.available_fen - 30_000);

    const bare = await post('operator', `/api/finance/withdrawals/${w}/review`, { decision: 'reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('驳回时请选择原因或填写说明');

    const rejected = await post('operator', `/api/finance/withdrawals/${w}/review`, {
      decision: 'reject',
      reasons: ['账户存在风险'],
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.status).toBe('rejected');
    expect(await balances(id.qinghe_axin)).toEqual(start);
  });

  it('rejects an approved withdrawal only with finance:pay', async () => {
    await credit(id.creator_live, 100_000);
    const start = await balances(id.creator_live);
    const w = await makeWithdrawal(t, id.creator_live, 20_000);
    expect(
      (await post('operator', `/api/finance/withdrawals/${w}/review`, { decision: 'approve' })).statusCode,
    ).toBe(200);
    const before = await snapshot(w, id.creator_live);
    const operator = await post('operator', `/api/finance/withdrawals/${w}/review`, {
      decision: 'reject',
      message: '收款信息待核实',
    });
    expect(operator.statusCode).toBe(403);
    expect(operator.json().message).toBe('没有权限执行此操作');
    expect(await snapshot(w, id.creator_live)).toEqual(before);

    const admin = await post('admin', `/api/finance/withdrawals/${w}/review`, {
      decision: 'reject',
      message: '收款信息待核实',
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.history.at(-1)).toMatchObject({ from: 'approved', to: 'rejected' });
    expect(await balances(id.creator_live)).toEqual(start);
  });

  it('approves one of two concurrent approvals', async () => {
    await credit(id.creator_live, 100_000);
    const w = await makeWithdrawal(t, id.creator_live, 10_000);
    const answers = await Promise.all([
      post('operator', `/api/finance/withdrawals/${w}/review`, { decision: 'approve' }),
      post('admin', `/api/finance/withdrawals/${w}/review`, { decision: 'approve' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 202]);
    expect(await historyCount(w)).toBe(2);
  });

  it('decides a batch and lists the skipped ones with 207', async () => {
    await credit(id.creator_live, 100_000);
    const first = await makeWithdrawal(t, id.creator_live, 10_000);
    const second = await makeWithdrawal(t, id.creator_live, 10_000);
    await post('operator', `/api/finance/withdrawals/${second}/review`, { decision: 'approve' });
    const response = await post('operator', '/api/finance/withdrawals/review-batch', {
      ids: [first, second, 2_000_000_000],
      decision: 'approve',
    });
    expect(response.statusCode).toBe(207);
    expect(response.json().data).toEqual({
      decided: [first],
      skipped: [
        { id: second, message: '该提现状态已变更，请刷新后重试' },
        { id: 2_000_000_000, message: '提现记录不存在' },
      ],
    });
    expect(await statusOf(first)).toBe('approved');
    const all = await post('operator', '/api/finance/withdrawals/review-batch', {
      ids: [await makeWithdrawal(t, id.creator_live, 10_000)],
      decision: 'reject',
      reasons: ['其他'],
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.skipped).toEqual([]);
  });

  it('lists pending withdrawals oldest first and shows the detail', async () => {
    const list = await get('operator', '/api/finance/withdrawals?status=pending&size=100');
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.data as Array<{ created_at: string; status: string }>;
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    const times = rows.map((r) => r.created_at);
    expect([...times].sort()).toEqual(times);
    const overview = await get('operator', '/api/finance/overview');
    expect(overview.statusCode).toBe(200);
    expect(overview.json().data.statuses.pending.count).toBeGreaterThanOrEqual(rows.length);
  });
});

describe('wallet freeze', () => {
  it('freezes with a reason, refuses a second freeze, unfreezes', async () => {
    const url = `/api/finance/accounts/${id.qinghe_axin}/freeze`;
    const noReason = await post('operator', url, { frozen: 1 }, null);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('请填写冻结原因');
    const frozen = await post('operator', url, { frozen: 1, reason: '风险核查' }, null);
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json().data).toMatchObject({ frozen: 1, frozen_reason: '风险核查' });
    const again = await post('operator', url, { frozen: 1, reason: '风险核查' }, null);
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe('钱包已是冻结状态');

    const list = await get('operator', `/api/finance/accounts?frozen=1&keyword=${id.qinghe_axin}`);
    expect(list.json().data.data.map((r: { user: { id: number } }) => r.user.id)).toContain(id.qinghe_axin);

    const open = await post('operator', url, { frozen: 0 }, null);
    expect(open.statusCode).toBe(200);
    const twice = await post('operator', url, { frozen: 0 }, null);
    expect(twice.statusCode).toBe(202);
    expect(twice.json().message).toBe('钱包未冻结');
    expect(await financeLogs('wallet', id.qinghe_axin)).toEqual(['finance.freeze', 'finance.unfreeze']);
  });
});

describe('adjustments', () => {
  it('is proposed by one person and approved by another with finance:pay', async () => {
    const start = await balances(id.creator_live);
    const proposed = await post('operator', '/api/finance/adjustments', {
      user_id: id.creator_live,
      amount_fen: 20_000,
      reason: '直播活动补发奖励',
    });
    expect(proposed.statusCode).toBe(200);
    const adjustment = proposed.json().data;
    expect(adjustment).toMatchObject({ status: 'pending', amount_fen: 20_000 });
    const url = `/api/finance/adjustments/${adjustment.id}/decision`;

    const operator = await post('operator', url, { decision: 'approve' });
    expect(operator.statusCode).toBe(403);

    const approved = await post('admin', url, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', decider: { id: id.admin } });
    expect((await balances(id.creator_live)).available_fen).toBe(start.available_fen + 20_000);

    const again = await post('admin', url, { decision: 'reject', message: '重复' });
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe('该调整已处理');
  });

  it('refuses the proposer, a negative balance, and bad amounts', async () => {
    const own = await post('admin', '/api/finance/adjustments', {
      user_id: id.creator_live,
      amount_fen: 100,
      reason: '测试自己复核',
    });
    const ownAnswer = await post('admin', `/api/finance/adjustments/${own.json().data.id}/decision`, {
      decision: 'approve',
    });
    expect(ownAnswer.statusCode).toBe(202);
    expect(ownAnswer.json().message).toBe('调整的提出人与复核人不能为同一人');

    const { available_fen } = await balances(id.creator_live);
    const negative = await post('operator', '/api/finance/adjustments', {
      user_id: id.creator_live,
      amount_fen: -Math.min(available_fen + 1, 1_000_000),
      reason: '测试扣减过多',
    });
    if (available_fen + 1 <= 1_000_000) {
      const entries = await ledgerCount();
      const refused = await post('admin', `/api/finance/adjustments/${negative.json().data.id}/decision`, {
        decision: 'approve',
      });
      expect(refused.statusCode).toBe(202);
      expect(refused.json().message).toBe('调整后余额将为负数，无法执行');
      expect(await ledgerCount()).toBe(entries);
    }

    for (const [amount, message] of [
      [0, '调整金额不能为 0'],
      [1_000_001, '单笔调整金额不能超过 10,000.00 元'],
      [10.5, '金额必须是以分为单位的整数'],
    ] as const) {
      const bad = await post('operator', '/api/finance/adjustments', {
        user_id: id.creator_live,
        amount_fen: amount,
        reason: '测试金额校验',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    const short = await post('operator', '/api/finance/adjustments', {
      user_id: id.creator_live,
      amount_fen: 100,
      reason: '太短',
    });
    expect(short.json().message).toBe('请填写调整原因（至少 5 个字）');
  });
});
