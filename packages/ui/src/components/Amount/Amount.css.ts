import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** Figures of equal width, so amounts line up in columns and do not jump as they change. */
export const amount = recipe({
  base: {
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      inherit: {},
      small: { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small },
      standard: { fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard },
      large: { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large },
      xlarge: { fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge },
    },
    weight: {
      inherit: {},
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      strong: { fontWeight: vars.font.weight.strong },
    },
    tone: {
      neutral: { color: 'inherit' },
      positive: { color: vars.color.tone.positive.text },
      critical: { color: vars.color.tone.critical.text },
    },
  },
  defaultVariants: { size: 'inherit', weight: 'inherit', tone: 'neutral' },
});
