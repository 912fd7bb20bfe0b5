import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.tone.accent.soft,
    color: vars.color.tone.accent.onSoft,
    fontWeight: vars.font.weight.medium,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: {
        width: vars.layout.avatarSmall,
        height: vars.layout.avatarSmall,
        fontSize: vars.font.size.xsmall,
      },
      standard: {
        width: vars.layout.avatarStandard,
        height: vars.layout.avatarStandard,
        fontSize: vars.font.size.standard,
      },
      large: {
        width: vars.layout.avatarLarge,
        height: vars.layout.avatarLarge,
        fontSize: vars.font.size.large,
      },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

/**
 * Initials are drawn as generated content, not text: like the picture they stand for, they are
 * an image, so they never add stray words to the name of a button the avatar sits in.
 */
export const initials = style({ '::before': { content: 'attr(data-initials)' } });
