import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

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
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.standard,
    maxWidth: `calc(100vw - ${vars.space.xlarge})`,
    maxHeight: `calc(100vh - ${vars.space.xxlarge})`,
    overflowY: 'auto',
    padding: vars.space.large,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.duration.standard} ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
    },
  },
  variants: {
    size: {
      small: { width: vars.layout.dialogSmall },
      standard: { width: vars.layout.dialogStandard },
      large: { width: vars.layout.dialogLarge },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
  paddingBlock: vars.space.xsmall,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingTop: vars.space.small,
});
