import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7em, max-content) 1fr',
  gap: `${vars.space.small} ${vars.space.medium}`,
  margin: 0,
});

export const fact = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const summary = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const summaryRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
