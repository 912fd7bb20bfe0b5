import type { ReviewReason } from '@creator-console/contract';
import type { DecisionResult } from '@creator-console/ui';
import type { DecisionInput } from './review-kind';

/** True when the key goes into something the user types into (the message, a search field). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
  return target.closest('[role="textbox"], [role="combobox"], [role="searchbox"], video') !== null;
}

/** The chips' text also heads the message box; what the creator reads besides the reasons is the rest. */
export function decisionOf(result: DecisionResult, reasons: readonly ReviewReason[]): DecisionInput {
  const chosen = reasons.filter((reason) => result.reasonIds.includes(String(reason.id))).map((r) => r.text);
  const message = result.message
    .split('\n')
    .filter((line) => !chosen.includes(line.trim()))
    .join('\n')
    .trim();
  return { decision: result.decision, reasons: chosen, message };
}
