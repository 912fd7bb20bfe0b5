import type { ThemeName } from '../vocabulary';
import { darkThemeClass } from './dark.css';
import { lightThemeClass } from './light.css';

export { vars } from './contract.css';
export { lightThemeClass } from './light.css';
export { darkThemeClass } from './dark.css';
export { lightTokens, darkTokens } from './themeTokens';
export type { ThemeTokens, ToneColors } from './themeTokens';

/** Theme class per theme name, for apps that put the theme on `<html>` themselves. */
export const themeClassNames: Record<ThemeName, string> = {
  light: lightThemeClass,
  dark: darkThemeClass,
};
