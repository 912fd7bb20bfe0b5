import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const list = style({ margin: 0, display: 'grid', gap: vars.space.small });

export const row = style({ display: 'grid', gridTemplateColumns: '7em 1fr', gap: vars.space.medium });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
