import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const textarea = recipe({
  base: {
    display: 'block',
    paddingBlock: vars.space.small,
  },
  variants: {
    autosize: {
      true: { resize: 'none', overflowY: 'hidden' },
      false: { resize: 'vertical' },
    },
  },
  defaultVariants: { autosize: false },
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });

export const count = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-full="true"]': { color: vars.color.tone.caution.text } },
});
