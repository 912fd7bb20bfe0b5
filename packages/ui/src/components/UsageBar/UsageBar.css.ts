import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const usageTones = ['accent', 'positive', 'critical', 'caution', 'neutral'] as const;
export type UsageTone = (typeof usageTones)[number];

/** A segment's length, as a percentage of the track. */
export const part = createVar();

export const root = style({ display: 'grid', gap: vars.space.xsmall, minWidth: '8em' });

export const track = style({
  display: 'flex',
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.tone.neutral.soft,
  overflow: 'hidden',
});

export const segment = styleVariants(
  Object.fromEntries(usageTones.map((tone) => [tone, { background: vars.color.tone[tone].text }])) as Record<
    UsageTone,
    { background: string }
  >,
  (colour) => [{ flex: 'none', width: part, height: '100%' }, colour],
);

export const caption = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
