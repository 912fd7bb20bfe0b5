import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.iconSmall,
  height: vars.layout.iconSmall,
  padding: 0,
  flexShrink: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.tone.accent.onSolid,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.tone.accent.solid,
      borderColor: vars.color.tone.accent.solid,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.tone.critical.text },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({ display: 'inline-flex' });

export const check = style({
  display: 'inline-flex',
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' } },
});

export const dash = style({
  display: 'none',
  width: 8,
  height: 2,
  borderRadius: vars.radius.full,
  background: 'currentColor',
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'block' } },
});

globalStyle(`${check} svg`, { width: 12, height: 12, strokeWidth: 3 });
