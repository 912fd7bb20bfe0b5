import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Progress from 0 to 1, set inline by the component. */
export const progress = createVar();

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.progress,
  height: vars.layout.progressHeight,
  pointerEvents: 'none',
  transition: `opacity ${vars.duration.slow}`,
  selectors: { '&[data-state="complete"]': { opacity: 0 } },
});

export const bar = style({
  height: '100%',
  background: vars.color.tone.accent.text,
  transformOrigin: 'left',
  transform: `scaleX(${progress})`,
  transition: `transform ${vars.duration.standard} ease-out`,
});
