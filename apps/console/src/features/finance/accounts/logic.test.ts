import { describe, expect, it } from 'vitest';
import { adjustForm, adjustmentAction, minAvailableFen } from './logic';

const messageOf = (values: { amount: string; reason: string }) => {
  const parsed = adjustForm.safeParse(values);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};

describe('account management logic', () => {
  it('reads a signed yuan amount as fen and checks it by the design’s messages', () => {
    expect(adjustForm.parse({ amount: '-12.3', reason: '活动奖励补发' })).toEqual({
      amount: -1230,
      reason: '活动奖励补发',
    });
    expect(adjustForm.parse({ amount: '+10000', reason: '活动奖励补发' }).amount).toBe(1_000_000);
    expect(messageOf({ amount: '0', reason: '活动奖励补发' })).toEqual(['调整金额不能为 0']);
    expect(messageOf({ amount: '10000.01', reason: '活动奖励补发' })).toEqual([
      '单笔调整金额不能超过 10,000.00 元',
    ]);
    expect(messageOf({ amount: '1.234', reason: '活动奖励补发' })).toEqual([
      '请输入正确的金额，最多两位小数',
    ]);
    expect(messageOf({ amount: '5', reason: '补发' })).toEqual(['请填写调整原因（至少 5 个字）']);
  });

  it('offers a decision only to finance:pay holders who did not propose it', () => {
    const pending = { status: 'pending' as const, proposer: { id: 7, name: '运营' } };
    expect(adjustmentAction(pending, 7, true)).toBe('own');
    expect(adjustmentAction(pending, 1, true)).toBe('decide');
    expect(adjustmentAction(pending, 1, false)).toBe('none');
    expect(adjustmentAction({ ...pending, status: 'approved' }, 1, true)).toBe('none');
  });

  it('reads the minimum available filter', () => {
    expect(minAvailableFen('')).toBeUndefined();
    expect(minAvailableFen('100')).toBe(10000);
    expect(minAvailableFen('x')).toBeUndefined();
  });
});
