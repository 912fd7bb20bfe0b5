import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0 });

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const body = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
});

export const value = style({
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.xxlarge,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({
  marginInlineStart: vars.space.xxsmall,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const trendTone = styleVariants({
  positive: { color: vars.color.tone.positive.text },
  critical: { color: vars.color.tone.critical.text },
  neutral: { color: vars.color.textMuted },
});
