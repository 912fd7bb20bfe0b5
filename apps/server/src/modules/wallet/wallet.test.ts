import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { walletTestConfig } from '../../../test/support/wallet.js';
import { freshAccountLike } from '../../../test/support/fresh-account.js';
import { shanghaiMinute } from './eligibility.js';

/** The owner's side of money (money.md §8.1, §8.5, §10, §12, §13). */
let t: TestApp;
const id: Record<string, number> = {};
let source = 1;
/** Fresh accounts like the demo creator and MCN: the demo ones have a money history (money.md §11). */
let creator = '';
let mcn = '';

const CARD = '6225880123456783';
const COMPANY_NUMBER = '571909876510601';

beforeAll(async () => {
  t = await buildTestApp({
    config: walletTestConfig(3),
  });
  for (const row of await t.database.db.select({ id: users.id, username: users.username }).from(users)) {
    id[row.username] = row.id;
  }
  for (const [like, set] of [
    ['creator', (name: string) => (creator = name)],
    ['mcn', (name: string) => (mcn = name)],
  ] as const) {
    const fresh = await freshAccountLike(t.database.db, like);
    id[fresh.username] = fresh.id;
    set(fresh.username);
  }
});
afterAll(() => t?.close());

const db = () => t.database.db;
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: T[] }).rows;

async function credit(username: string, amountFen: number) {
  await t.app.ledger.credit({
    userId: id[username]!,
    amountFen,
    kind: 'task_reward',
    source: { type: 'wallet_test', id: source++ },
    title: '测试奖励',
    actorId: null,
  });
}

const wallet = async (username: string) =>
  (await t.injectAs(username, { method: 'GET', url: '/api/wallet' })).json().data;

const bind = (username: string, type: 'personal' | 'company', body: Record<string, string>) =>
  t.injectAs(username, { method: 'PUT', url: `/api/wallet/payout-accounts/${type}`, payload: body });

/** Binds and lifts the 24 h lock (the lock has its own test). */
async function bindUsable(username: string, type: 'personal' | 'company', body: Record<string, string>) {
  const response = await bind(username, type, body);
  expect(response.statusCode, response.body).toBe(200);
  await db().execute(
    sql`update payout_accounts set usable_from = now() - interval '1 minute' where id = ${response.json().data.id}`,
  );
}

const withdraw = (username: string, body: unknown, key: string = randomUUID()) =>
  t.injectAs(username, {
    method: 'POST',
    url: '/api/wallet/withdrawals',
    payload: body as Record<string, unknown>,
    headers: { 'idempotency-key': key },
  });

const cancel = (username: string, withdrawalId: number, key: string = randomUUID()) =>
  t.injectAs(username, {
    method: 'POST',
    url: `/api/wallet/withdrawals/${withdrawalId}/cancel`,
    headers: { 'idempotency-key': key },
  });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const invoice = (
  amountFen: number,
  number = `2633200000${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
) => ({
  type: 'special',
  number,
  issue_date: today(),
  amount_fen: amountFen,
  tax_rate: 6,
  file: '/api/files/00000000-0000-4000-8000-0000000000ff',
});

/** No body of ours carries 12 or more consecutive digits of an account number (§13.10). */
function expectMasked(body: string, ...numbers: string[]) {
  for (const number of numbers) {
    for (let start = 0; start + 12 <= number.length; start += 1) {
      expect(body).not.toContain(number.slice(start, start + 12));
    }
  }
}

describe('acting MCN login: 403 before any 400 and 202 (money.md §4)', () => {
  let acting: string;
  beforeAll(async () => {
    const mcnToken = await t.loginAs('mcn');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/my_user_token?user_id=${id.qinghe_xiaoyu}&mcn_token=${mcnToken}`,
      headers: { authorization: `Bearer ${mcnToken}` },
    });
    acting = response.json().data;
  });
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, key?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      headers: { authorization: `Bearer ${acting}`, ...(key ? { 'idempotency-key': key } : {}) },
    });

  it('reads the wallet, flagged as acting', async () => {
    const response = await as('GET', '/api/wallet');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.acting).toBe(1);
  });

  it('refuses withdraw, cancel and binding, even with bad input or no key', async () => {
    const message = '代理登录状态下不能提现，请使用本人账号登录';
    for (const response of [
      await as('POST', '/api/wallet/withdrawals', { type: 'personal', amount_fen: 100.5 }),
      await as('POST', '/api/wallet/withdrawals', { type: 'personal', amount_fen: 100_000 }, randomUUID()),
      await as('POST', '/api/wallet/withdrawals/1/cancel'),
      await as('PUT', '/api/wallet/payout-accounts/personal', { account_number: '1' }),
      await as('PUT', '/api/wallet/payout-accounts/personal', {
        bank_name: '招商银行',
        account_number: CARD,
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('payout accounts (money.md §8.1, §10)', () => {
  it('checks the card per type: digits, Luhn, bank; the company account and taxpayer type', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['personal', { bank_name: '招商银行', account_number: '' }, '请输入银行卡号'],
      [
        'personal',
        { bank_name: '招商银行', account_number: '6225 8801 2345' },
        '银行卡号应为 16 至 19 位数字',
      ],
      [
        'personal',
        { bank_name: '招商银行', account_number: '6225 8801 2345 6784' },
        '银行卡号校验失败，请检查后重新输入',
      ],
      ['personal', { bank_name: '火星银行', account_number: CARD }, '请选择开户银行'],
      [
        'company',
        { bank_name: '招商银行', account_number: COMPANY_NUMBER, taxpayer_type: 'general' },
        '请填写开户支行',
      ],
      [
        'company',
        {
          bank_name: '招商银行',
          bank_branch: '杭州分行',
          account_number: '1234567',
          taxpayer_type: 'general',
        },
        '对公账号应为 8 至 30 位数字',
      ],
      [
        'company',
        { bank_name: '招商银行', bank_branch: '杭州分行', account_number: COMPANY_NUMBER },
        '请选择纳税人类型',
      ],
    ];
    for (const [type, body, message] of cases) {
      const response = await bind(creator, type as 'personal', body);
      expect(response.statusCode, `${type} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses by certification and role', async () => {
    const personal = { bank_name: '招商银行', account_number: CARD };
    const company = {
      bank_name: '招商银行',
      bank_branch: '杭州分行',
      account_number: COMPANY_NUMBER,
      taxpayer_type: 'general',
    };
    expect((await bind('creator_live', 'personal', personal)).json().message).toBe(
      '请先完成实名认证后再绑定银行卡',
    );
    expect((await bind(creator, 'company', company)).json().message).toBe('请先完成企业认证后再绑定对公账户');
  });

  it('binds with the approved real name, masked, locked for 24 h with the time in the message', async () => {
    await credit(creator, 100_000);
    const response = await bind(creator, 'personal', {
      bank_name: '招商银行',
      account_number: '6225 8801 2345 6783',
    });
    expect(response.statusCode, response.body).toBe(200);
    const account = response.json().data;
    expect(account).toMatchObject({ account_masked: '6225 **** **** 6783', status: 'active', verified: 0 });
    expect(account.account_name).not.toBe('');
    expectMasked(response.body, CARD);
    const usableFrom = new Date(account.usable_from);
    expect(usableFrom.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const refused = await withdraw(creator, { type: 'personal', amount_fen: 10_000 });
    expect(refused.statusCode).toBe(202);
    expect(refused.json().message).toBe(
      `收款账户变更后 24 小时内不能提现，请于 ${shanghaiMinute(usableFrom)} 后再试`,
    );
    expect(shanghaiMinute(usableFrom)).toMatch(/^\d{2}-\d{2} \d{2}:\d{2}$/);
    const view = await t.injectAs(creator, { method: 'GET', url: '/api/wallet' });
    expectMasked(view.body, CARD);
    expect(view.json().data.eligibility.personal.reasons.map((r: { code: string }) => r.code)).toContain(
      'account_locked',
    );
  });

  it('replaces the active account, refused while a withdrawal of that type is open', async () => {
    await bindUsable(creator, 'personal', { bank_name: '招商银行', account_number: CARD });
    const pending = await withdraw(creator, { type: 'personal', amount_fen: 80_000 });
    expect(pending.statusCode, pending.body).toBe(200);
    const again = await bind(creator, 'personal', {
      bank_name: '中国银行',
      account_number: '6216610001234567895',
    });
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe('有未完成的提现时不能更换收款账户');
    expect((await cancel(creator, pending.json().data.id)).statusCode).toBe(200);
    const replaced = await bind(creator, 'personal', {
      bank_name: '中国银行',
      account_number: '6216610001234567895',
    });
    expect(replaced.statusCode).toBe(200);
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from payout_accounts where user_id = ${id[creator]} and status = 'replaced'`,
    );
    expect(n).toBeGreaterThanOrEqual(1);
    await bindUsable(creator, 'personal', { bank_name: '招商银行', account_number: CARD });
  });
});

describe('POST /api/wallet/withdrawals', () => {
  it('refuses bad amounts with the §10 messages (400), nothing stored', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'personal', amount_fen: 100.5 }, '金额必须是以分为单位的整数'],
      [{ type: 'personal', amount_fen: '1000' }, '金额必须是以分为单位的整数'],
      [{ type: 'personal', amount_fen: 1e21 }, '金额必须是以分为单位的整数'],
      [{ type: 'personal', amount_fen: -100 }, '单笔提现金额不能低于 10.00 元'],
      [{ type: 'personal' }, '请输入提现金额'],
      [{ type: 'personal', amount_fen: 999 }, '单笔提现金额不能低于 10.00 元'],
      [{ type: 'personal', amount_fen: 5_000_001 }, '单笔提现金额不能超过 50,000.00 元'],
      [
        { type: 'company', amount_fen: 100_000_001, invoice: invoice(100_000_001) },
        '单笔企业提现金额不能超过 1,000,000.00 元',
      ],
      [{ type: 'cash', amount_fen: 1000 }, '提现类型无效'],
      [{ type: 'company', amount_fen: 100_000 }, '企业提现须填写发票信息'],
      [{ type: 'company', amount_fen: 100_000, invoice: invoice(99_999) }, '发票价税合计须与提现金额一致'],
      [
        { type: 'company', amount_fen: 100_000, invoice: { ...invoice(100_000), number: '12345678' } },
        '请填写 10 位或 12 位发票代码',
      ],
      [
        { type: 'company', amount_fen: 100_000, invoice: { ...invoice(100_000), number: '123' } },
        '发票号码应为 20 位（数电发票）或 8 位（纸质/税控发票）',
      ],
      [
        { type: 'company', amount_fen: 100_000, invoice: { ...invoice(100_000), issue_date: '2099-01-01' } },
        '开票日期不能晚于今天',
      ],
      [
        { type: 'company', amount_fen: 100_000, invoice: { ...invoice(100_000), issue_date: '2020-01-01' } },
        '开票日期超过 180 天，请重新开具',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await withdraw(creator, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
  });

  it('needs a well-formed key', async () => {
    const none = await t.injectAs(creator, {
      method: 'POST',
      url: '/api/wallet/withdrawals',
      payload: { type: 'personal', amount_fen: 1000 },
    });
    expect(none.statusCode).toBe(400);
    expect((await withdraw(creator, { type: 'personal', amount_fen: 1000 }, 'abc')).json().message).toBe(
      '幂等键格式不正确',
    );
  });

  it('holds the amount, estimates the tax, numbers it TX+day+id, logs it, and replays a key', async () => {
    const before = await wallet(creator);
    const key = randomUUID();
    const response = await withdraw(creator, { type: 'personal', amount_fen: 100_000 }, key);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data;
    expect(created.no).toBe(`TX${today().replaceAll('-', '')}${String(created.id).padStart(6, '0')}`);
    expect(created).toMatchObject({ status: 'pending', amount_fen: 100_000, tax_final: 0 });
    expect(created.tax_fen + created.net_fen).toBe(100_000);
    expectMasked(response.body, CARD);
    const after = await wallet(creator);
    expect(after.available_fen).toBe(before.available_fen - 100_000);
    expect(after.withdrawing_fen).toBe(before.withdrawing_fen + 100_000);
    expect(after.limits.used_today).toBe(before.limits.used_today + 1);

    const replay = await withdraw(creator, { type: 'personal', amount_fen: 100_000 }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.id).toBe(created.id);
    expect((await withdraw(creator, { type: 'personal', amount_fen: 200_000 }, key)).statusCode).toBe(422);

    const [log] = await rowsOf<{ module: string; action: string }>(
      sql`select module, action from operation_logs where target_type = 'withdrawal' and target_id = ${created.id}`,
    );
    expect(log).toMatchObject({ module: 'finance', action: 'withdrawal.create' });

    const detail = await t.injectAs(creator, {
      method: 'GET',
      url: `/api/wallet/withdrawals/${created.id}`,
    });
    expect(detail.json().data.history).toMatchObject([{ from: null, to: 'pending' }]);
    const others = await t.injectAs(mcn, { method: 'GET', url: `/api/wallet/withdrawals/${created.id}` });
    expect(others.statusCode).toBe(404);
    expect(others.json().message).toBe('提现记录不存在');
    expect((await cancel(mcn, created.id)).statusCode).toBe(404);

    const entries = await t.injectAs(creator, {
      method: 'GET',
      url: '/api/wallet/entries?kind=withdraw_hold',
    });
    const [line] = entries.json().data.data;
    expect(line).toMatchObject({ amount_fen: -100_000, balance_after_fen: after.available_fen });
    expect(line.source).toMatchObject({ type: 'withdrawal', id: created.id, label: created.no });

    // Cancel: released, idempotent, only once.
    const cancelKey = randomUUID();
    const cancelled = await cancel(creator, created.id, cancelKey);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await cancel(creator, created.id, cancelKey)).headers['idempotent-replayed']).toBe('true');
    const twice = await cancel(creator, created.id);
    expect(twice.statusCode).toBe(202);
    expect(twice.json().message).toBe('仅待审核的提现可以撤销');
    expect((await wallet(creator)).available_fen).toBe(before.available_fen);
  });

  it('answers the §8.5 refusals in order', async () => {
    // creator_live: real-name rejected, no account → the certification first.
    await credit('creator_live', 50_000);
    expect((await withdraw('creator_live', { type: 'personal', amount_fen: 10_000 })).json().message).toBe(
      '请先完成实名认证后再提现',
    );
    expect(
      (await withdraw(creator, { type: 'company', amount_fen: 10_000, invoice: invoice(10_000) })).json()
        .message,
    ).toBe('请先完成企业认证后再申请企业提现');
    expect((await withdraw(mcn, { type: 'personal', amount_fen: 10_000 })).json().message).toMatch(
      /请先完成实名认证后再提现|MCN 机构账户仅支持企业提现/,
    );
    // The balance, with the figure.
    const { available_fen: available } = await wallet(creator);
    const over = await withdraw(creator, {
      type: 'personal',
      amount_fen: Math.min(available + 100, 5_000_000),
    });
    expect(over.statusCode).toBe(202);
    expect(over.json().message).toMatch(/^可提现余额不足，当前可提现 [\d,]+\.\d{2} 元$/);
    // Frozen comes before everything.
    await db().execute(
      sql`update ledger_accounts set frozen_at = now(), frozen_reason = '核查' where user_id = ${id.creator_live} and kind = 'wallet'`,
    );
    expect((await withdraw('creator_live', { type: 'personal', amount_fen: 10_000 })).json().message).toBe(
      '钱包已冻结，暂不能提现，请联系平台客服',
    );
    expect((await wallet('creator_live')).frozen).toBe(1);
  });

  it('counts today’s requests that were neither cancelled nor rejected against the daily limit', async () => {
    await credit(creator, 400_000);
    const made: number[] = [];
    const { used_today: used } = (await wallet(creator)).limits;
    for (let i = used; i < 3; i += 1) {
      const response = await withdraw(creator, { type: 'personal', amount_fen: 1_000 });
      expect(response.statusCode, response.body).toBe(200);
      made.push(response.json().data.id);
    }
    const fourth = await withdraw(creator, { type: 'personal', amount_fen: 1_000 });
    expect(fourth.statusCode).toBe(202);
    expect(fourth.json().message).toBe('今日提现次数已达上限（3 次），请明天再试');
    await cancel(creator, made[0]!);
    expect((await withdraw(creator, { type: 'personal', amount_fen: 1_000 })).statusCode).toBe(200);
  });
});

describe('company withdrawals (mcn)', () => {
  beforeAll(async () => {
    await credit(mcn, 1_000_000);
    await bindUsable(mcn, 'company', {
      bank_name: '招商银行',
      bank_branch: '杭州分行营业部',
      account_number: COMPANY_NUMBER,
      taxpayer_type: 'general',
    });
  });

  it('refuses a personal card for an MCN and an ordinary invoice for a general taxpayer', async () => {
    expect((await bind(mcn, 'personal', { bank_name: '招商银行', account_number: CARD })).statusCode).toBe(
      202,
    );
    const ordinary = await withdraw(mcn, {
      type: 'company',
      amount_fen: 10_000,
      invoice: { ...invoice(10_000), type: 'general' },
    });
    expect(ordinary.json().message).toBe('一般纳税人请开具增值税专用发票');
  });

  it('takes one withdrawal per live invoice number, also concurrently (§13.11)', async () => {
    const number = '26332000000299887766';
    const answers = await Promise.all(
      [0, 1].map(() =>
        withdraw(mcn, { type: 'company', amount_fen: 10_000, invoice: invoice(10_000, number) }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 202]);
    expect(answers.find((a) => a.statusCode === 202)!.json().message).toBe('该发票已用于其他提现申请');
    const accepted = answers.find((a) => a.statusCode === 200)!.json().data;
    expect(accepted.tax_fen).toBe(0);
    expectMasked(JSON.stringify(accepted), COMPANY_NUMBER);
    // Once cancelled, the number is free again.
    await cancel(mcn, accepted.id);
    expect(
      (await withdraw(mcn, { type: 'company', amount_fen: 10_000, invoice: invoice(10_000, number) }))
        .statusCode,
    ).toBe(200);
  });

  it('shows the wallet masked, with company-only eligibility', async () => {
    const response = await t.injectAs(mcn, { method: 'GET', url: '/api/wallet' });
    expectMasked(response.body, COMPANY_NUMBER);
    const data = response.json().data;
    expect(data.mcn).toBe(1);
    expect(data.accounts.company.account_masked).toBe('5719 **** **** 0601');
    expect(data.eligibility.personal.allowed).toBe(0);
  });
});

describe('GET /api/wallet/withdrawals/quote', () => {
  it('withholds 劳务报酬 tax on the month’s figures', async () => {
    const quote = async (amount: number) =>
      (
        await t.injectAs(creator, {
          method: 'GET',
          url: `/api/wallet/withdrawals/quote?type=personal&amount_fen=${amount}`,
        })
      ).json().data;
    expect(await quote(80_000)).toMatchObject({ tax_fen: 0, net_fen: 80_000 });
    expect(await quote(100_000)).toMatchObject({ tax_fen: 4_000, net_fen: 96_000 });
    expect((await quote(500_000)).breakdown).toMatchObject({
      deduction_fen: 100_000,
      taxable_fen: 400_000,
      rate_pct: 20,
    });
    const bad = await t.injectAs(creator, {
      method: 'GET',
      url: '/api/wallet/withdrawals/quote?type=personal&amount_fen=10.5',
    });
    expect(bad.statusCode).toBe(400);
  });
});
