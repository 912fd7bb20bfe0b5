import { style } from '@vanilla-extract/css';

/** Cards of the hall: as many 260 px columns as fit. */
export const grid = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
