import { describe, expect, it } from 'vitest';
import { changeTrend } from '../../shared/change-trend';
import { addDays, daysBetween, earliestDay, lastCompleteDay, readMetric, readRange } from './range-params';

const last = '2026-11-20';
const params = (query: string) => new URLSearchParams(query);

describe('the range in the URL', () => {
  it('defaults to the last 30 days up to the last complete day', () => {
    expect(readRange(params(''), last)).toEqual({ start: '2026-10-22', end: '2026-11-20' });
  });

  it('keeps a valid range from the URL', () => {
    expect(readRange(params('start=2026-11-01&end=2026-11-07'), last)).toEqual({
      start: '2026-11-01',
      end: '2026-11-07',
    });
  });

  it('falls back on malformed, reversed, future or too long ranges', () => {
    const fallback = { start: '2026-10-22', end: '2026-11-20' };
    expect(readRange(params('start=2026-11-1&end=2026-11-07'), last)).toEqual(fallback);
    expect(readRange(params('start=2026-11-08&end=2026-11-07'), last)).toEqual(fallback);
    expect(readRange(params('start=2026-11-01&end=2026-11-21'), last)).toEqual(fallback);
    expect(readRange(params('start=2025-11-19&end=2026-11-20'), last)).toEqual(fallback);
    expect(readRange(params(`start=${earliestDay(last)}&end=${last}`), last).start).toBe('2025-11-20');
  });

  it('counts days on the platform calendar (Beijing time)', () => {
    // 2026-11-20 17:00 UTC is already 2026-11-21 in Beijing, so the last complete day is the 20th.
    expect(lastCompleteDay(new Date('2026-11-20T17:00:00Z'))).toBe('2026-11-20');
    expect(lastCompleteDay(new Date('2026-11-20T15:00:00Z'))).toBe('2026-11-19');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-01', '2026-11-07')).toBe(7);
    expect(daysBetween(earliestDay(last), last)).toBe(366);
  });

  it('reads the chart metric, plays unless a known one is named', () => {
    expect(readMetric(params('metric=likes'))).toBe('likes');
    expect(readMetric(params('metric=bogus'))).toBe('plays');
    expect(readMetric(params(''))).toBe('plays');
  });
});

describe('the change against the period before', () => {
  it('is a signed percentage with its direction', () => {
    expect(changeTrend(125, 100, 'zh-CN', '前期为 0')).toEqual({ direction: 'up', value: '+25%' });
    expect(changeTrend(2, 3, 'en-US', 'none before')).toEqual({ direction: 'down', value: '-33.3%' });
    expect(changeTrend(7, 7, 'zh-CN', '前期为 0')).toEqual({ direction: 'flat', value: '0%' });
  });

  it('has no percentage when there was nothing before', () => {
    expect(changeTrend(5, 0, 'zh-CN', '前期为 0')).toEqual({ direction: 'up', value: '前期为 0' });
    expect(changeTrend(0, 0, 'zh-CN', '前期为 0')).toEqual({ direction: 'flat', value: '0%' });
  });
});
