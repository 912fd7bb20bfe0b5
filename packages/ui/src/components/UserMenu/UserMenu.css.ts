import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { mobileQuery } from '../../themes/themeTokens';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: vars.layout.controlHeightStandard,
  paddingInline: vars.space.xsmall,
  border: 0,
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceHover },
  },
});

export const name = style({
  maxWidth: 160,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [mobileQuery]: { display: 'none' } },
});
