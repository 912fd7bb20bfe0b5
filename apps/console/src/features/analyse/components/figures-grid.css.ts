import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11em), 1fr))',
});

/** Two blocks side by side where there is room, stacked where there is not. */
export const pair = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18em), 1fr))',
});
