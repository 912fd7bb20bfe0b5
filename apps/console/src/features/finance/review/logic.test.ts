import { describe, expect, it } from 'vitest';
import { certified, fenFilter, rejectExplained, reviewBody, withdrawalReasons } from './logic';

describe('withdrawal review logic', () => {
  it('offers the five quick reasons with their zh-CN text as ids in both languages', () => {
    expect(withdrawalReasons('zh-CN').map((r) => r.label)).toEqual([
      '收款信息有误',
      '发票信息有误',
      '发票金额与提现金额不一致',
      '账户存在风险',
      '其他',
    ]);
    const en = withdrawalReasons('en-US');
    expect(en[3]).toEqual({ id: '账户存在风险', label: 'Account at risk', message: '' });
  });

  it('turns a decision into the review body', () => {
    expect(reviewBody({ decision: 'approve', reasonIds: [], message: '  ' })).toEqual({
      decision: 'approve',
      reasons: [],
      message: '',
    });
    expect(
      reviewBody({ decision: 'reject', reasonIds: ['账户存在风险', 'unknown'], message: ' 请核实 ' }),
    ).toEqual({ decision: 'reject', reasons: ['账户存在风险'], message: '请核实' });
  });

  it('asks a rejection to say why', () => {
    expect(rejectExplained({ decision: 'reject', reasons: [], message: '' })).toBe(false);
    expect(rejectExplained({ decision: 'reject', reasons: ['其他'], message: '' })).toBe(true);
    expect(rejectExplained({ decision: 'reject', reasons: [], message: '说明' })).toBe(true);
    expect(rejectExplained({ decision: 'approve' })).toBe(true);
  });

  it('reads the amount filter as fen without floats', () => {
    expect(fenFilter('')).toBeUndefined();
    expect(fenFilter('12.3')).toBe(1230);
    expect(fenFilter('0.07')).toBe(7);
    expect(fenFilter('abc')).toBeUndefined();
  });

  it('marks the certification a withdrawal type needs', () => {
    expect(certified('personal', { real_name_status: 2, enterprise_status: 0 })).toBe(true);
    expect(certified('company', { real_name_status: 2, enterprise_status: 1 })).toBe(false);
  });
});
