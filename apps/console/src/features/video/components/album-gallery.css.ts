import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const gallery = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
