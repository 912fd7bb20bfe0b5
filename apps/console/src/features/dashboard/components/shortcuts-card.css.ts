import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const groups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.standard,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12em, 1fr))',
});

export const pages = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space.xsmall,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});
