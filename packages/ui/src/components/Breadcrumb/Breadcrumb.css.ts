import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const separator = style({ color: vars.color.textMuted, display: 'inline-flex' });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { color: vars.color.tone.accent.text, textDecoration: 'underline' } },
});

export const plain = style({ color: vars.color.textMuted });

export const current = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });
