import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { tones, type Tone } from '../../vocabulary';

/**
 * A small pill in a tone's soft colours (the pair themes.test.ts checks for AA). Also used by the
 * review history for stage decisions.
 */
export const toneTag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    height: vars.layout.avatarSmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: Object.fromEntries(
      tones.map((tone) => [
        tone,
        { background: vars.color.tone[tone].soft, color: vars.color.tone[tone].onSoft },
      ]),
    ) as Record<Tone, StyleRule>,
  },
  defaultVariants: { tone: 'neutral' },
});

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.standard,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: 4,
    borderRadius: vars.radius.standard,
  },
  variants: {
    tone: Object.fromEntries(
      tones.map((tone) => [tone, { borderInlineStartColor: vars.color.tone[tone].solid }]),
    ) as Record<Tone, StyleRule>,
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const title = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.strong,
});

export const checkedAt = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const reasons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reason = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const rule = style({
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.medium,
});

export const detail = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text,
});

export const field = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textMuted,
});

export const empty = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});
