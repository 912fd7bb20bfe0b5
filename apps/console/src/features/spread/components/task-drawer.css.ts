import { style } from '@vanilla-extract/css';

export const prose = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

export const checklist = style({ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 4 });

export const thumbs = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const thumbImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 6,
  background: 'rgba(127, 127, 127, 0.15)',
});

export const thumbButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'block',
  width: '100%',
  selectors: { '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } },
});

export const player = style({ display: 'block', width: '100%', maxHeight: '70vh', background: '#000' });
