import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const root = style({
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

/** Native controls and scrollbars follow the theme. */
export const colorScheme = styleVariants({
  light: { colorScheme: 'light' },
  dark: { colorScheme: 'dark' },
});
