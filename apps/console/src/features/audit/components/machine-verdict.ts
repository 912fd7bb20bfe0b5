import type { MachineVerdict as Verdict, ReviewHistoryStep } from '@creator-console/contract';
import type { MachineVerdictReason, MachineVerdictValue, ReviewHistoryEntry } from '@creator-console/ui';

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

/**
 * The history as the ui's timeline, newest first. The creator's submissions are not review steps
 * and stay out; the machine's own steps are signed with `machineName`.
 */
export function historyEntries(
  steps: readonly ReviewHistoryStep[],
  machineName: string,
): ReviewHistoryEntry[] {
  return steps
    .flatMap((step, index): ReviewHistoryEntry[] => {
      if (step.stage === 'submit' || step.decision === 'submitted') return [];
      const message = [step.reasons.join('、'), step.stage === 'machine' ? '' : step.message]
        .filter(Boolean)
        .join(' — ');
      return [
        {
          id: `${index}-${step.at}`,
          stage: step.stage,
          decision: step.decision,
          actor: step.reviewer ?? machineName,
          ...(message ? { message } : {}),
          at: step.at,
        },
      ];
    })
    .reverse();
}
