import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The pieces every labelled field shares: TextField, Textarea, Select, RadioGroup, FormField. */

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

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

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.tone.critical.text,
});

/** The look of a boxed text control (input, textarea, select trigger). */
export const control = style({
  width: '100%',
  minHeight: vars.layout.controlHeightStandard,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled):not([data-disabled])': { borderColor: vars.color.text },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.tone.critical.text },
    '&:disabled, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    // Buttons match :read-only too; only text entry shows the read-only look.
    '&:is(input, textarea):read-only:not(:disabled)': { background: vars.color.background },
  },
});

/** A checkbox, radio or switch with its label beside it. */
export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

/** Centres the control on the first line of its label. */
export const choiceControl = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  height: vars.font.lineHeight.standard,
});

export const choiceLabel = style({
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

/** Hint and error under a choice line up with its label, not its control. */
export const choiceDetails = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
