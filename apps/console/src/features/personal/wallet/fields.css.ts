import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

/** A record's fields: one `<div>` per name and value, as a `<dl>` may hold them. */
export const fields = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const field = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
});

export const name = style({ color: vars.color.textMuted });

export const value = style({ margin: 0 });
