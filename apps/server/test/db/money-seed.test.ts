import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';

/** The money demo seed as each demo account sees it through the API (money.md §11). */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = async (username: string, url: string) => {
  const response = await t.injectAs(username, { method: 'GET', url });
  expect(response.statusCode, `${username} ${url}: ${response.body}`).toBe(200);
  return response.json();
};
const wallet = async (username: string) => (await get(username, '/api/wallet')).data;
/** A list endpoint's page: `{ data, total }`. */
const list = async (username: string, url: string) => (await get(username, url)).data;
const codes = (eligibility: { reasons: { code: string }[] }) =>
  eligibility.reasons.map((reason) => reason.code);

interface Withdrawal {
  id: number;
  no: string;
  status: string;
  type: string;
  amount_fen: number;
  tax_fen: number;
  net_fen: number;
  invoice: { number: string; tax_rate: number } | null;
}

describe('the money demo seed', () => {
  it('creator: ¥2,880.00 available, ¥800.00 withdrawing, a verified card, the taxes of the real code', async () => {
    const w = await wallet('creator');
    expect(w.available_fen).toBe(288_000);
    expect(w.withdrawing_fen).toBe(80_000);
    expect(w.total_income_fen).toBe(1_168_000 + 100_000);
    expect(w.total_withdrawn_fen).toBe(900_000);
    expect(w.frozen).toBe(0);
    expect(w.accounts.personal).toMatchObject({
      bank_name: '招商银行',
      account_masked: '6225 **** **** 6783',
      status: 'active',
      verified: 1,
    });
    expect(w.eligibility.personal.allowed).toBe(1);

    const mine = (await list('creator', '/api/wallet/withdrawals?page=1&size=20')).data as Withdrawal[];
    const byAmount = (fen: number) => mine.find((item) => item.amount_fen === fen)!;
    expect(mine).toHaveLength(6);
    expect(byAmount(50_000)).toMatchObject({ status: 'returned', tax_fen: 0 });
    expect(byAmount(300_000)).toMatchObject({ status: 'paid', tax_fen: 44_000, net_fen: 256_000 });
    expect(byAmount(500_000)).toMatchObject({ status: 'paid', tax_fen: 80_000, net_fen: 420_000 });
    expect(byAmount(200_000)).toMatchObject({ status: 'rejected' });
    expect(byAmount(100_000)).toMatchObject({ status: 'paid', tax_fen: 4_000, net_fen: 96_000 });
    expect(byAmount(80_000)).toMatchObject({ status: 'pending' });
    expect(w.tax_withheld_year_fen).toBeLessThanOrEqual(44_000 + 80_000 + 4_000);

    const detail = (await get('creator', `/api/wallet/withdrawals/${byAmount(50_000).id}`)).data;
    expect(detail.history.map((step: { to: string }) => step.to)).toEqual([
      'pending',
      'approved',
      'paying',
      'paid',
      'returned',
    ]);
    expect(detail.history.at(-1)).toMatchObject({
      message: '登记退票：收款行退票：账户状态异常（银行流水号 ICBC20260001R）',
    });
    expect(detail.account.account_masked).toBe('6222 **** **** 3216');

    // Every movement in date order: each balance after is the one before plus the amount.
    const entries = (await list('creator', '/api/wallet/entries?page=1&size=100')).data as {
      amount_fen: number;
      balance_after_fen: number;
      created_at: string;
    }[];
    const oldestFirst = [...entries].reverse();
    let balance = 0;
    for (const entry of oldestFirst) {
      balance += entry.amount_fen;
      expect(entry.balance_after_fen).toBe(balance);
    }
    expect(balance).toBe(288_000);
    const dates = oldestFirst.map((entry) => entry.created_at);
    expect(dates).toEqual([...dates].sort());
  });

  it('creator_live: ¥1,520.00 of rewards behind both gates, no payout account', async () => {
    const w = await wallet('creator_live');
    expect(w.available_fen).toBe(152_000);
    expect(w.withdrawing_fen).toBe(0);
    expect(w.accounts.personal).toBeNull();
    expect(w.real_name_approved).toBe(0);
    expect(w.enterprise_approved).toBe(0);
    expect(codes(w.eligibility.personal)).toContain('real_name');
    expect(codes(w.eligibility.company)).toContain('enterprise');
  });

  it('mcn: ¥5,900.00 available, ¥30,000.00 withdrawing, company withdrawals with invoices, two shares', async () => {
    const w = await wallet('mcn');
    expect(w.available_fen).toBe(590_000);
    expect(w.withdrawing_fen).toBe(3_000_000);
    expect(w.total_income_fen).toBe(800_000 + 1_860_000 + 2_430_000);
    expect(w.partner).toBe(1);
    expect(w.accounts.company).toMatchObject({
      bank_name: '招商银行',
      bank_branch: '杭州分行营业部',
      account_masked: '5719 **** **** 0601',
      taxpayer_type: 'general',
      verified: 1,
    });
    const mine = (await list('mcn', '/api/wallet/withdrawals?page=1&size=20')).data as Withdrawal[];
    expect(
      mine
        .map((item) => [
          item.amount_fen,
          item.status,
          item.tax_fen,
          item.invoice?.number,
          item.invoice?.tax_rate,
        ])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [1_000_000, 'pending', 0, '26332000000211223344', 6],
      [1_500_000, 'paid', 0, '26332000000123456789', 6],
      [2_000_000, 'approved', 0, '26332000000198765432', 6],
    ]);
    const statements = (await list('mcn', '/api/wallet/playlet-statements?page=1&size=20')).data as {
      drama_title: string;
      share_fen: number;
      net_fen: number;
    }[];
    expect(statements.map((s) => [s.drama_title, s.net_fen, s.share_fen])).toEqual([
      ['归途', 4_860_000, 2_430_000],
      ['归途', 3_720_000, 1_860_000],
    ]);
  });

  it("the MCN's creators: xiaoyu ¥2,420.00, axin ¥2,680.00, laozhou ¥980.00, guchen frozen", async () => {
    const xiaoyu = await wallet('qinghe_xiaoyu');
    expect([xiaoyu.available_fen, xiaoyu.withdrawing_fen]).toEqual([242_000, 200_000]);
    const xiaoyuList = (await list('qinghe_xiaoyu', '/api/wallet/withdrawals?page=1&size=20'))
      .data as Withdrawal[];
    expect(
      xiaoyuList.map((item) => [item.amount_fen, item.status]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [50_000, 'paying'],
      [150_000, 'approved'],
      [200_000, 'paid'],
    ]);
    expect(xiaoyuList.find((item) => item.amount_fen === 200_000)!.tax_fen).toBe(24_000);

    const axin = await wallet('qinghe_axin');
    expect([axin.available_fen, axin.withdrawing_fen]).toEqual([268_000, 120_000]);
    expect(axin.accounts.personal).toMatchObject({
      bank_name: '中国银行',
      account_masked: '6216 **** **** 7895',
    });
    expect(axin.limits.used_today).toBe(1);
    const axinList = (await list('qinghe_axin', '/api/wallet/withdrawals?page=1&size=20'))
      .data as Withdrawal[];
    expect(
      axinList.map((item) => [item.amount_fen, item.status]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [100_000, 'failed'],
      [120_000, 'pending'],
    ]);

    const laozhou = await wallet('qinghe_laozhou');
    expect([laozhou.available_fen, laozhou.withdrawing_fen]).toEqual([98_000, 0]);
    expect(laozhou.accounts.personal).toBeNull();
  });

  it('qinghe_guchen (disabled): ¥350.00 in a frozen wallet, as finance sees it', async () => {
    const accounts = (await list('operator', '/api/finance/accounts?page=1&size=50&keyword=qinghe_guchen'))
      .data as {
      available_fen: number;
      frozen: number;
      frozen_reason: string;
    }[];
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      available_fen: 35_000,
      frozen: 1,
      frozen_reason: '账号已停用，资金冻结待核查',
    });
  });

  it('operator: 3 pending withdrawals, 1 pending legal review, an adjustment it proposed', async () => {
    const pending = await list('operator', '/api/finance/withdrawals?page=1&size=20&status=pending');
    expect(pending.total).toBe(3);
    const legal = await list('operator', '/api/playlet/dramas?page=1&size=20&legal_status=pending');
    expect(legal.data.map((drama: { title: string }) => drama.title)).toEqual(['山海食记']);
    const adjustments = await list('operator', '/api/finance/adjustments?page=1&size=20&status=pending');
    expect(
      adjustments.data.map((a: { amount_fen: number; reason: string }) => [a.amount_fen, a.reason]),
    ).toEqual([[20_000, '直播活动补发奖励']]);
  });

  it('admin: 2 approved withdrawals, a paying batch, a pending statement; the ledger balances', async () => {
    const approved = await list('admin', '/api/finance/withdrawals?page=1&size=20&status=approved');
    expect(approved.total).toBe(2);
    const paying = await list('admin', '/api/finance/withdrawals?page=1&size=20&status=paying');
    expect(paying.data.map((item: { amount_fen: number }) => item.amount_fen)).toEqual([50_000]);
    const statements = await list('admin', '/api/playlet/statements?page=1&size=20');
    expect(
      statements.data
        .map((s: { period: string; status: string; share_fen: number; contract_no: string }) => [
          s.status,
          s.share_fen,
          s.contract_no.replace(/^HT-\d{4}-/, 'HT-'),
        ])
        .sort((a: [string, number], b: [string, number]) => a[1] - b[1]),
    ).toEqual([
      ['approved', 1_860_000, 'HT-0001'],
      ['pending', 2_145_000, 'HT-0001'],
      ['approved', 2_430_000, 'HT-0001'],
    ]);
    const check = (await get('admin', '/api/ledger/check')).data;
    expect(check).toMatchObject({
      entries_sum_fen: 0,
      unbalanced_transactions: [],
      mismatched_accounts: [],
      negative_accounts: [],
    });
  });
});
