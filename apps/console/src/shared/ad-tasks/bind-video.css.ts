import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const list = style({ display: 'grid', gap: 8, margin: 0, padding: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '4.5em minmax(0, 1fr)',
  gap: 12,
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  listStyle: 'none',
});

export const selected = style({
  borderColor: vars.color.tone.accent.solid,
  boxShadow: `0 0 0 1px ${vars.color.tone.accent.solid}`,
});

export const cover = style({
  display: 'block',
  width: '4.5em',
  height: '6em',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceHover,
});
