import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const contentCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: '16em',
});
