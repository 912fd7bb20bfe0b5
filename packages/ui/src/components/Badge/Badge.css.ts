import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { tones, type Tone } from '../../vocabulary';

const toneStyles = Object.fromEntries(
  tones.map((tone) => [
    tone,
    { background: vars.color.tone[tone].solid, color: vars.color.tone[tone].onSolid },
  ]),
) as Record<Tone, { background: string; color: string }>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: toneStyles,
    shape: {
      count: {
        minWidth: vars.layout.iconSmall,
        height: vars.layout.iconSmall,
        paddingInline: vars.space.xsmall,
        fontSize: vars.font.size.xsmall,
        lineHeight: vars.layout.iconSmall,
      },
      dot: { width: vars.space.small, height: vars.space.small },
    },
  },
  defaultVariants: { tone: 'critical', shape: 'count' },
});
