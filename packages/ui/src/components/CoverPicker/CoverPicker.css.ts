import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '44em',
  minWidth: 0,
});

export const stage = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const frame = style({
  flex: '2 1 16em',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.tone.neutral.solid,
});

export const media = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

export const cover = style({
  flex: '1 1 9em',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const coverLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

const coverBox = {
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
} as const;

export const coverImage = style({ ...coverBox, display: 'block', objectFit: 'cover' });

export const coverEmpty = style({
  ...coverBox,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderStyle: 'dashed',
  color: vars.color.textMuted,
  background: vars.color.surface,
});

export const scrubber = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const range = style({
  flex: 1,
  minWidth: 0,
  accentColor: vars.color.tone.accent.solid,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5em, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.standard,
  background: 'none',
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.tone.accent.solid },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const thumbImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  selectors: {
    '&:empty': { display: 'none' },
    '&[data-tone="caution"]': { color: vars.color.text },
    '&[data-tone="critical"]': { color: vars.color.tone.critical.text },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
