import { forwardRef } from 'react';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { amount } from './Amount.css';

export const amountTones = ['auto', 'neutral', 'positive', 'critical'] as const;
export type AmountTone = (typeof amountTones)[number];
export const amountSizes = ['inherit', 'small', 'standard', 'large', 'xlarge'] as const;
export type AmountSize = (typeof amountSizes)[number];
export const amountWeights = ['inherit', 'regular', 'medium', 'strong'] as const;
export type AmountWeight = (typeof amountWeights)[number];

export type AmountProps = {
  /** The amount as an integer number of fen (分): `123456` is ¥1,234.56. */
  fen: number;
  /** Shows `+` on credits (and `-` on debits, as always); zero carries no sign. */
  sign?: boolean;
  /**
   * `auto` (default): with `sign`, credits are positive and debits neutral (a statement's
   * 金额 column); without `sign`, neutral. Or a fixed tone.
   */
  tone?: AmountTone;
  /** The type scale step; `inherit` (default) takes the surrounding text's size. */
  size?: AmountSize;
  weight?: AmountWeight;
  /** The locale of the currency format; zh-CN by default (money.md §3: `¥1,234.56`). */
  locale?: string;
  id?: string;
  data?: DataAttributes;
};

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Fen as CNY text for display: `Intl.NumberFormat(locale, {style: 'currency', currency: 'CNY'})`
 * on `fen / 100` — the same text as the contract's `formatFen(fen, {locale, sign})`.
 * A value that is not a finite number shows as `—`.
 */
export function amountText(
  fen: number,
  { locale = 'zh-CN', sign = false }: { locale?: string; sign?: boolean } = {},
) {
  if (!Number.isFinite(fen)) return '—';
  const cacheKey = `${locale}|${sign ? 'sign' : ''}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CNY',
      signDisplay: sign ? 'exceptZero' : 'auto',
    });
    formats.set(cacheKey, format);
  }
  return format.format(fen / 100);
}

/** The tone an amount is shown in: `auto` is positive for signed credits, else neutral. */
export function amountTone(
  fen: number,
  tone: AmountTone = 'auto',
  sign = false,
): Exclude<AmountTone, 'auto'> {
  if (tone !== 'auto') return tone;
  return sign && fen > 0 ? 'positive' : 'neutral';
}

/**
 * An amount of money in CNY, from an integer number of fen, in tabular figures so columns of
 * amounts line up. Display only: parsing what people type is the console's (the contract's
 * `parseYuan`).
 */
export const Amount = forwardRef<HTMLSpanElement, AmountProps>(
  ({ fen, sign = false, tone = 'auto', size, weight, locale, id, data }, ref) => (
    <span
      ref={ref}
      id={id}
      className={amount({ size, weight, tone: amountTone(fen, tone, sign) })}
      data-fen={Number.isFinite(fen) ? fen : undefined}
      {...dataAttributes(data)}
    >
      {amountText(fen, { locale, sign })}
    </span>
  ),
);
Amount.displayName = 'Amount';
