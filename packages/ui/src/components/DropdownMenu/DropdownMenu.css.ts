import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** Item tones on top of the shared menu item look (internal/menu.css). */
export const item = recipe({
  variants: {
    tone: {
      neutral: {},
      critical: {
        color: vars.color.tone.critical.text,
        selectors: {
          '&[data-highlighted]': {
            background: vars.color.tone.critical.soft,
            color: vars.color.tone.critical.onSoft,
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`.${item.classNames.variants.tone.critical} &`]: { color: 'inherit' } },
});

/** Space for the check mark, so checkbox items line up with plain ones. */
export const indicatorSlot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.layout.iconSmall,
  height: vars.layout.iconSmall,
  color: vars.color.tone.accent.text,
});

export const shortcut = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.standard,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});
