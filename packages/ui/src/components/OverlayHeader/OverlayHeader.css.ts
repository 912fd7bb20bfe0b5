import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
  },
  variants: {
    /** Room between the title and the × button: small in a popover, medium in a dialog or drawer. */
    space: {
      small: { gap: vars.space.small },
      medium: { gap: vars.space.medium },
    },
  },
  defaultVariants: { space: 'medium' },
});

/** Title with its description under it, beside the × button. */
export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});
