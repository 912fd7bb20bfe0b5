import { describe, expect, it } from 'vitest';
import { AD_SUBMISSION_STATUS_LABELS, type MySubmission } from '@creator-console/contract';
import {
  apiTabOf,
  countsText,
  mineTabsFor,
  playsText,
  statementLine,
  typeTabsOf,
  workedExample,
} from './logic';

describe('workedExample', () => {
  it('reads the design’s example for ¥8.00 per 1,000 plays: 播放 2 万 → ¥160.00', () => {
    expect(workedExample({ kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 })).toBe(
      '播放 2 万 → ¥160.00',
    );
  });

  it('stops at the cap, as the payout does', () => {
    expect(workedExample({ kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 10_000 })).toBe(
      '播放 2 万 → ¥100.00',
    );
  });

  it('uses the minimum when it is above 2 万, so the example earns', () => {
    expect(workedExample({ kind: 'cpm', cpm_fen: 100, min_plays: 35_000, cap_fen: 100_000 })).toBe(
      '播放 35,000 → ¥35.00',
    );
  });

  it('reads fixed, cpa (by its conversion name) and the top tier', () => {
    expect(workedExample({ kind: 'fixed', amount_fen: 50_000 })).toBe('每条通过的视频 → ¥500.00');
    expect(workedExample({ kind: 'cpa', cpa_fen: 300, cap_fen: 20_000, conversion_label: '下单' })).toBe(
      '下单 50 次 → ¥150.00',
    );
    expect(
      workedExample({
        kind: 'tiered',
        tiers: [
          { min_plays: 1000, amount_fen: 2000 },
          { min_plays: 50_000, amount_fen: 20_000 },
        ],
      }),
    ).toBe('播放 5 万 → ¥200.00');
  });

  it('says plays as 万 only for whole ten-thousands', () => {
    expect(playsText(20_000)).toBe('2 万');
    expect(playsText(23_400)).toBe('23,400');
    expect(playsText(860)).toBe('860');
  });
});

describe('my task tabs', () => {
  it('adds 旗下创作者 for an MCN only', () => {
    expect(mineTabsFor(false)).toEqual(['active', 'applied', 'settling', 'settled', 'closed']);
    expect(mineTabsFor(true)).toEqual(['active', 'applied', 'settling', 'settled', 'closed', 'creators']);
  });

  it('reads the MCN tab through its sub-tab, 进行中 by default', () => {
    expect(apiTabOf('settled', null)).toBe('settled');
    expect(apiTabOf('creators', null)).toBe('active');
    expect(apiTabOf('creators', 'closed')).toBe('closed');
  });

  it('counts submissions by status in their order of life', () => {
    expect(countsText({ approved: 2, pending_review: 1, rejected: 0 }, AD_SUBMISSION_STATUS_LABELS)).toBe(
      '待审核 1 · 已通过 2',
    );
    expect(countsText({}, AD_SUBMISSION_STATUS_LABELS)).toBe('');
  });
});

describe('statementLine', () => {
  const settled = (over: Partial<MySubmission>): MySubmission => ({
    id: 1,
    task_id: 7,
    video_id: 3,
    video_title: '一锅羊蝎子',
    video_cover: null,
    goods_id: null,
    status: 'settled',
    reason: '',
    featured: true,
    plays_at_bind: 100,
    plays: 16_000,
    estimate_fen: null,
    plays_snapshot: 15_800,
    conversions: null,
    amount_fen: 12_640,
    bonus_fen: 0,
    base_fen: 12_640,
    cap_cut_fen: 0,
    scale_ppm: 1_000_000,
    credited_at: '2026-06-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    ...over,
  });
  const rule = { kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 20_000 } as const;

  it('pays in full: base 15,800 plays × ¥8.00 = ¥126.40, nothing cut, 100.00%', () => {
    expect(statementLine(rule, settled({}))).toMatchObject({
      base_fen: 12_640,
      amount_fen: 12_640,
      cut_fen: 0,
      ratio: '100.00%',
    });
  });

  it("reads the cap cut and the run's 发放比例 as the settlement stored them", () => {
    expect(
      statementLine(rule, settled({ cap_cut_fen: 2_640, amount_fen: 8_976, scale_ppm: 897_666 })),
    ).toMatchObject({ base_fen: 12_640, cut_fen: 2_640, amount_fen: 8_976, ratio: '89.76%' });
  });

  it('falls back to the rule on the snapshot for a row planned without a stored base', () => {
    expect(
      statementLine(rule, settled({ base_fen: null, plays_snapshot: 800, amount_fen: 0 })),
    ).toMatchObject({
      base_fen: 0,
      cut_fen: 0,
    });
  });
});

describe('typeTabsOf', () => {
  const types = [
    { id: 1, name: '种草', count: 2 },
    { id: 3, name: '探店', count: 0 },
    { id: 2, name: '测评', count: 1 },
  ];

  it('keeps the types with running tasks, in the order given', () => {
    expect(typeTabsOf(types, null)).toEqual([types[0], types[2]]);
  });

  it('keeps the chosen type even when it has none', () => {
    expect(typeTabsOf(types, 3).map((type) => type.name)).toEqual(['种草', '探店', '测评']);
  });

  it('gives a chosen type the answer does not name (or not yet) a tab of its own, without a count', () => {
    expect(typeTabsOf(types, 9).at(-1)).toEqual({ id: 9, name: '#9', count: null });
    expect(typeTabsOf(undefined, 9)).toEqual([{ id: 9, name: '#9', count: null }]);
    expect(typeTabsOf(undefined, null)).toEqual([]);
  });
});
