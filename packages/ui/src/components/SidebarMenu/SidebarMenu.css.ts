import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  selectors: { '&[data-collapsed="true"]': { paddingInline: vars.space.small } },
});

export const publish = style({ display: 'flex', paddingBottom: vars.space.xsmall });

export const publishIconOnly = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: vars.layout.controlHeightStandard,
  borderRadius: vars.radius.standard,
  background: vars.color.tone.accent.solid,
  color: vars.color.tone.accent.onSolid,
  selectors: { '&:hover': { background: vars.color.tone.accent.solidHover } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const entry = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.layout.controlHeightStandard,
  paddingInline: vars.space.medium,
  border: 0,
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      background: vars.color.tone.accent.soft,
      color: vars.color.tone.accent.onSoft,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-contains-active="true"]': { color: vars.color.tone.accent.text },
    '&[data-icon-only="true"]': { justifyContent: 'center', paddingInline: 0 },
  },
});

/** Child items line up with the group title, past the icon. */
export const child = style({
  paddingInlineStart: `calc(${vars.space.medium} * 2 + ${vars.layout.iconStandard})`,
});

export const label = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

/** A dot on the icon of a collapsed entry that has a badge. */
export const collapsedBadge = style({
  position: 'absolute',
  top: vars.space.xsmall,
  right: vars.space.xsmall,
  display: 'inline-flex',
});
