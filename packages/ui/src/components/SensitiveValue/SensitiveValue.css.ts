import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  color: vars.color.text,
});

export const value = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
});

export const revealed = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.tone.caution.soft,
  color: vars.color.tone.caution.onSoft,
  userSelect: 'all',
});

export const error = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.tone.critical.text,
});
