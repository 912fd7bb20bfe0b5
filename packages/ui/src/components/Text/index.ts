export { Text, textTones, textWeights, textAligns } from './Text';
export type { TextProps, TextTone, TextWeight, TextAlign } from './Text';
