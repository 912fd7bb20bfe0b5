import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens } from './themeTokens';

export const darkThemeClass = createTheme(vars, darkTokens, 'dark');
