import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'anywhere',
});

globalStyle(`${root} > * + *`, { marginTop: vars.space.standard });
globalStyle(`${root} p`, { margin: 0 });
globalStyle(`${root} :is(h2, h3, h4)`, { scrollMarginTop: vars.space.xxlarge });
globalStyle(`${root} > :is(h2, h3, h4)`, { marginTop: vars.space.large });
globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} :is(ul, ol)`, { margin: 0, paddingLeft: vars.space.large });
globalStyle(`${root} li + li`, { marginTop: vars.space.xsmall });
globalStyle(`${root} li > * + *`, { marginTop: vars.space.xsmall });
globalStyle(`${root} strong`, { fontWeight: vars.font.weight.strong });

export const quote = style({
  margin: 0,
  paddingLeft: vars.space.standard,
  borderLeft: `3px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});
globalStyle(`${quote} > * + *`, { marginTop: vars.space.small });

export const link = style({
  color: vars.color.tone.accent.text,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
