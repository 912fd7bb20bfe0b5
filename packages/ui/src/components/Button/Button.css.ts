import { createVar, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { tones, type Tone } from '../../vocabulary';

const solid = createVar();
const solidHover = createVar();
const onSolid = createVar();
const soft = createVar();
const softHover = createVar();
const onSoft = createVar();
const toneText = createVar();

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

/** A tone only sets local variables; the variant decides which of them paint the button. */
const toneRules = Object.fromEntries(
  tones.map((tone) => {
    const colors = vars.color.tone[tone];
    return [
      tone,
      {
        vars: {
          [solid]: colors.solid,
          [solidHover]: colors.solidHover,
          [onSolid]: colors.onSolid,
          [soft]: colors.soft,
          [softHover]: colors.softHover,
          [onSoft]: colors.onSoft,
          [toneText]: colors.text,
        },
      },
    ];
  }),
) as Record<Tone, StyleRule>;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.standard,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: toneRules,
    variant: {
      solid: {
        background: solid,
        color: onSolid,
        selectors: { [`${enabled}:hover`]: { background: solidHover } },
      },
      soft: {
        background: soft,
        color: onSoft,
        selectors: { [`${enabled}:hover`]: { background: softHover } },
      },
      ghost: {
        background: 'transparent',
        color: toneText,
        selectors: { [`${enabled}:hover`]: { background: soft } },
      },
    },
    size: {
      small: {
        height: vars.layout.controlHeightSmall,
        paddingInline: vars.space.small,
        fontSize: vars.font.size.small,
      },
      standard: {
        height: vars.layout.controlHeightStandard,
        paddingInline: vars.space.standard,
        fontSize: vars.font.size.standard,
      },
      large: {
        height: vars.layout.controlHeightLarge,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.large,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'standard', fullWidth: false },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
