import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  cursor: 'text',
  selectors: {
    '&:focus-within': { borderColor: vars.color.focusRing, outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const list = style({
  display: 'contents',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const input = style({
  flex: '1 1 8em',
  minWidth: '6em',
  minHeight: '1.75em',
  border: 'none',
  outline: 'none',
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});
