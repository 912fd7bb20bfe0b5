import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const options = recipe({
  base: { display: 'flex', paddingBlock: vars.space.xxsmall },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.small },
      horizontal: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.large,
        rowGap: vars.space.small,
      },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.iconSmall,
  height: vars.layout.iconSmall,
  padding: 0,
  flexShrink: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[data-state="checked"]': { borderColor: vars.color.tone.accent.solid },
    '[aria-invalid="true"] &': { borderColor: vars.color.tone.critical.text },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const dot = style({
  display: 'block',
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.tone.accent.solid,
});
