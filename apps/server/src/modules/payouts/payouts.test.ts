/* eslint-disable @typescript-eslint/no-explicit-any -- answers and rows are read loosely: the assertions check their shape */
import { laborTaxFen } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { freshAccountLike } from '../../../test/support/fresh-account.js';
import { approvedWithdrawal, fund, payoutAccount, userId } from './fixtures.js';
import { foundation } from './foundation.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
let keys = 0;
const newKey = () => `payouts-test-${Date.now()}-${(keys += 1)}-${Math.random().toString(36).slice(2, 10)}`;

let t: TestApp;
const ids: Record<string, number> = {};

async function post(username: string, url: string, payload: unknown = {}, key = newKey()) {
  const response = await t.injectAs(username, {
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'idempotency-key': key },
  });
  return {
    status: response.statusCode,
    body: response.json<{ data?: any; message?: string }>(),
    raw: response,
  };
}
const get = async (username: string, url: string) => {
  const response = await t.injectAs(username, { method: 'GET', url });
  return {
    status: response.statusCode,
    body: response.json<{ data?: any; message?: string }>(),
    raw: response,
  };
};

async function expectBalanced() {
  const { status, body } = await get('admin', '/api/ledger/check');
  expect(status).toBe(200);
  expect(body.data).toMatchObject({
    entries_sum_fen: 0,
    unbalanced_transactions: [],
    mismatched_accounts: [],
    negative_accounts: [],
  });
}

async function withdrawal(id: number) {
  const [row] = rowsOf<Record<string, any>>(
    await t.app.db.execute(sql`select * from withdrawals where id = ${id}`),
  );
  return row!;
}
async function balances(user: number) {
  return t.app.ledger.balances(user);
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of [
    'admin',
    'admin_li',
    'operator',
    'creator',
    'creator_live',
    'qinghe_xiaoyu',
    'qinghe_axin',
    'qinghe_laozhou',
    'qinghe_guchen',
    'reviewer_a',
    'mcn_pending',
    'sysop',
    'mcn',
  ]) {
    ids[name] = await userId(t.app, name);
  }
  // The money holders are fresh accounts like the demo ones: those have a money history (money.md §11).
  for (const name of [
    'creator',
    'creator_live',
    'qinghe_xiaoyu',
    'qinghe_axin',
    'qinghe_laozhou',
    'qinghe_guchen',
    'mcn',
  ]) {
    ids[name] = (await freshAccountLike(t.app.db, name)).id;
  }
});
afterAll(() => t.close());

describe('payout batches', () => {
  it('moves approved withdrawals to paying in one batch with its payout sheet, audited per person', async () => {
    await fund(t.app, ids.creator!, 1_000_000);
    await fund(t.app, ids.qinghe_xiaoyu!, 1_000_000);
    const a = await approvedWithdrawal(t.app, ids.creator!, 100_000, ids.operator!);
    const b = await approvedWithdrawal(t.app, ids.qinghe_xiaoyu!, 50_000, ids.operator!);
    const reveals = async () =>
      Number(
        rowsOf<{ n: number }>(
          await t.app.db.execute(sql`select count(*)::int as n from sensitive_reveals where module = 4`),
        )[0]!.n,
      );
    const before = await reveals();
    const { status, body } = await post('admin', '/api/finance/payout-batches', {
      type: 'personal',
      ids: [a.id, b.id],
    });
    expect(status).toBe(200);
    expect(body.data.no).toMatch(/^PB\d{8}\d{4}$/);
    expect(body.data.count).toBe(2);
    // ¥1,000 withholds ¥40; ¥500 nothing.
    expect(body.data.total_net_fen).toBe(96_000 + 50_000);
    expect(body.data.export_job).toMatchObject({ kind: 'payout_batch', status: 'pending' });
    expect((await withdrawal(a.id)).status).toBe('paying');
    expect(await reveals()).toBe(before + 2);
    await t.app.exports.idle();
    const [job] = rowsOf<Record<string, any>>(
      await t.app.db.execute(sql`select * from export_jobs where id = ${body.data.export_job.id}`),
    );
    expect(job).toMatchObject({ status: 'done', rows: 2 });
    // The sheet is the only place with the full number; the batch's answer has none.
    expect(JSON.stringify(body)).not.toContain('622588012345');
    await expectBalanced();
  });

  it('is all or nothing: not approved, reviewed by the payer, mixed types', async () => {
    await fund(t.app, ids.creator_live!, 1_000_000);
    const ok = await approvedWithdrawal(t.app, ids.creator_live!, 20_000, ids.operator!);
    const own = await approvedWithdrawal(t.app, ids.creator_live!, 20_000, ids.admin!);
    const company = await approvedWithdrawal(t.app, ids.creator_live!, 20_000, ids.operator!, 'company');

    const notApproved = await post('admin', '/api/finance/payout-batches', {
      type: 'personal',
      ids: [ok.id, own.id],
    });
    // own is still approved: the payer reviewed it.
    expect(notApproved.status).toBe(202);
    expect(notApproved.body.message).toBe(`单号 ${own.no} 由你审核，不能由你打款`);
    const mixed = await post('admin', '/api/finance/payout-batches', {
      type: 'personal',
      ids: [ok.id, company.id],
    });
    expect(mixed.body.message).toBe('批次中的提现类型必须一致');
    expect((await withdrawal(ok.id)).status).toBe('approved');

    const first = await post('admin', '/api/finance/payout-batches', { type: 'personal', ids: [ok.id] });
    expect(first.status).toBe(200);
    const again = await post('admin', '/api/finance/payout-batches', { type: 'personal', ids: [ok.id] });
    expect(again.status).toBe(202);
    expect(again.body.message).toBe(`单号 ${ok.no} 不是待打款状态`);
    await expectBalanced();
  });

  it('cancels a batch without results, and refuses once one is recorded', async () => {
    await fund(t.app, ids.qinghe_axin!, 1_000_000);
    const a = await approvedWithdrawal(t.app, ids.qinghe_axin!, 10_000, ids.operator!);
    const b = await approvedWithdrawal(t.app, ids.qinghe_axin!, 10_000, ids.operator!);
    const batch = await post('admin', '/api/finance/payout-batches', { type: 'personal', ids: [a.id, b.id] });
    const cancelled = await post('admin', `/api/finance/payout-batches/${batch.body.data.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await withdrawal(a.id)).status).toBe('approved');

    const again = await post('admin', '/api/finance/payout-batches', { type: 'personal', ids: [a.id, b.id] });
    await post('admin', `/api/finance/withdrawals/${a.id}/result`, { result: 'paid', bank_ref: 'R1' });
    const refused = await post('admin', `/api/finance/payout-batches/${again.body.data.id}/cancel`);
    expect(refused.status).toBe(202);
    expect(refused.body.message).toBe('批次中已有打款结果，不能撤回');
    const whole = await post('admin', `/api/finance/payout-batches/${again.body.data.id}/result`, {
      bank_ref: 'R2',
    });
    expect(whole.body.data).toEqual({ paid: 1 });
    expect((await withdrawal(b.id)).status).toBe('paid');
    await expectBalanced();
  });
});

describe('payment results', () => {
  it('pays with the final tax, verifies the account and tells the owner', async () => {
    const user = ids.qinghe_laozhou!;
    await fund(t.app, user, 1_000_000);
    const w = await approvedWithdrawal(t.app, user, 100_000, ids.operator!);
    await post('admin', '/api/finance/payout-batches', { type: 'personal', ids: [w.id] });
    const before = await balances(user);
    const { status, body } = await post('admin', `/api/finance/withdrawals/${w.id}/result`, {
      result: 'paid',
      bank_ref: 'BANK-001',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'paid', tax_final: 1 });
    const row = await withdrawal(w.id);
    expect(Number(row.tax_fen) + Number(row.net_fen)).toBe(100_000);
    expect((await balances(user)).withdrawing_fen).toBe(before.withdrawing_fen - 100_000);
    const [account] = rowsOf<Record<string, any>>(
      await t.app.db.execute(
        sql`select verified_at from payout_accounts where id = ${row.payout_account_id}`,
      ),
    );
    expect(account!.verified_at).not.toBeNull();
    const [message] = rowsOf<Record<string, any>>(
      await t.app.db.execute(
        sql`select title from messages where user_id = ${user} and type = 5 order by id desc limit 1`,
      ),
    );
    expect(message!.title).toBe('提现已到账');
    await expectBalanced();
  });

  it('refuses the reviewer as payer, and leaves everything unchanged', async () => {
    const user = ids.qinghe_guchen!;
    await fund(t.app, user, 1_000_000);
    const w = await approvedWithdrawal(t.app, user, 30_000, ids.admin!);
    const batch = await post('admin_li', '/api/finance/payout-batches', { type: 'personal', ids: [w.id] });
    expect(batch.status).toBe(200);
    const history = async () =>
      Number(
        rowsOf<{ n: number }>(
          await t.app.db.execute(
            sql`select count(*)::int as n from withdrawal_history where withdrawal_id = ${w.id}`,
          ),
        )[0]!.n,
      );
    const steps = await history();
    const refused = await post('admin', `/api/finance/withdrawals/${w.id}/result`, {
      result: 'paid',
      bank_ref: 'X',
    });
    expect(refused.status).toBe(202);
    expect(refused.body.message).toBe('审核与打款不能由同一人完成');
    const whole = await post('admin', `/api/finance/payout-batches/${batch.body.data.id}/result`, {
      bank_ref: 'X',
    });
    expect(whole.body.message).toBe('审核与打款不能由同一人完成');
    expect((await withdrawal(w.id)).status).toBe('paying');
    expect(await history()).toBe(steps);
    // Failure with invalidation: money back, account unusable.
    const before = await balances(user);
    const failed = await post('admin_li', `/api/finance/withdrawals/${w.id}/result`, {
      result: 'failed',
      reason: '收款银行卡已注销',
      invalidate_account: 1,
    });
    expect(failed.status).toBe(200);
    expect((await balances(user)).available_fen).toBe(before.available_fen + 30_000);
    const [account] = rowsOf<Record<string, any>>(
      await t.app.db.execute(
        sql`select status from payout_accounts where id = ${(await withdrawal(w.id)).payout_account_id}`,
      ),
    );
    expect(account!.status).toBe('invalid');
    await expectBalanced();
  });

  it('registers a return of paid withdrawals only', async () => {
    const user = ids.reviewer_a!;
    await fund(t.app, user, 1_000_000);
    const w = await approvedWithdrawal(t.app, user, 100_000, ids.operator!);
    const early = await post('admin', `/api/finance/withdrawals/${w.id}/return`, {
      reason: '退票',
      bank_ref: 'R',
    });
    expect(early.status).toBe(202);
    expect(early.body.message).toBe('仅已打款的提现可以登记退票');
    await post('admin', '/api/finance/payout-batches', { type: 'personal', ids: [w.id] });
    await post('admin', `/api/finance/withdrawals/${w.id}/result`, { result: 'paid', bank_ref: 'P' });
    const before = await balances(user);
    const returned = await post('admin', `/api/finance/withdrawals/${w.id}/return`, {
      reason: '收款行退票：账户状态异常',
      bank_ref: 'R-1',
    });
    expect(returned.status).toBe(200);
    expect(returned.body.data.status).toBe('returned');
    expect((await balances(user)).available_fen).toBe(before.available_fen + 100_000);
    await expectBalanced();
  });

  it('pays once for concurrent identical result requests with one key', async () => {
    const user = ids.mcn_pending!;
    await fund(t.app, user, 1_000_000);
    const w = await approvedWithdrawal(t.app, user, 50_000, ids.operator!);
    await post('admin', '/api/finance/payout-batches', { type: 'personal', ids: [w.id] });
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('admin', `/api/finance/withdrawals/${w.id}/result`, { result: 'paid', bank_ref: 'SAME' }, key),
      ),
    );
    expect(new Set(answers.map((a) => a.raw.body)).size).toBe(1);
    expect(answers.filter((a) => a.raw.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const [payouts] = rowsOf<{ n: number }>(
      await t.app.db.execute(
        sql`select count(*)::int as n from ledger_transactions where kind = 'withdraw_payout' and source_id = ${w.id}`,
      ),
    );
    expect(Number(payouts!.n)).toBe(1);
    await expectBalanced();
  });
});

describe('monthly withholding (money.md §6.1, §13.6)', () => {
  /** Pays each amount in turn (a return when negative: the previous payment bounces). */
  async function pay(user: number, steps: number[]) {
    const taxes: number[] = [];
    let last: number | null = null;
    for (const step of steps) {
      if (step < 0) {
        const back = await post('admin', `/api/finance/withdrawals/${last}/return`, {
          reason: '退票',
          bank_ref: 'R',
        });
        expect(back.status).toBe(200);
        continue;
      }
      const w = await approvedWithdrawal(t.app, user, step, ids.operator!);
      await post('admin', '/api/finance/payout-batches', { type: 'personal', ids: [w.id] });
      const paid = await post('admin', `/api/finance/withdrawals/${w.id}/result`, {
        result: 'paid',
        bank_ref: 'B',
      });
      expect(paid.status).toBe(200);
      taxes.push(paid.body.data.tax_fen);
      last = w.id;
      // Right after each payout: the month's withholding is tax(month gross), returns in neither.
      const month = await foundation(t.app).monthTotals(t.app.db, user, new Date());
      expect(month.taxFen).toBe(laborTaxFen(month.paidFen));
    }
    return taxes;
  }

  const cases: [string, number[], number[]][] = [
    ['¥800', [80_000], [0]],
    ['¥4,000', [400_000], [64_000]],
    ['¥4,000.01', [400_001], [64_000]],
    ['¥20,000', [2_000_000], [320_000]],
    ['¥25,000', [2_500_000], [400_000]],
    ['¥62,500 in two payments', [5_000_000, 1_250_000], [1_000_000, 300_000]],
    ['¥3,000 then ¥2,000', [300_000, 200_000], [44_000, 36_000]],
    ['¥500 returned, then ¥3,000', [50_000, -1, 300_000], [0, 44_000]],
  ];

  it.each(cases)('%s', async (_name, steps, expected) => {
    // A user of its own with nothing paid this month.
    const [row] = rowsOf<{ id: number }>(
      await t.app.db.execute(sql`
        insert into users (username, name, phone, password_hash)
        select ${`tax_${Math.random().toString(36).slice(2, 10)}`}, '测试',
          ${`17${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`}, password_hash from users where username = 'creator'
        returning id`),
    );
    const user = Number(row!.id);
    await fund(t.app, user, 10_000_000);
    await payoutAccount(t.app, user);
    expect(await pay(user, steps)).toEqual(expected);
    await expectBalanced();
  });
});
