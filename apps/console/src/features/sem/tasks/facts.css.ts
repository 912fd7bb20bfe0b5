import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const row = style({ display: 'contents' });
export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const thumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const thumb = style({ display: 'grid', gap: vars.space.xsmall, width: '8rem' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 20rem',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const aside = style({ position: 'sticky', top: vars.space.medium });
