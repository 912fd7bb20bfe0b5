import { yuanText } from '@creator-console/contract';

/** Fen as yuan with two decimals; `+` on credits when `sign` (the legs of a transaction). */
export const signedYuan = (fen: number, sign = true): string =>
  `${sign && fen > 0 ? '+' : ''}${yuanText(fen)}`;
