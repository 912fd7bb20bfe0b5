import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const width = createVar();
export const height = createVar();

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
});

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    background: vars.color.tone.neutral.soft,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': {
      // A still placeholder for people who ask for less motion.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    shape: {
      text: {
        width: width,
        height: vars.font.size.standard,
        marginBlock: `calc((${vars.font.lineHeight.standard} - ${vars.font.size.standard}) / 2)`,
        borderRadius: vars.radius.small,
        selectors: { [`${lines} > &:last-child:not(:first-child)`]: { width: '60%' } },
      },
      block: { width: width, height: height, borderRadius: vars.radius.standard },
      circle: { borderRadius: vars.radius.full },
    },
    size: {
      small: {},
      standard: {},
      large: {},
    },
  },
  compoundVariants: [
    {
      variants: { shape: 'circle', size: 'small' },
      style: { width: vars.layout.avatarSmall, height: vars.layout.avatarSmall },
    },
    {
      variants: { shape: 'circle', size: 'standard' },
      style: { width: vars.layout.avatarStandard, height: vars.layout.avatarStandard },
    },
    {
      variants: { shape: 'circle', size: 'large' },
      style: { width: vars.layout.avatarLarge, height: vars.layout.avatarLarge },
    },
  ],
  defaultVariants: { shape: 'text', size: 'standard' },
});
