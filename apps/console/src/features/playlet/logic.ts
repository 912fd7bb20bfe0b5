import {
  bpsText,
  parsePercentBps,
  shareFen,
  type ContractDisplayStatus,
  type LegalStatus,
  type StatementStatus,
} from '@creator-console/contract';

/** The tone of each shown status tag. */
export type Tone = 'neutral' | 'accent' | 'positive' | 'caution' | 'critical';
export const LEGAL_TONES: Record<LegalStatus, Tone> = {
  pending: 'accent',
  approved: 'positive',
  rejected: 'critical',
};
export const CONTRACT_TONES: Record<ContractDisplayStatus, Tone> = {
  draft: 'neutral',
  active: 'positive',
  expired: 'caution',
  terminated: 'critical',
};
export const STATEMENT_TONES: Record<StatementStatus, Tone> = {
  draft: 'neutral',
  pending: 'accent',
  approved: 'positive',
  rejected: 'critical',
};

/**
 * The four amounts of the statement form as its `AmountField`s keep them: fen, `undefined` when
 * empty, `NaN` when what was typed is not an amount.
 */
export interface StatementAmounts {
  paid: number | undefined;
  ad: number | undefined;
  sponsor: number | undefined;
  deduction: number | undefined;
}

/**
 * The live figures of the 新建分账单 form: net = paid + ad + sponsor − deduction and the partner's
 * share at `bps`, as the server computes them; null figures while an amount is not a yuan amount
 * (an empty field counts as 0). `negative`: the deduction exceeds the revenue.
 */
export function statementPreview(
  amounts: StatementAmounts,
  bps: number | null,
): { net: number | null; share: number | null; negative: boolean } {
  const fen = (value: number | undefined) =>
    value === undefined ? 0 : Number.isSafeInteger(value) ? value : null;
  const parts = [amounts.paid, amounts.ad, amounts.sponsor, amounts.deduction].map(fen);
  if (parts.some((part) => part === null)) return { net: null, share: null, negative: false };
  const [paid, ad, sponsor, deduction] = parts as [number, number, number, number];
  const net = paid + ad + sponsor - deduction;
  if (net < 0) return { net, share: null, negative: true };
  return { net, share: bps === null ? null : shareFen(net, bps), negative: false };
}

/** The `YYYY-MM` periods that have ended, newest first, from `today` (a platform day) back `count` months. */
export function endedPeriods(today: string, count = 24): string[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const periods: string[] = [];
  for (let i = 0; i < count; i += 1) {
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    periods.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return periods;
}

/** `5000` → `50%`. */
export const ratioText = bpsText;

/** The percent text of the contract form as basis points; -1 (refused by the schema) when it is not one. */
export const shareInput = (text: string) => parsePercentBps(text) ?? -1;
