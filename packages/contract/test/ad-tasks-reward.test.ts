import { describe, expect, it } from 'vitest';
import {
  adTaskPhase,
  adTaskSettleAfter,
  applyCreatorCap,
  baseReward,
  formatFen,
  parseYuan,
  rewardMaxFen,
  scaleToBudget,
  topicNameKey,
  withBonus,
  type AdRewardRule,
  type AdTaskPhaseInput,
} from '../src/index.js';

const cpm: AdRewardRule = { kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 };
const cpa: AdRewardRule = { kind: 'cpa', cpa_fen: 300, cap_fen: 20_000, conversion_label: '下单' };
const tiered: AdRewardRule = {
  kind: 'tiered',
  tiers: [
    { min_plays: 1000, amount_fen: 2000 },
    { min_plays: 10_000, amount_fen: 8000 },
    { min_plays: 50_000, amount_fen: 20_000 },
  ],
};

describe('baseReward (ad-tasks.md §6)', () => {
  it('pays a fixed amount whatever the metrics', () => {
    expect(baseReward({ kind: 'fixed', amount_fen: 50_000 }, { plays: 0, conversions: 0 })).toBe(50_000);
  });

  it('pays cpm from min_plays on, floored, up to the cap', () => {
    expect(baseReward(cpm, { plays: 999, conversions: 0 })).toBe(0);
    expect(baseReward(cpm, { plays: 1000, conversions: 0 })).toBe(800); // exactly min_plays counts
    expect(baseReward(cpm, { plays: 1001, conversions: 0 })).toBe(800); // ⌊800.8⌋
    expect(baseReward(cpm, { plays: 23_400, conversions: 0 })).toBe(18_720);
    expect(baseReward(cpm, { plays: 37_500, conversions: 0 })).toBe(30_000); // exactly the cap
    expect(baseReward(cpm, { plays: 37_499, conversions: 0 })).toBe(29_999);
    expect(baseReward(cpm, { plays: 10_000_000, conversions: 0 })).toBe(30_000); // cap hit
    // the demo's task 6 (¥6.00/千次, 起结 1,000, 封顶 ¥150.00)
    const six: AdRewardRule = { kind: 'cpm', cpm_fen: 600, min_plays: 1000, cap_fen: 15_000 };
    expect([18_000, 9500, 3200, 120_000].map((plays) => baseReward(six, { plays, conversions: 0 }))).toEqual([
      10_800, 5700, 1920, 15_000,
    ]);
  });

  it('computes products beyond 2^53 exactly (BigInt)', () => {
    const huge: AdRewardRule = { kind: 'cpm', cpm_fen: 999, min_plays: 0, cap_fen: Number.MAX_SAFE_INTEGER };
    const plays = 90_071_992_547_411; // plays × 999 passes 2^53
    expect(baseReward(huge, { plays, conversions: 0 })).toBe(Number((BigInt(plays) * 999n) / 1000n));
  });

  it('pays cpa per conversion up to the cap; plays do not count', () => {
    expect(baseReward(cpa, { plays: 1_000_000, conversions: 0 })).toBe(0);
    expect(baseReward(cpa, { plays: 0, conversions: 42 })).toBe(12_600);
    expect(baseReward(cpa, { plays: 0, conversions: 66 })).toBe(19_800);
    expect(baseReward(cpa, { plays: 0, conversions: 67 })).toBe(20_000);
    expect(baseReward(cpa, { plays: 0, conversions: 1e9 })).toBe(20_000);
  });

  it('pays the highest tier reached, from exactly its min_plays', () => {
    expect(baseReward(tiered, { plays: 999, conversions: 0 })).toBe(0);
    expect(baseReward(tiered, { plays: 1000, conversions: 0 })).toBe(2000);
    expect(baseReward(tiered, { plays: 9999, conversions: 0 })).toBe(2000);
    expect(baseReward(tiered, { plays: 10_000, conversions: 0 })).toBe(8000);
    expect(baseReward(tiered, { plays: 12_600, conversions: 0 })).toBe(8000);
    expect(baseReward(tiered, { plays: 50_000, conversions: 0 })).toBe(20_000);
  });

  it('treats negative or fractional metrics as their floor at zero', () => {
    expect(baseReward(cpm, { plays: -5, conversions: 0 })).toBe(0);
    expect(baseReward(cpa, { plays: 0, conversions: 2.9 })).toBe(600);
  });

  it('knows each rule’s most per submission', () => {
    expect(rewardMaxFen(cpm)).toBe(30_000);
    expect(rewardMaxFen(cpa)).toBe(20_000);
    expect(rewardMaxFen(tiered)).toBe(20_000);
    expect(rewardMaxFen({ kind: 'fixed', amount_fen: 3000 })).toBe(3000);
  });
});

describe('withBonus and applyCreatorCap', () => {
  it('adds the bonus only to featured submissions', () => {
    expect(withBonus(12_640, true, 1000)).toBe(13_640);
    expect(withBonus(12_640, false, 1000)).toBe(12_640);
  });

  it('cuts a creator’s latest submissions first, counting what was settled before', () => {
    const items = [
      { id: 1, user_id: 7, amount_fen: 6000 },
      { id: 2, user_id: 8, amount_fen: 9000 },
      { id: 3, user_id: 7, amount_fen: 5000 },
      { id: 4, user_id: 7, amount_fen: 4000 },
    ];
    expect(applyCreatorCap(items, 10_000).map((i) => [i.id, i.amount_fen, i.cap_cut_fen])).toEqual([
      [1, 6000, 0],
      [2, 9000, 0],
      [3, 4000, 1000],
      [4, 0, 4000],
    ]);
    expect(applyCreatorCap(items, 10_000, new Map([[8, 9500]])).map((i) => i.amount_fen)).toEqual([
      6000, 500, 4000, 0,
    ]);
    expect(applyCreatorCap(items, 10_000, { 7: 10_000 }).map((i) => i.amount_fen)).toEqual([0, 9000, 0, 0]);
    expect(applyCreatorCap(items, null).map((i) => i.amount_fen)).toEqual([6000, 9000, 5000, 4000]);
  });
});

describe('scaleToBudget', () => {
  it('pays in full when the budget suffices', () => {
    const result = scaleToBudget(
      [{ amount_fen: 10_800 }, { amount_fen: 5700 }, { amount_fen: 1920 }],
      30_000,
    );
    expect(result.total_fen).toBe(18_420);
    expect(result.scale_ppm).toBe(1_000_000);
    expect(result.items.map((i) => i.amount_fen)).toEqual([10_800, 5700, 1920]);
  });

  it('shares pro rata when oversubscribed (the demo’s task 6: 89.77 %)', () => {
    const result = scaleToBudget(
      [{ amount_fen: 10_800 }, { amount_fen: 5700 }, { amount_fen: 1920 }, { amount_fen: 15_000 }],
      30_000,
    );
    expect(result.scale_ppm).toBe(897_666);
    expect(result.total_fen).toBe(29_997);
    expect(result.items.map((i) => i.amount_fen)).toEqual([9694, 5116, 1723, 13_464]);
    expect(result.items.map((i) => i.scaled_from_fen)).toEqual([10_800, 5700, 1920, 15_000]);
  });

  it('pays nothing from an exhausted budget', () => {
    const result = scaleToBudget([{ amount_fen: 100 }], 0);
    expect(result).toMatchObject({ total_fen: 0, scale_ppm: 0 });
  });

  it('property: each scaled ≤ original, Σ scaled ≤ remaining, Σ = total (seeded random)', () => {
    let seed = 20_261_127;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const int = (max: number) => Math.floor(random() * (max + 1));
    const rules = (): AdRewardRule => {
      switch (int(3)) {
        case 0:
          return { kind: 'fixed', amount_fen: 100 + int(999_900) };
        case 1:
          return {
            kind: 'cpm',
            cpm_fen: 10 + int(99_990),
            min_plays: int(10_000),
            cap_fen: 100 + int(9_999_900),
          };
        case 2:
          return {
            kind: 'cpa',
            cpa_fen: 10 + int(999_990),
            cap_fen: 100 + int(9_999_900),
            conversion_label: '下单',
          };
        default:
          return { kind: 'tiered', tiers: [{ min_plays: int(1000), amount_fen: 100 + int(1000) }] };
      }
    };
    for (let run = 0; run < 500; run += 1) {
      const rule = rules();
      const cap = random() < 0.5 ? null : 100 + int(2_000_000);
      const items = Array.from({ length: 1 + int(40) }, (_, i) => {
        const base = baseReward(rule, { plays: int(5_000_000), conversions: int(10_000) });
        expect(base).toBeGreaterThanOrEqual(0);
        expect(base).toBeLessThanOrEqual(rewardMaxFen(rule));
        return { id: i, user_id: int(5), amount_fen: withBonus(base, random() < 0.2, int(1_000_000)) };
      });
      const capped = applyCreatorCap(items, cap);
      if (cap !== null) {
        const byUser = new Map<number, number>();
        for (const item of capped)
          byUser.set(item.user_id, (byUser.get(item.user_id) ?? 0) + item.amount_fen);
        for (const total of byUser.values()) expect(total).toBeLessThanOrEqual(cap);
      }
      capped.forEach((item, i) => expect(item.amount_fen + item.cap_cut_fen).toBe(items[i]!.amount_fen));
      const budget = 10_000 + int(10_000_000_000);
      const settledAndReserved = int(budget);
      const remaining = budget - settledAndReserved;
      const scaled = scaleToBudget(capped, remaining);
      const sum = scaled.items.reduce((total, item) => total + item.amount_fen, 0);
      expect(sum).toBe(scaled.total_fen);
      expect(sum).toBeLessThanOrEqual(remaining);
      scaled.items.forEach((item, i) => {
        expect(Number.isInteger(item.amount_fen)).toBe(true);
        expect(item.amount_fen).toBeGreaterThanOrEqual(0);
        expect(item.amount_fen).toBeLessThanOrEqual(capped[i]!.amount_fen);
      });
      expect(scaled.scale_ppm).toBeLessThanOrEqual(1_000_000);
      expect(settledAndReserved + sum).toBeLessThanOrEqual(budget);
    }
  });
});

describe('money text is the money module’s', () => {
  it('formats and parses yuan', () => {
    expect(formatFen(12_345)).toBe('¥123.45');
    expect(parseYuan('123.45')).toBe(12_345);
    expect(parseYuan('123.456')).toBeNull();
  });
});

describe('adTaskPhase (ad-tasks.md §5)', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  const day = 86_400_000;
  const task = (over: Partial<AdTaskPhaseInput>): AdTaskPhaseInput => ({
    status: 'published',
    starts_at: new Date(now - 10 * day).toISOString(),
    ends_at: new Date(now + 20 * day).toISOString(),
    observe_days: 7,
    ...over,
  });
  const ago = (days: number) => new Date(now - days * day).toISOString();

  it('draft', () =>
    expect(adTaskPhase(task({ status: 'draft', starts_at: null, ends_at: null }), now)).toBe('draft'));
  it('scheduled: published before starts_at', () => {
    expect(adTaskPhase(task({ starts_at: ago(-3) }), now)).toBe('scheduled');
    expect(adTaskPhase(task({ starts_at: new Date(now + 1).toISOString() }), now)).toBe('scheduled');
  });
  it('running: starts_at ≤ now < ends_at', () => {
    expect(adTaskPhase(task({}), now)).toBe('running');
    expect(adTaskPhase(task({ starts_at: new Date(now).toISOString() }), now)).toBe('running');
  });
  it('paused: paused before ends_at', () =>
    expect(adTaskPhase(task({ status: 'paused' }), now)).toBe('paused'));
  it('observing: published or paused, ends_at ≤ now < settle_after', () => {
    expect(adTaskPhase(task({ ends_at: ago(2) }), now)).toBe('observing');
    expect(adTaskPhase(task({ ends_at: new Date(now).toISOString() }), now)).toBe('observing');
    expect(adTaskPhase(task({ status: 'paused', ends_at: ago(2) }), now)).toBe('observing');
  });
  it('settleable: now ≥ settle_after, no run posting', () => {
    expect(adTaskPhase(task({ ends_at: ago(10) }), now)).toBe('settleable');
    expect(adTaskPhase(task({ ends_at: ago(7) }), now)).toBe('settleable');
    expect(adTaskPhase(task({ status: 'paused', ends_at: ago(10) }), now)).toBe('settleable');
    expect(adTaskPhase(task({ ends_at: ago(0), observe_days: 0 }), now)).toBe('settleable');
  });
  it('settling: a run is posting', () => {
    expect(adTaskPhase(task({ ends_at: ago(10), posting: true }), now)).toBe('settling');
  });
  it('settled and cancelled by status', () => {
    expect(adTaskPhase(task({ status: 'settled', posting: false }), now)).toBe('settled');
    expect(adTaskPhase(task({ status: 'cancelled' }), now)).toBe('cancelled');
  });
  it('settle_after = ends_at + observe_days', () => {
    expect(adTaskSettleAfter('2026-06-01T00:00:00.000Z', 7).toISOString()).toBe('2026-06-08T00:00:00.000Z');
  });
});

describe('topicNameKey', () => {
  it('normalises NFKC, trims, drops leading #/＃ and lower-cases', () => {
    expect(topicNameKey(' #城市通勤Vlog ')).toBe('城市通勤vlog');
    expect(topicNameKey('＃城市通勤ＶＬＯＧ')).toBe('城市通勤vlog');
    expect(topicNameKey('##山野春笋季')).toBe('山野春笋季');
  });
});
