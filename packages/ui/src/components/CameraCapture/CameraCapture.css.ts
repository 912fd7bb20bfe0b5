import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '28em',
  minWidth: 0,
});

export const frame = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.tone.neutral.solid,
});

export const media = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: {
    // A front camera preview reads naturally as a mirror; the photo itself is not mirrored.
    '&[data-mirrored="true"]': { transform: 'scaleX(-1)' },
  },
});

export const oval = style({
  position: 'absolute',
  top: '10%',
  left: '50%',
  width: '46%',
  height: '80%',
  transform: 'translateX(-50%)',
  borderRadius: '50%',
  border: `3px dashed ${vars.color.tone.neutral.onSolid}`,
  // Dims everything outside the oval.
  boxShadow: `0 0 0 100vmax ${vars.color.overlay}`,
  pointerEvents: 'none',
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  selectors: {
    '&:empty': { display: 'none' },
    '&[data-tone="caution"]': { color: vars.color.text },
    '&[data-tone="critical"]': { color: vars.color.tone.critical.text },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
