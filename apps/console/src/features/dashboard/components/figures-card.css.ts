import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10em), 1fr))',
});
