import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const text = recipe({
  base: { display: 'block', margin: 0 },
  variants: {
    size: {
      small: { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small },
      standard: { fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard },
      large: { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      strong: { fontWeight: vars.font.weight.strong },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      accent: { color: vars.color.tone.accent.text },
      critical: { color: vars.color.tone.critical.text },
      positive: { color: vars.color.tone.positive.text },
      caution: { color: vars.color.tone.caution.text },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
  },
  defaultVariants: { size: 'standard', weight: 'regular', tone: 'neutral', align: 'left', truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
