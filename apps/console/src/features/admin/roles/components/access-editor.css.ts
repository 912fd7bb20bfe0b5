import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const roleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const stickyBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  padding: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
});

export const previewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const previewChildren = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.standard,
  color: vars.color.textMuted,
});

export const diffList = style({ margin: 0, paddingInlineStart: vars.space.large });
