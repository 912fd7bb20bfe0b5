import { formatFen, type AdRewardRule } from '@creator-console/contract';
import { Text } from '@creator-console/ui';
import { translate, useLocale, type Locale } from '../i18n';
import { adTaskDisplayMessages } from './messages';

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

/**
 * One line for a reward rule (ad-tasks.md §10): `¥8.00/千次播放 · 起结 1,000 · 单条封顶 ¥300.00`.
 * A cpm rule with no minimum leaves 起结 out; tiers read `1,000 播放 ¥20.00 · 10,000 播放 ¥80.00`.
 */
export function rewardSummaryText(rule: AdRewardRule, locale: Locale = 'zh-CN'): string {
  const t = (key: keyof (typeof adTaskDisplayMessages)['zh-CN'], vars?: Record<string, string | number>) =>
    translate(adTaskDisplayMessages, locale, key, vars);
  const money = (fen: number) => formatFen(fen);
  let parts: string[];
  switch (rule.kind) {
    case 'fixed':
      parts = [t('fixed', { amount: money(rule.amount_fen) })];
      break;
    case 'cpm':
      parts = [
        t('cpm', { amount: money(rule.cpm_fen) }),
        ...(rule.min_plays > 0 ? [t('minPlays', { plays: count(rule.min_plays) })] : []),
        t('cap', { amount: money(rule.cap_fen) }),
      ];
      break;
    case 'cpa':
      parts = [
        t('cpa', { amount: money(rule.cpa_fen), label: rule.conversion_label }),
        t('cap', { amount: money(rule.cap_fen) }),
      ];
      break;
    case 'tiered':
      parts = rule.tiers.map((tier) =>
        t('tier', { plays: count(tier.min_plays), amount: money(tier.amount_fen) }),
      );
      break;
  }
  return parts.join(t('separator'));
}

/** The reward rule of a task as one line of text in the user's language. */
export function RewardSummary({ rule }: { rule: AdRewardRule }) {
  const { locale } = useLocale();
  return <Text as="span">{rewardSummaryText(rule, locale)}</Text>;
}
