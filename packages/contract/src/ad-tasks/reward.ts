/**
 * Reward arithmetic of ad tasks (ad-tasks.md §6): one pure module used by the server's settlement
 * and by the console's estimates, so an estimate and the payout cannot disagree. Every amount is an
 * integer number of fen; products that could pass 2⁵³ are computed with BigInt. Yuan text is the
 * money module's (`formatFen`, `parseYuan` in ../money.ts), not a second copy.
 */

export const AD_REWARD_KINDS = ['fixed', 'cpm', 'cpa', 'tiered'] as const;
export type AdRewardKind = (typeof AD_REWARD_KINDS)[number];
export const AD_REWARD_KIND_LABELS: Record<AdRewardKind, string> = {
  fixed: '一口价',
  cpm: '按播放',
  cpa: '按转化',
  tiered: '阶梯',
};

export interface AdRewardTier {
  min_plays: number;
  amount_fen: number;
}

/** A complete reward rule (the `reward` jsonb of a published task). */
export type AdRewardRule =
  | { kind: 'fixed'; amount_fen: number }
  | { kind: 'cpm'; cpm_fen: number; min_plays: number; cap_fen: number }
  | { kind: 'cpa'; cpa_fen: number; cap_fen: number; conversion_label: string }
  | { kind: 'tiered'; tiers: AdRewardTier[] };

/** What a submission earned by: plays (platform or verified) and conversions (verified receipt). */
export interface AdRewardMetrics {
  plays: number;
  conversions: number;
}

const whole = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** The base amount of one submission under the rule (§6 table). */
export function baseReward(rule: AdRewardRule, metrics: AdRewardMetrics): number {
  const plays = whole(metrics.plays);
  const conversions = whole(metrics.conversions);
  switch (rule.kind) {
    case 'fixed':
      return rule.amount_fen;
    case 'cpm': {
      if (plays < rule.min_plays) return 0;
      const amount = (BigInt(plays) * BigInt(rule.cpm_fen)) / 1000n;
      return amount >= BigInt(rule.cap_fen) ? rule.cap_fen : Number(amount);
    }
    case 'cpa': {
      const amount = BigInt(conversions) * BigInt(rule.cpa_fen);
      return amount >= BigInt(rule.cap_fen) ? rule.cap_fen : Number(amount);
    }
    case 'tiered': {
      let amount = 0;
      for (const tier of rule.tiers) if (plays >= tier.min_plays) amount = Math.max(amount, tier.amount_fen);
      return amount;
    }
  }
}

/** The most one submission can earn under the rule (the denormalised `reward_max_fen`). */
export function rewardMaxFen(rule: AdRewardRule): number {
  switch (rule.kind) {
    case 'fixed':
      return rule.amount_fen;
    case 'cpm':
    case 'cpa':
      return rule.cap_fen;
    case 'tiered':
      return rule.tiers.reduce((max, tier) => Math.max(max, tier.amount_fen), 0);
  }
}

/** The base plus the featured bonus when the submission is featured. */
export const withBonus = (base: number, featured: boolean, bonusFen: number): number =>
  featured ? base + Math.max(0, bonusFen) : base;

/** One submission's amount on its way to a settlement. */
export interface RewardItem {
  user_id: number;
  amount_fen: number;
}

/**
 * The per-creator cap: a creator's total (what was settled for them before plus this run) never
 * passes `capFen`. Items are taken oldest first as given; what exceeds the cap is cut from the
 * creator's latest submissions first. `cap_cut_fen` says how much each item lost. No cap (null)
 * leaves every item as it is.
 */
export function applyCreatorCap<T extends RewardItem>(
  items: readonly T[],
  capFen: number | null,
  alreadySettledByCreator: ReadonlyMap<number, number> | Readonly<Record<number, number>> = new Map(),
): (T & { cap_cut_fen: number })[] {
  if (capFen === null) return items.map((item) => ({ ...item, cap_cut_fen: 0 }));
  const settled = (userId: number) =>
    (alreadySettledByCreator instanceof Map
      ? alreadySettledByCreator.get(userId)
      : (alreadySettledByCreator as Record<number, number>)[userId]) ?? 0;
  const used = new Map<number, number>();
  return items.map((item) => {
    const before = used.get(item.user_id) ?? settled(item.user_id);
    const room = Math.max(0, capFen - before);
    const amount = Math.min(item.amount_fen, room);
    used.set(item.user_id, before + amount);
    return { ...item, amount_fen: amount, cap_cut_fen: item.amount_fen - amount };
  });
}

/** `scale_ppm` of a run paid in full. */
export const FULL_SCALE_PPM = 1_000_000;

/**
 * The pro-rata rule of `scaleToBudget` for items whose Σ is `sumFen`, one amount at a time: a caller
 * that streams its items (a settlement of 100 000 submissions) computes the same figures without a
 * second copy of them. `share(amount)` is ⌊amount × remaining / Σ⌋ (BigInt) when Σ > remaining, the
 * amount itself otherwise.
 */
export function budgetScale(
  sumFen: number | bigint,
  remainingFen: number,
): { full: boolean; scale_ppm: number; share(amountFen: number): number } {
  const sum = BigInt(sumFen);
  const remaining = BigInt(Math.max(0, Math.floor(remainingFen)));
  if (sum <= remaining) return { full: true, scale_ppm: FULL_SCALE_PPM, share: (amount) => amount };
  return {
    full: false,
    scale_ppm: Number((remaining * 1_000_000n) / sum),
    share: (amount) => Number((BigInt(amount) * remaining) / sum),
  };
}

/**
 * Shares the remaining budget pro rata when the items ask for more: each amount becomes
 * ⌊amount × remaining / Σ⌋ (BigInt), so each is ≤ its original and Σ ≤ remaining. `scale_ppm` is
 * ⌊remaining × 10⁶ / Σ⌋ for display (1 000 000 when paid in full). `scaled_from_fen` keeps the
 * amount before scaling.
 */
export function scaleToBudget<T extends { amount_fen: number }>(
  items: readonly T[],
  remainingFen: number,
): { items: (T & { scaled_from_fen: number })[]; total_fen: number; scale_ppm: number } {
  const sum = items.reduce((total, item) => total + BigInt(item.amount_fen), 0n);
  const scale = budgetScale(sum, remainingFen);
  let total = 0;
  const scaled = items.map((item) => {
    const amount = scale.share(item.amount_fen);
    total += amount;
    return { ...item, amount_fen: amount, scaled_from_fen: item.amount_fen };
  });
  return { items: scaled, total_fen: total, scale_ppm: scale.scale_ppm };
}
