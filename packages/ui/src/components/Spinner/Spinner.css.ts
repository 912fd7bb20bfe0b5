import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', verticalAlign: 'middle' });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    '@media': {
      // Without motion the ring still reads as "busy": it stays as an open ring, not spinning.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    size: {
      small: { width: vars.layout.iconSmall, height: vars.layout.iconSmall },
      standard: { width: vars.layout.iconStandard, height: vars.layout.iconStandard },
      large: { width: vars.layout.iconLarge, height: vars.layout.iconLarge, borderWidth: 3 },
    },
    tone: {
      neutral: { color: vars.color.textMuted },
      accent: { color: vars.color.tone.accent.text },
      current: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'standard', tone: 'accent' },
});
