import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

/** Links inside text: the accent text colour (AA on every surface) and an underline, not colour alone. */
export const textLink = style({
  color: vars.color.tone.accent.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
