import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const barTones = ['positive', 'critical', 'accent', 'caution', 'neutral'] as const;
export type BarTone = (typeof barTones)[number];

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const plot = style({
  position: 'relative',
  width: '100%',
  borderRadius: vars.radius.standard,
  outline: 'none',
  touchAction: 'none',
  cursor: 'crosshair',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` } },
});

export const svg = style({ display: 'block', width: '100%', overflow: 'visible' });
export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontFamily: vars.font.family.body,
  fontVariantNumeric: 'tabular-nums',
});

export const bar = styleVariants(
  Object.fromEntries(barTones.map((tone) => [tone, { fill: vars.color.tone[tone].text }])) as Record<
    BarTone,
    { fill: string }
  >,
);

export const selection = style({ fill: vars.color.tone.accent.soft, opacity: 0.6 });
export const cursor = style({
  fill: 'none',
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
  strokeDasharray: '3 3',
});

export const swatch = styleVariants(
  Object.fromEntries(barTones.map((tone) => [tone, { background: vars.color.tone[tone].text }])) as Record<
    BarTone,
    { background: string }
  >,
  (colour) => [
    {
      display: 'inline-block',
      width: '0.75em',
      height: '0.75em',
      borderRadius: vars.radius.small,
      flexShrink: 0,
    },
    colour,
  ],
);

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  minHeight: '1.5em',
});
export const placeholder = style({ display: 'grid', placeItems: 'center' });
