import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const tree = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const group = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ outline: 'none' });

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInlineEnd: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-disabled]': { cursor: 'not-allowed' },
    [`${item}:focus-visible > &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const twisty = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.iconStandard,
  height: vars.font.lineHeight.standard,
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: { '&[data-open]': { transform: 'rotate(90deg)' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.iconSmall,
  height: vars.layout.iconSmall,
  marginBlockStart: '3px',
  flexShrink: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.tone.accent.onSolid,
  selectors: {
    '&[data-state="on"], &[data-state="mixed"]': {
      background: vars.color.tone.accent.solid,
      borderColor: vars.color.tone.accent.solid,
    },
    [`${row}[data-disabled] &`]: { opacity: 0.55 },
  },
});

globalStyle(`${box} svg`, { width: 12, height: 12, strokeWidth: 3 });

export const dash = style({
  display: 'block',
  width: 8,
  height: 2,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const labelLine = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const badge = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.tone.neutral.soft,
  color: vars.color.tone.neutral.onSoft,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

export const reason = style([note, {}]);
