import type { MachineVerdict as Verdict } from '@creator-console/contract';
import type { MachineVerdictReason, MachineVerdictValue } from '@creator-console/ui';

/** The server's reason for a whitelisted creator (machine-checker WHITELIST_REASON). */
const WHITELISTED = '白名单';

/** The machine verdict as the ui shows it: a whitelisted creator's pass is said as such. */
export function verdictOf(
  verdict: Verdict | null,
  reasons: readonly string[],
): MachineVerdictValue | undefined {
  if (verdict === null) return undefined;
  return verdict === 'pass' && reasons.includes(WHITELISTED) ? 'whitelisted' : verdict;
}

/**
 * The checker's reasons are sentences such as 标题含敏感词「震惊」（标题党）: the category in the
 * trailing brackets becomes the rule, the rest what matched.
 */
export function machineReasons(reasons: readonly string[]): MachineVerdictReason[] {
  return reasons
    .filter((reason) => reason !== WHITELISTED)
    .map((reason) => {
      const match = /^(.*)（([^（）]+)）$/.exec(reason);
      return match ? { rule: match[2]!, detail: match[1]! } : { rule: reason, detail: '' };
    });
}
