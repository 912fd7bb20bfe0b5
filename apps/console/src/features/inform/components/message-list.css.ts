import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const item = style({
  padding: `${vars.space.medium} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const title = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '[data-unread] &': { color: vars.color.tone.accent.text },
  },
});

/** Text for assistive technology only (which message a button acts on). */
export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
