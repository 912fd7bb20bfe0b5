import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.standard,
  minWidth: 0,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0 });
export const heading = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});
export const sampled = style({
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.text,
});
export const value = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});
export const valueText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const share = style({
  height: '3px',
  borderRadius: vars.radius.full,
  background: vars.color.tone.neutral.soft,
  overflow: 'hidden',
});
export const shareFill = style({ display: 'block', height: '100%', background: vars.color.tone.accent.text });
export const count = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.xsmall,
  whiteSpace: 'nowrap',
});
export const actions = style({ display: 'inline-flex', gap: vars.space.xxsmall });
export const action = style({
  width: '22px',
  height: '22px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  lineHeight: 1,
  selectors: {
    '&:hover': { background: vars.color.tone.neutral.soft },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});
export const empty = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, margin: 0 });
