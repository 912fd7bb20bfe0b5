import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  padding: `${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.tone.accent.soft,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  selectors: {
    '&[data-negated="true"]': { background: vars.color.tone.critical.soft },
  },
});
export const field = style({ color: vars.color.textMuted });
export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '16em',
});
const button = {
  padding: `0 ${vars.space.xsmall}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.tone.neutral.soft },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
} as const;
export const operator = style({
  ...button,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'underline dotted',
});
export const remove = style({ ...button, width: '20px', height: '20px', padding: 0, lineHeight: 1 });
export const clear = style({ ...button, color: vars.color.textMuted });
