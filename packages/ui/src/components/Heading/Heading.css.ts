import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const heading = recipe({
  base: { display: 'block', margin: 0, color: vars.color.text, fontWeight: vars.font.weight.strong },
  variants: {
    level: {
      1: { fontSize: vars.font.size.xxxlarge, lineHeight: vars.font.lineHeight.xxxlarge },
      2: { fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge },
      3: { fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge },
      4: { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large },
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
  defaultVariants: { align: 'left', truncate: false },
});
