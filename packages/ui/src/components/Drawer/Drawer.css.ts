import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideInRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideOutRight = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });
const slideInLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOutLeft = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.standard} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    flexDirection: 'column',
    maxWidth: '100vw',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    outline: 'none',
  },
  variants: {
    side: {
      right: {
        right: 0,
        borderLeft: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-state="open"]': { animation: `${slideInRight} ${vars.duration.slow} ease-out` },
          '&[data-state="closed"]': { animation: `${slideOutRight} ${vars.duration.standard} ease-in` },
        },
      },
      left: {
        left: 0,
        borderRight: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-state="open"]': { animation: `${slideInLeft} ${vars.duration.slow} ease-out` },
          '&[data-state="closed"]': { animation: `${slideOutLeft} ${vars.duration.standard} ease-in` },
        },
      },
    },
    size: {
      small: { width: vars.layout.dialogSmall },
      standard: { width: vars.layout.dialogStandard },
      large: { width: vars.layout.dialogLarge },
    },
  },
  defaultVariants: { side: 'right', size: 'standard' },
});

/** The shared header row, with the drawer's own padding and rule. */
export const header = style({
  padding: `${vars.space.standard} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
  paddingBlock: vars.space.xxsmall,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.standard,
  padding: vars.space.large,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderTop: `1px solid ${vars.color.border}`,
});
