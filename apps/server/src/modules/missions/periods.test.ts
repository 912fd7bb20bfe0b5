import { describe, expect, it } from 'vitest';
import { isoWeekOf, monthOf, periodOf } from './periods.js';

describe('mission periods (Asia/Shanghai)', () => {
  it('name the month of the Shanghai calendar, not of UTC', () => {
    // 2026-05-31T16:30Z is 2026-06-01 00:30 in Shanghai.
    const june = monthOf(new Date('2026-05-31T16:30:00Z'));
    expect(june.key).toBe('2026-06');
    expect(june.start.toISOString()).toBe('2026-05-31T16:00:00.000Z');
    expect(june.end.toISOString()).toBe('2026-06-30T16:00:00.000Z');
    expect(monthOf(new Date('2026-12-31T15:59:59Z')).key).toBe('2026-12');
    expect(monthOf(new Date('2026-12-31T16:00:00Z')).key).toBe('2027-01');
  });

  it('name ISO weeks, Monday first, across a year end', () => {
    // Wednesday 2026-06-03 (Shanghai) is in ISO week 23.
    const week = isoWeekOf(new Date('2026-06-03T04:00:00Z'));
    expect(week.key).toBe('2026-W23');
    expect(week.start.toISOString()).toBe('2026-05-31T16:00:00.000Z'); // Monday 06-01 00:00 +08
    expect(week.end.toISOString()).toBe('2026-06-07T16:00:00.000Z');
    // Sunday 2026-06-07 23:59 Shanghai is still W23; Monday 00:00 is W24.
    expect(isoWeekOf(new Date('2026-06-07T15:59:00Z')).key).toBe('2026-W23');
    expect(isoWeekOf(new Date('2026-06-07T16:00:00Z')).key).toBe('2026-W24');
    // 2027-01-01 (Friday) belongs to 2026-W53; 2024-12-30 (Monday) to 2025-W01.
    expect(isoWeekOf(new Date('2027-01-01T04:00:00Z')).key).toBe('2026-W53');
    expect(isoWeekOf(new Date('2024-12-30T04:00:00Z')).key).toBe('2025-W01');
  });

  it('give `once` no bounds', () => {
    expect(periodOf('once', new Date())).toEqual({ key: 'once', start: null, end: null });
    expect(periodOf('monthly', new Date('2026-06-03T04:00:00Z')).key).toBe('2026-06');
  });
});
