import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** Shared look of dropdown menus (UserMenu, the collapsed sidebar's flyouts). */

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: 168,
  padding: vars.space.xsmall,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  selectors: { '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` } },
});

export const label = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.layout.controlHeightStandard,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { color: vars.color.tone.accent.text, fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const separator = style({
  height: 1,
  margin: `${vars.space.xsmall} 0`,
  background: vars.color.border,
});
