import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
