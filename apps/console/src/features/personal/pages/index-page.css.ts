import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const cards = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20em), 1fr))',
  alignItems: 'start',
});
