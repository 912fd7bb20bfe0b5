import { describe, expect, it } from 'vitest';
import { approvedCount, hasReason, submissionActions, toggleInList, toggleReason } from './logic';

describe('submission actions', () => {
  it('offers each status only its transitions (§5)', () => {
    expect(submissionActions('pending_review')).toEqual({
      approve: true,
      reject: true,
      hold: false,
      release: false,
      invalidate: false,
    });
    expect(submissionActions('approved')).toMatchObject({ approve: false, hold: true, invalidate: true });
    expect(submissionActions('held')).toMatchObject({ release: true, invalidate: true, hold: false });
    for (const status of ['rejected', 'withdrawn', 'invalidated', 'planned', 'settled'] as const) {
      expect(Object.values(submissionActions(status)).some(Boolean)).toBe(false);
    }
  });
});

describe('quick reasons', () => {
  it('adds a reason line once, removes it on a second press and keeps typed words', () => {
    let text = toggleReason('', '疑似搬运');
    expect(text).toBe('疑似搬运');
    text = toggleReason(`${text}\n画面有水印`, '视频质量不达标');
    expect(text).toBe('疑似搬运\n画面有水印\n视频质量不达标');
    expect(hasReason(text, '疑似搬运')).toBe(true);
    expect(toggleReason(text, '疑似搬运')).toBe('画面有水印\n视频质量不达标');
  });
});

describe('ordered choice', () => {
  it('adds at the end up to the maximum, says full with null, and removes', () => {
    expect(toggleInList([1, 2], 3, 3)).toEqual([1, 2, 3]);
    expect(toggleInList([1, 2, 3], 4, 3)).toBeNull();
    expect(toggleInList([1, 2, 3], 2, 3)).toEqual([1, 3]);
  });

  it('counts approved, planned and settled submissions as featurable', () => {
    const counts = {
      pending_review: 4,
      approved: 2,
      rejected: 1,
      withdrawn: 1,
      held: 1,
      invalidated: 1,
      planned: 1,
      settled: 3,
    };
    expect(approvedCount(counts)).toBe(6);
  });
});
