import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { tones, variants, type Tone, type Variant } from '../../vocabulary';

/** Colours per tone × variant: `solid` filled, `soft` tinted, `ghost` outlined in the tone. */
const colourRules = tones.flatMap((tone) =>
  variants.map((variant) => {
    const colors = vars.color.tone[tone];
    const style: Record<Variant, StyleRule> = {
      solid: { background: colors.solid, color: colors.onSolid, borderColor: colors.solid },
      soft: { background: colors.soft, color: colors.onSoft, borderColor: colors.soft },
      ghost: { background: 'transparent', color: colors.text, borderColor: 'currentColor' },
    };
    return { variants: { tone, variant } as { tone: Tone; variant: Variant }, style: style[variant] };
  }),
);

const empty = Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<Tone, StyleRule>;

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    border: '1px solid transparent',
    borderRadius: vars.radius.small,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: empty,
    variant: { solid: {}, soft: {}, ghost: {} },
    size: {
      small: {
        height: vars.layout.iconStandard,
        paddingInline: vars.space.xsmall,
        fontSize: vars.font.size.xsmall,
        lineHeight: vars.font.lineHeight.xsmall,
      },
      standard: {
        height: vars.layout.avatarSmall,
        paddingInline: vars.space.small,
        fontSize: vars.font.size.small,
        lineHeight: vars.font.lineHeight.small,
      },
      large: {
        height: vars.layout.controlHeightSmall,
        paddingInline: vars.space.small,
        fontSize: vars.font.size.standard,
        lineHeight: vars.font.lineHeight.standard,
      },
    },
  },
  compoundVariants: colourRules,
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'standard' },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  marginInlineEnd: `calc(-1 * ${vars.space.xxsmall})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  opacity: 0.8,
  selectors: {
    '&:hover': { opacity: 1, background: 'color-mix(in srgb, currentColor 15%, transparent)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** The small round marker StatusTag puts before its label. */
export const dot = style({
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});
