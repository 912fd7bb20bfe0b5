import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const page = style({ maxWidth: '48em' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, max-content) 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.medium,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const images = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const conditions = style({ margin: 0, paddingInlineStart: '1.25em' });
