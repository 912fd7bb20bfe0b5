import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './themeTokens';

/**
 * The one theme contract. Only the shape of `ThemeTokens` is taken here (vanilla-extract ignores
 * the values); light.css.ts and dark.css.ts fill it. Components read `vars`, never raw tokens.
 */
export const vars = createThemeContract(lightTokens);
