import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22em), 1fr))',
});
