import { style } from '@vanilla-extract/css';

export const screen = style({ minHeight: '100vh' });

export const column = style({ width: '100%', maxWidth: '45rem' });
