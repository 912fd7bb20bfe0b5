import { describe, expect, it } from 'vitest';
import { recentMonths, shanghaiMonth } from './months';

describe('month picker', () => {
  it('counts months in Asia/Shanghai', () => {
    // 2026-11-30T17:00Z is already December 1st in Shanghai.
    expect(shanghaiMonth(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12');
    expect(shanghaiMonth(new Date('2026-11-30T15:00:00Z'))).toBe('2026-11');
  });

  it('lists recent months newest first across a year boundary', () => {
    expect(recentMonths(new Date('2026-02-10T00:00:00Z'), 4)).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });
});
