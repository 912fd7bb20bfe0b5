import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const image = style({
  display: 'block',
  width: '10em',
  height: '7.5em',
  objectFit: 'cover',
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceHover,
});

export const error = style({
  margin: 0,
  color: vars.color.tone.critical.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});
