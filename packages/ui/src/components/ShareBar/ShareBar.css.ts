import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const shareTones = ['accent', 'positive', 'critical', 'caution', 'neutral'] as const;
export type ShareTone = (typeof shareTones)[number];

/** The bar's length, as a percentage of the track. */
export const share = createVar();

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(4em, max-content) 1fr 4em',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text,
});

export const label = style({ color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.tone.neutral.soft,
  overflow: 'hidden',
});

export const bar = styleVariants(
  Object.fromEntries(shareTones.map((tone) => [tone, { background: vars.color.tone[tone].text }])) as Record<
    ShareTone,
    { background: string }
  >,
  (colour) => [
    {
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      width: share,
      borderRadius: vars.radius.full,
    },
    colour,
  ],
);

export const value = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
