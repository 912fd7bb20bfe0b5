import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
});

export const inputs = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const input = style({
  width: 'auto',
  minWidth: 150,
  height: vars.layout.controlHeightStandard,
  fontVariantNumeric: 'tabular-nums',
});

export const separator = style({ color: vars.color.textMuted });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
