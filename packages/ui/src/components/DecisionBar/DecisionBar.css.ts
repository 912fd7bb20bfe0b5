import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.standard,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  selectors: {
    // The bar itself takes focus (click on its background, or after a decision) so its shortcuts apply.
    '&:focus-visible': { outlineOffset: 2 },
    '&:focus-within': { borderColor: vars.color.focusRing },
  },
});

export const batch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  background: vars.color.tone.accent.soft,
  color: vars.color.tone.accent.onSoft,
  fontWeight: vars.font.weight.medium,
});

export const sectionLabel = style({
  margin: 0,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.medium,
});

export const reasons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.layout.controlHeightSmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&[aria-pressed="true"]': {
      background: vars.color.tone.critical.soft,
      borderColor: vars.color.tone.critical.text,
      color: vars.color.tone.critical.onSoft,
    },
    '&[aria-pressed="true"]:hover:not(:disabled)': { background: vars.color.tone.critical.softHover },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const chipKey = style({
  minWidth: vars.layout.iconSmall,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.tone.neutral.soft,
  color: vars.color.tone.neutral.onSoft,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  textAlign: 'center',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textMuted,
});

export const legendTitle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const kbd = style({
  paddingInline: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderBottomWidth: 2,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

export const actions = style({ display: 'flex', gap: vars.space.small, marginInlineStart: 'auto' });
