/* eslint-disable @typescript-eslint/no-explicit-any -- answers and rows are read loosely: the assertions check their shape */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { approvedWithdrawal, fund, userId } from '../payouts/fixtures.js';

let t: TestApp;
const exec = (query: SQL) => t.app.db.execute(query) as unknown as Promise<{ rows: unknown[] }>;
let creator: number;
let operator: number;
let paidId: number;

const get = async (username: string, url: string) => {
  const response = await t.injectAs(username, { method: 'GET', url });
  return {
    status: response.statusCode,
    body: response.json<{ data?: any; message?: string }>(),
    text: response.body,
  };
};
const post = async (username: string, url: string, payload: object = {}) => {
  const response = await t.injectAs(username, {
    method: 'POST',
    url,
    payload,
    headers: { 'idempotency-key': `ledger-test-${Math.random().toString(36).slice(2)}-${Date.now()}` },
  });
  return {
    status: response.statusCode,
    body: response.json<{ data?: any; message?: string }>(),
    text: response.body,
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  creator = await userId(t.app, 'creator');
  operator = await userId(t.app, 'operator');
  await fund(t.app, creator, 500_000);
  const w = await approvedWithdrawal(t.app, creator, 100_000, operator);
  await post('admin', '/api/finance/payout-batches', { type: 'personal', ids: [w.id] });
  await post('admin', `/api/finance/withdrawals/${w.id}/result`, { result: 'paid', bank_ref: 'L-1' });
  paidId = w.id;
});
afterAll(() => t.close());

describe('wallet log', () => {
  it('lists entries newest first with an exact total, filtered', async () => {
    const all = await get('operator', `/api/ledger/entries?user_id=${creator}&size=100`);
    expect(all.status).toBe(200);
    const entryIds = all.body.data.data.map((e: { id: number }) => e.id);
    expect(entryIds).toEqual([...entryIds].sort((a, b) => b - a));
    expect(all.body.data.total).toBe(all.body.data.data.length);
    const holds = await get('operator', `/api/ledger/entries?user_id=${creator}&kind=withdraw_hold`);
    expect(holds.body.data.data.every((e: { kind: string }) => e.kind === 'withdraw_hold')).toBe(true);
    const system = await get('operator', '/api/ledger/entries?account_kind=system&kind=withdraw_payout');
    expect(system.body.data.data.map((e: { account_kind: string }) => e.account_kind).sort()).toContain(
      'sys_payouts',
    );
    const [w] = (await exec(sql`select no from withdrawals where id = ${paidId}`)).rows as {
      no: string;
    }[];
    const byNo = await get('operator', `/api/ledger/entries?source_no=${w!.no}`);
    expect(byNo.body.data.data.length).toBeGreaterThanOrEqual(4);
    expect(byNo.body.data.data[0].source.label).toBe(w!.no);
  });

  it('reads only the first 10 000 rows', async () => {
    const { status, body } = await get('operator', '/api/ledger/entries?page=1001&size=10');
    expect(status).toBe(400);
    expect(body.message).toBe('仅支持查看前 10000 条记录，请缩小筛选范围');
  });

  it('shows a transaction with every leg summing to 0', async () => {
    const list = await get('operator', `/api/ledger/entries?kind=withdraw_payout&user_id=${creator}`);
    const id = list.body.data.data[0].transaction_id;
    const { status, body } = await get('operator', `/api/ledger/transactions/${id}`);
    expect(status).toBe(200);
    expect(body.data.sum_fen).toBe(0);
    expect(body.data.legs.length).toBeGreaterThanOrEqual(2);
    expect(body.data.legs.reduce((sum: number, leg: { amount_fen: number }) => sum + leg.amount_fen, 0)).toBe(
      0,
    );
    expect((await get('operator', '/api/ledger/transactions/2000000000')).status).toBe(404);
  });

  it('checks the ledger for finance:review only', async () => {
    const { status, body } = await get('operator', '/api/ledger/check');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      entries_sum_fen: 0,
      unbalanced_transactions: [],
      mismatched_accounts: [],
    });
    expect((await get('creator', '/api/ledger/check')).status).toBe(403);
    expect((await get('creator', '/api/ledger/entries')).status).toBe(403);
  });

  it('never answers 12 consecutive digits of an account number (money.md §13.10)', async () => {
    const answers = [
      await get('operator', '/api/ledger/entries?size=100'),
      await get('operator', '/api/finance/payouts?type=personal&tab=all&size=100'),
      await get('admin', '/api/finance/payouts?type=personal&tab=paid&size=100'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toMatch(/6225880123456|22588012345678|571909876510/);
    }
  });
});

describe('finance sheets', () => {
  it('refuses a direct payout sheet and keeps the tax sheet to finance:pay', async () => {
    const direct = await post('admin', '/api/exports', { kind: 'payout_batch', filter: { batch_id: 1 } });
    expect(direct.status).toBe(400);
    expect(direct.body.message).toBe('打款明细仅能通过发起打款生成');
    const month = new Date().toISOString().slice(0, 7);
    expect((await post('operator', '/api/exports', { kind: 'finance_tax', filter: { month } })).status).toBe(
      403,
    );
    const before = (
      await exec(sql`select count(*)::int as n from sensitive_reveals where field = 'id_number'`)
    ).rows as { n: number }[];
    const tax = await post('admin', '/api/exports', { kind: 'finance_tax', filter: { month } });
    expect(tax.status).toBe(200);
    await t.app.exports.idle();
    const after = (
      await exec(sql`select count(*)::int as n from sensitive_reveals where field = 'id_number'`)
    ).rows as { n: number }[];
    expect(Number(after[0]!.n)).toBeGreaterThan(Number(before[0]!.n));
    const entries = await post('operator', '/api/exports', { kind: 'finance_entries', filter: { month } });
    expect(entries.status).toBe(200);
    const withdrawals = await post('operator', '/api/exports', {
      kind: 'finance_withdrawals',
      filter: { month },
    });
    expect(withdrawals.status).toBe(200);
    await t.app.exports.idle();
    const jobs = (
      await exec(
        sql`select kind, status from export_jobs where id in (${entries.body.data.id}, ${withdrawals.body.data.id}, ${tax.body.data.id})`,
      )
    ).rows as { status: string }[];
    expect(jobs.every((job) => job.status === 'done')).toBe(true);
  });
});
