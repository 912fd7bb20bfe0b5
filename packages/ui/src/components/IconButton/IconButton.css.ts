import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** Square sizing on top of the Button recipe. */
export const iconButton = recipe({
  base: { paddingInline: 0, position: 'relative', flexShrink: 0 },
  variants: {
    size: {
      small: { width: vars.layout.controlHeightSmall },
      standard: { width: vars.layout.controlHeightStandard },
      large: { width: vars.layout.controlHeightLarge },
    },
  },
  defaultVariants: { size: 'standard' },
});
