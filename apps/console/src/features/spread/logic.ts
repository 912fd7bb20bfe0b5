import {
  baseReward,
  formatFen,
  MY_AD_TASK_TABS,
  type AdRewardRule,
  type HallType,
  type MyAdTaskTab,
  type MySubmission,
} from '@creator-console/contract';

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

/** Plays as a reader says them: `2 万` for whole ten-thousands, else `8,600`. */
export function playsText(plays: number): string {
  return plays >= 10_000 && plays % 10_000 === 0 ? `${plays / 10_000} 万` : count(plays);
}

/** The example the worked line reads: what a typical submission brings under the rule. */
export function exampleMetrics(rule: AdRewardRule): { plays: number; conversions: number } {
  switch (rule.kind) {
    case 'fixed':
      return { plays: 0, conversions: 0 };
    case 'cpm':
      // 2 万 plays, or the minimum when it is higher, so the example always earns.
      return { plays: Math.max(20_000, rule.min_plays), conversions: 0 };
    case 'cpa':
      return { plays: 0, conversions: 50 };
    case 'tiered': {
      const top = rule.tiers[rule.tiers.length - 1];
      return { plays: top ? top.min_plays : 0, conversions: 0 };
    }
  }
}

/**
 * The worked example of a reward rule (ad-tasks.md §10), computed by `baseReward`, the function
 * that pays: `播放 2 万 → ¥160.00`, `下单 50 次 → ¥150.00`, `每条通过的视频 → ¥500.00`.
 */
export function workedExample(rule: AdRewardRule): string {
  const metrics = exampleMetrics(rule);
  const amount = formatFen(baseReward(rule, metrics));
  switch (rule.kind) {
    case 'fixed':
      return `每条通过的视频 → ${amount}`;
    case 'cpa':
      return `${rule.conversion_label} ${metrics.conversions} 次 → ${amount}`;
    case 'cpm':
    case 'tiered':
      return `播放 ${playsText(metrics.plays)} → ${amount}`;
  }
}

/** /spread/mine's tabs: the API's five, then the MCN's view of its creators. */
export const MINE_TABS = [...MY_AD_TASK_TABS, 'creators'] as const;
export type MineTab = (typeof MINE_TABS)[number];

export const MINE_TAB_LABEL_KEYS: Record<
  MineTab,
  'tabActive' | 'tabApplied' | 'tabSettling' | 'tabSettled' | 'tabClosed' | 'tabCreators'
> = {
  active: 'tabActive',
  applied: 'tabApplied',
  settling: 'tabSettling',
  settled: 'tabSettled',
  closed: 'tabClosed',
  creators: 'tabCreators',
};

/** The tabs a user sees: the MCN tab only for an MCN (`mcn:manage`). */
export const mineTabsFor = (isMcn: boolean): readonly MineTab[] => (isMcn ? MINE_TABS : MY_AD_TASK_TABS);

/** The API tab a page tab reads: its own, or for the MCN tab the creator sub-tab (default 进行中). */
export const apiTabOf = (tab: MineTab, creatorsTab: MyAdTaskTab | null): MyAdTaskTab =>
  tab === 'creators' ? (creatorsTab ?? 'active') : tab;

/** Submissions counted by status, in the order of their life: `待审核 1 · 已通过 2`. */
export function countsText(byStatus: Record<string, number>, labels: Record<string, string>): string {
  return Object.keys(labels)
    .filter((status) => (byStatus[status] ?? 0) > 0)
    .map((status) => `${labels[status]} ${byStatus[status]}`)
    .join(' · ');
}

/** One settled submission's statement line (§14.2), as the settlement computed and stored it. */
export interface StatementLine {
  plays: number | null;
  conversions: number | null;
  base_fen: number;
  bonus_fen: number;
  /** What the per-creator cap took (`cap_cut_fen`). */
  cut_fen: number;
  amount_fen: number | null;
  /** The run's 发放比例 (`scale_ppm`), e.g. `89.77%`; null before a run planned it. */
  ratio: string | null;
}

/** `scale_ppm` as a percentage with two decimals, floored (897666 → 89.76%, as the run pays). */
export const ratioText = (scalePpm: number) => `${(Math.floor(scalePpm / 100) / 100).toFixed(2)}%`;

export function statementLine(rule: AdRewardRule, submission: MySubmission): StatementLine {
  const plays = submission.plays_snapshot;
  const conversions = submission.conversions;
  return {
    plays,
    conversions,
    // Rows planned before the statement columns existed fall back to the rule on their snapshot.
    base_fen: submission.base_fen ?? baseReward(rule, { plays: plays ?? 0, conversions: conversions ?? 0 }),
    bonus_fen: submission.bonus_fen ?? 0,
    cut_fen: submission.cap_cut_fen ?? 0,
    amount_fen: submission.amount_fen,
    ratio: submission.scale_ppm === null ? null : ratioText(submission.scale_ppm),
  };
}

/**
 * The hall's type tabs (`GET /api/ad-hall/types`): the types that have running tasks, in the
 * catalogue's order, each with its count; an empty type is hidden unless it is the one chosen, and a
 * chosen type the answer does not name (a shared link to a type since disabled) keeps a tab too.
 */
export function typeTabsOf(
  types: readonly HallType[] | undefined,
  chosen: number | null,
): { id: number; name: string; count: number | null }[] {
  const tabs = (types ?? []).filter((type) => type.count > 0 || type.id === chosen);
  return chosen !== null && !tabs.some((type) => type.id === chosen)
    ? [...tabs, { id: chosen, name: `#${chosen}`, count: null }]
    : tabs;
}
