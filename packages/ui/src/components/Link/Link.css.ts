import { type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { tones, type Tone } from '../../vocabulary';

const toneRules = Object.fromEntries(
  tones.map((tone) => [tone, { color: tone === 'neutral' ? vars.color.text : vars.color.tone[tone].text }]),
) as Record<Tone, StyleRule>;

export const link = recipe({
  base: {
    display: 'inline',
    borderRadius: vars.radius.small,
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: toneRules,
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: {
        textDecorationLine: 'none',
        selectors: { '&:hover, &:focus-visible': { textDecorationLine: 'underline' } },
      },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
    },
  },
  defaultVariants: { tone: 'accent', underline: 'always', weight: 'regular' },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.85em',
  height: '0.85em',
  marginInlineStart: vars.space.xxsmall,
  verticalAlign: 'baseline',
});
