import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  fontSize: vars.font.size.standard,
});

export const total = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  minWidth: vars.layout.controlHeightSmall,
  height: vars.layout.controlHeightSmall,
  paddingInline: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': {
      borderColor: vars.color.tone.accent.text,
      color: vars.color.tone.accent.text,
    },
    '&[aria-current="page"]': {
      background: vars.color.tone.accent.solid,
      borderColor: vars.color.tone.accent.solid,
      color: vars.color.tone.accent.onSolid,
      fontWeight: vars.font.weight.medium,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const previous = style({ display: 'inline-flex', transform: 'rotate(180deg)' });

export const ellipsis = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: vars.layout.controlHeightSmall,
  color: vars.color.textMuted,
});

const control = {
  height: vars.layout.controlHeightSmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.small,
} as const;

export const select = style({ ...control, paddingInline: vars.space.xsmall, cursor: 'pointer' });

export const jump = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const jumpInput = style({
  ...control,
  width: 56,
  paddingInline: vars.space.xsmall,
  textAlign: 'center',
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
  },
});
