import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.small,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xsmall,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
});

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const claim = style({ marginInlineStart: 'auto' });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInlineStart: vars.space.small,
  borderRadius: vars.radius.standard,
  borderInlineStart: '3px solid transparent',
  selectors: {
    '&:hover:not([data-locked="true"])': { background: vars.color.surfaceHover },
    '&[data-active="true"]': {
      background: vars.color.tone.accent.soft,
      borderInlineStartColor: vars.color.tone.accent.solid,
    },
    '&[data-active="true"]:hover': { background: vars.color.tone.accent.soft },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} 0`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&:focus-visible': { outlineOffset: -2, borderRadius: vars.radius.standard },
  },
});

export const thumbnail = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 64,
  height: 36,
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  background: vars.color.tone.neutral.soft,
  color: vars.color.tone.neutral.onSoft,
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.medium,
});

export const meta = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textMuted,
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
  flexShrink: 0,
});

export const lock = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.tone.caution.text,
  whiteSpace: 'nowrap',
});

export const hint = style({
  margin: 0,
  paddingInline: vars.space.small,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textMuted,
});

export const empty = style({
  margin: 0,
  padding: vars.space.large,
  textAlign: 'center',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});
