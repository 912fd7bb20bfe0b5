import { describe, expect, it } from 'vitest';
import { blockingReasons, shanghaiMinute, type WalletFacts } from './eligibility.js';

const now = new Date('2026-11-20T02:00:00Z');
const ok: WalletFacts = {
  frozen: false,
  realNameApproved: true,
  enterpriseApproved: true,
  mcn: false,
  accounts: {
    personal: { status: 'active', usableFrom: new Date('2026-11-01T00:00:00Z') },
    company: { status: 'active', usableFrom: new Date('2026-11-01T00:00:00Z') },
  },
  usedToday: 0,
  dailyLimit: 3,
  availableFen: 288_000,
};
const codes = (facts: Partial<WalletFacts>, type: 'personal' | 'company' = 'personal', amount?: number) =>
  blockingReasons(type, { ...ok, ...facts }, now, amount).map((reason) => reason.code);

describe('blockingReasons (money.md §8.5 order)', () => {
  it('allows when nothing blocks', () => {
    expect(codes({})).toEqual([]);
    expect(codes({}, 'company')).toEqual([]);
  });

  it('lists every reason in the order of §8.5', () => {
    expect(
      codes(
        {
          frozen: true,
          realNameApproved: false,
          mcn: true,
          accounts: { personal: null, company: null },
          usedToday: 3,
          availableFen: 0,
        },
        'personal',
      ),
    ).toEqual(['frozen', 'real_name', 'mcn_company_only', 'no_account', 'daily_limit', 'balance']);
    expect(
      codes({ enterpriseApproved: false, accounts: { personal: null, company: null } }, 'company'),
    ).toEqual(['enterprise', 'no_account']);
  });

  it('names the account state, the lock time in Asia/Shanghai, the limit and the balance', () => {
    const invalid = blockingReasons(
      'personal',
      { ...ok, accounts: { ...ok.accounts, personal: { status: 'invalid', usableFrom: now } } },
      now,
    );
    expect(invalid[0]).toEqual({
      code: 'account_invalid',
      message: '收款账户不可用，请重新绑定',
      link: '/personal/wallet?bind=personal',
    });
    const lockedUntil = new Date('2026-11-20T16:05:00Z');
    const [locked] = blockingReasons(
      'personal',
      { ...ok, accounts: { ...ok.accounts, personal: { status: 'active', usableFrom: lockedUntil } } },
      now,
    );
    expect(locked!.message).toBe('收款账户变更后 24 小时内不能提现，请于 11-21 00:05 后再试');
    expect(shanghaiMinute(lockedUntil)).toBe('11-21 00:05');
    expect(blockingReasons('personal', { ...ok, usedToday: 3 }, now)[0]!.message).toBe(
      '今日提现次数已达上限（3 次），请明天再试',
    );
    expect(codes({ usedToday: 99, dailyLimit: 0 })).toEqual([]);
    expect(blockingReasons('personal', ok, now, 300_000)[0]!.message).toBe(
      '可提现余额不足，当前可提现 2,880.00 元',
    );
    expect(codes({ availableFen: 999 })).toEqual(['balance']);
  });

  it('links the certifications and the binding dialog', () => {
    const reasons = blockingReasons(
      'company',
      { ...ok, enterpriseApproved: false, accounts: { personal: null, company: null } },
      now,
    );
    expect(reasons.map((reason) => reason.link)).toEqual([
      '/certification/enterprise',
      '/personal/wallet?bind=company',
    ]);
    expect(blockingReasons('personal', { ...ok, realNameApproved: false }, now)[0]!.link).toBe(
      '/certification/personal',
    );
  });
});
