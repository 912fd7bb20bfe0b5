import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Series colours: the tones' text colours, which meet contrast on surfaces in light and dark. */
export const chartTones = ['accent', 'positive', 'critical', 'caution', 'neutral'] as const;
export type ChartTone = (typeof chartTones)[number];

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const plot = style({
  position: 'relative',
  width: '100%',
  borderRadius: vars.radius.standard,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const svg = style({ display: 'block', width: '100%', overflow: 'visible' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontFamily: vars.font.family.body,
  fontVariantNumeric: 'tabular-nums',
});

export const guide = style({ stroke: vars.color.borderStrong, strokeWidth: 1, strokeDasharray: '3 3' });

export const line = styleVariants(
  Object.fromEntries(chartTones.map((tone) => [tone, { stroke: vars.color.tone[tone].text }])) as Record<
    ChartTone,
    { stroke: string }
  >,
  (colour) => [{ fill: 'none', strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' }, colour],
);

export const dot = styleVariants(
  Object.fromEntries(chartTones.map((tone) => [tone, { fill: vars.color.tone[tone].text }])) as Record<
    ChartTone,
    { fill: string }
  >,
  (colour) => [{ stroke: vars.color.surface, strokeWidth: 2 }, colour],
);

export const swatch = styleVariants(
  Object.fromEntries(chartTones.map((tone) => [tone, { background: vars.color.tone[tone].text }])) as Record<
    ChartTone,
    { background: string }
  >,
  (colour) => [
    {
      display: 'inline-block',
      width: '0.75em',
      height: '0.25em',
      borderRadius: vars.radius.full,
      flexShrink: 0,
    },
    colour,
  ],
);

export const tooltip = style({
  position: 'absolute',
  top: vars.space.xsmall,
  pointerEvents: 'none',
  minWidth: '8em',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  whiteSpace: 'nowrap',
  zIndex: 1,
});

export const tooltipTitle = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const tooltipRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const tooltipValue = style({ marginInlineStart: 'auto', paddingInlineStart: vars.space.small });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
});
