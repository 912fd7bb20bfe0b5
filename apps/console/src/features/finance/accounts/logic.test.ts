import { describe, expect, it } from 'vitest';
import { fenOfText } from '../../../shared/form';
import { adjustForm, adjustmentAction, minAvailableFen } from './logic';

const messageOf = (values: { amount_fen: number | undefined; reason: string }) => {
  const parsed = adjustForm.safeParse(values);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};
/** The form value AmountField (signed) keeps for what was typed. */
const typed = (text: string) => fenOfText(text, { signed: true });

describe('account management logic', () => {
  it('takes the signed fen of the amount field and checks it by the design’s messages', () => {
    expect(adjustForm.parse({ amount_fen: typed('-12.3'), reason: '活动奖励补发' })).toEqual({
      amount_fen: -1230,
      reason: '活动奖励补发',
    });
    expect(adjustForm.parse({ amount_fen: typed('+10000'), reason: '活动奖励补发' }).amount_fen).toBe(
      1_000_000,
    );
    expect(messageOf({ amount_fen: typed('0'), reason: '活动奖励补发' })).toEqual(['调整金额不能为 0']);
    expect(messageOf({ amount_fen: typed('10000.01'), reason: '活动奖励补发' })).toEqual([
      '单笔调整金额不能超过 10,000.00 元',
    ]);
    expect(messageOf({ amount_fen: typed(''), reason: '活动奖励补发' })).toEqual(['请输入调整金额']);
    // Not an amount: refused (the field itself shows 请输入正确的金额，最多两位小数).
    expect(messageOf({ amount_fen: typed('1.234'), reason: '活动奖励补发' })).not.toBeNull();
    expect(messageOf({ amount_fen: typed('5'), reason: '补发' })).toEqual(['请填写调整原因（至少 5 个字）']);
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
