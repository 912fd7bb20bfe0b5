import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ minWidth: 0 });

const gridBase = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });

export const grid = styleVariants({
  small: [gridBase, { gridTemplateColumns: 'repeat(auto-fill, 6em)', gap: vars.space.small }],
  medium: [gridBase, { gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' }],
});

export const thumb = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'zoom-in',
  textAlign: 'start',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

const frameBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  background: vars.color.tone.neutral.soft,
});

export const frame = styleVariants({
  small: [frameBase, { aspectRatio: '1 / 1' }],
  medium: [frameBase, { aspectRatio: '4 / 3' }],
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const broken = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  color: vars.color.tone.neutral.onSoft,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  textAlign: 'center',
});

export const caption = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const stage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '16rem',
  maxHeight: '70vh',
  overflow: 'auto',
  borderRadius: vars.radius.standard,
  background: vars.color.tone.neutral.soft,
});

export const large = style({
  maxWidth: '100%',
  maxHeight: '68vh',
  objectFit: 'contain',
  selectors: { '&[data-zoomed="true"]': { maxWidth: 'none', maxHeight: 'none' } },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: vars.space.medium,
});

export const position = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontVariantNumeric: 'tabular-nums',
});

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
