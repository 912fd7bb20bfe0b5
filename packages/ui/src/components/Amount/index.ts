export { Amount, amountSizes, amountText, amountTone, amountTones, amountWeights } from './Amount';
export type { AmountProps, AmountSize, AmountTone, AmountWeight } from './Amount';
