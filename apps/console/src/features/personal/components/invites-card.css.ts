import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const item = style({
  paddingBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});
