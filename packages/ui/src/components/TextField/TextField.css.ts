import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const label = style({
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.tone.critical.text,
  marginInlineStart: vars.space.xxsmall,
});

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({
  width: '100%',
  height: vars.layout.controlHeightStandard,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.tone.critical.text },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** Room on the right for the show-password button. */
export const inputWithAction = style({ paddingInlineEnd: vars.layout.controlHeightStandard });

export const action = style({ position: 'absolute', insetInlineEnd: vars.space.xxsmall });

export const hint = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.tone.critical.text,
});
