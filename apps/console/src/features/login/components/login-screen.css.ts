import { style } from '@vanilla-extract/css';

export const screen = style({ minHeight: '100vh' });

export const card = style({ width: '100%', maxWidth: '25rem' });
