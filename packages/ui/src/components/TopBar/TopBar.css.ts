import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { mobileQuery } from '../../themes/themeTokens';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: '100%',
  paddingInline: vars.space.small,
  '@media': { [mobileQuery]: { paddingInline: vars.space.xsmall } },
});

export const left = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  flex: 1,
  minWidth: 0,
});

export const right = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexShrink: 0 });
