import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.small,
    marginInline: 'auto',
    maxWidth: vars.layout.dialogStandard,
    color: vars.color.text,
  },
  variants: {
    size: {
      small: { paddingBlock: vars.space.large },
      standard: { paddingBlock: vars.space.xxlarge },
      large: { paddingBlock: vars.space.xxlarge, gap: vars.space.medium },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.controlHeightLarge,
  height: vars.layout.controlHeightLarge,
  marginBottom: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.tone.neutral.soft,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.medium,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const action = style({ marginTop: vars.space.small });
