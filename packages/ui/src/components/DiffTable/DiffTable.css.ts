import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text,
});

export const headCell = style({
  textAlign: 'left',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  wordBreak: 'break-all',
  whiteSpace: 'pre-wrap',
});

export const fieldCell = style([cell, { fontFamily: vars.font.family.mono, whiteSpace: 'nowrap' }]);

export const changedRow = style({
  background: vars.color.tone.caution.soft,
  color: vars.color.tone.caution.onSoft,
});

export const before = style([cell, { textDecoration: 'line-through', textDecorationThickness: '1px' }]);

export const mark = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xsmall,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.tone.caution.solid,
  color: vars.color.tone.caution.onSolid,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontFamily: vars.font.family.body,
});

export const empty = style({ color: vars.color.textMuted });
