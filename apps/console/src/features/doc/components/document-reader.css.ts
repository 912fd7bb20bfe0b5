import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': {
    'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 220px' },
  },
});

export const toc = style({
  alignSelf: 'start',
  '@media': {
    'screen and (min-width: 960px)': { position: 'sticky', top: vars.space.large, gridColumn: 2, gridRow: 1 },
  },
});

export const tocList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const body = style({ gridColumn: 1, gridRow: 1, minWidth: 0 });
