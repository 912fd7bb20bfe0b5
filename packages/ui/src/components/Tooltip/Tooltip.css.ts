import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: vars.zIndex.toast,
  maxWidth: 280,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.tone.neutral.solid,
  color: vars.color.tone.neutral.onSolid,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  boxShadow: vars.shadow.medium,
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${fadeIn} ${vars.duration.fast} ease-out`,
    },
  },
});

export const arrow = style({ fill: vars.color.tone.neutral.solid });
