import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const trackWidth = '32px';
const thumbSize = '14px';
const inset = '2px';

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: trackWidth,
  height: '20px',
  padding: 0,
  flexShrink: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.tone.neutral.soft,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.tone.accent.solid,
      borderColor: vars.color.tone.accent.solid,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  display: 'block',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transform: `translateX(${inset})`,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.tone.accent.onSolid,
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - ${inset} - 2px))`,
    },
  },
});
