import { describe, expect, it } from 'vitest';
import { changeTrend } from '../../shared/change-trend';
import { lastSevenDays, netChangeTrend } from './statistics-range';

describe('the dashboard figures’ period', () => {
  it('is the 7 platform days up to yesterday (Beijing time)', () => {
    expect(lastSevenDays(new Date('2026-11-21T10:00:00Z'))).toEqual({
      start: '2026-11-14',
      end: '2026-11-20',
    });
    // 17:00 UTC is past midnight in Beijing: yesterday there is the 21st.
    expect(lastSevenDays(new Date('2026-11-21T17:00:00Z'))).toEqual({
      start: '2026-11-15',
      end: '2026-11-21',
    });
  });

  it('compares a figure with the 7 days before as a signed percentage', () => {
    expect(changeTrend(150, 120, 'zh-CN', '前期为 0')).toEqual({ direction: 'up', value: '+25%' });
    expect(changeTrend(90, 120, 'zh-CN', '前期为 0')).toEqual({ direction: 'down', value: '-25%' });
    expect(changeTrend(3, 0, 'zh-CN', '前期为 0')).toEqual({ direction: 'up', value: '前期为 0' });
  });

  it('gives the fans total’s net change as a signed count', () => {
    expect(netChangeTrend(1234, 'zh-CN')).toEqual({ direction: 'up', value: '+1,234' });
    expect(netChangeTrend(-5, 'en-US')).toEqual({ direction: 'down', value: '-5' });
    expect(netChangeTrend(0, 'en-US')).toEqual({ direction: 'flat', value: '0' });
  });
});
