import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './themeTokens';

export const lightThemeClass = createTheme(vars, lightTokens, 'light');
