import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = recipe({
  base: {
    position: 'relative',
    zIndex: vars.zIndex.dropdown,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    maxWidth: 'calc(100vw - 16px)',
    maxHeight: 'var(--radix-popover-content-available-height)',
    overflowY: 'auto',
    padding: vars.space.standard,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.standard,
    boxShadow: vars.shadow.medium,
    selectors: { '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` } },
  },
  variants: {
    size: {
      small: { width: 240 },
      standard: { width: 320 },
      large: { width: 420 },
    },
    /** Room at the end for the × button when there is no title row to hold it. */
    floatingClose: {
      true: { paddingInlineEnd: `calc(${vars.layout.controlHeightSmall} + ${vars.space.small})` },
      false: {},
    },
  },
  defaultVariants: { size: 'standard', floatingClose: false },
});

export const title = style({
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.strong,
});

/** Without a title the close button sits in the corner, over the content's padding. */
export const floatingClose = style({
  position: 'absolute',
  top: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
});

export const arrow = style({ fill: vars.color.surfaceRaised });
