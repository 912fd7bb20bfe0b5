import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: vars.space.xxsmall,
  insetInlineStart: '55%',
  display: 'inline-flex',
  pointerEvents: 'none',
});
