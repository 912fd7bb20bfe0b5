import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const dropzone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  textAlign: 'center',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-dragging="true"]': {
      borderColor: vars.color.tone.accent.text,
      borderStyle: 'solid',
      background: vars.color.tone.accent.soft,
    },
    // The disabled button says so; the zone's text stays readable.
    '&[data-disabled="true"]': { borderStyle: 'solid', borderColor: vars.color.border },
  },
});

export const dropIcon = style({ color: vars.color.textMuted, display: 'inline-flex' });

export const dropHint = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const constraints = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const rejections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  marginTop: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

export const rejection = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.tone.critical.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const itemRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });

export const fileIcon = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });

export const fileName = style({
  flexGrow: 1,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontVariantNumeric: 'tabular-nums',
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  selectors: {
    '&[data-status="done"]': { color: vars.color.tone.positive.text },
    '&[data-status="error"]': { color: vars.color.tone.critical.text },
  },
});

export const actions = style({ display: 'flex', gap: vars.space.xxsmall, flexShrink: 0 });

export const progress = createVar();

export const track = style({
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.tone.neutral.soft,
  overflow: 'hidden',
});

export const bar = style({
  width: `calc(${progress} * 100%)`,
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.tone.accent.solid,
  transition: `width ${vars.duration.standard}`,
  selectors: { [`${item}[data-status="paused"] &`]: { background: vars.color.textMuted } },
});

export const errorText = style({
  margin: 0,
  color: vars.color.tone.critical.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});
