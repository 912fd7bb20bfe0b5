import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
  },
  variants: {
    padding: {
      none: { padding: 0, gap: 0 },
      small: { padding: vars.space.medium, gap: vars.space.small },
      standard: { padding: vars.space.standard, gap: vars.space.medium },
      large: { padding: vars.space.large, gap: vars.space.standard },
    },
  },
  defaultVariants: { padding: 'standard' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  minHeight: vars.layout.controlHeightSmall,
});

export const titles = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
