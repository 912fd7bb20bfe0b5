import { describe, expect, it } from 'vitest';
import { modulesOf, rangeInstants } from './log-range';

describe('rangeInstants', () => {
  // 2026-11-26 01:00 in Shanghai is still 2026-11-25 in UTC.
  const now = new Date('2026-11-25T17:00:00Z');
  it('counts platform days', () => {
    expect(rangeInstants('today', { start: '', end: '' }, now)).toEqual({
      start: '2026-11-26T00:00:00+08:00',
    });
    expect(rangeInstants('7d', { start: '', end: '' }, now)).toEqual({ start: '2026-11-20T00:00:00+08:00' });
    expect(rangeInstants('30d', { start: '', end: '' }, now)).toEqual({ start: '2026-10-28T00:00:00+08:00' });
  });
  it('includes both days of a custom range', () => {
    expect(rangeInstants('custom', { start: '2026-01-01', end: '2026-01-31' }, now)).toEqual({
      start: '2026-01-01T00:00:00+08:00',
      end: '2026-02-01T00:00:00+08:00',
    });
    expect(rangeInstants('custom', { start: '', end: '' }, now)).toEqual({});
  });
});

describe('modulesOf', () => {
  it('keeps only allowed modules, in their order', () => {
    expect(modulesOf('role,video,bogus', ['video', 'album', 'role'] as const)).toEqual(['video', 'role']);
    expect(modulesOf('', ['video'] as const)).toEqual([]);
  });
});
