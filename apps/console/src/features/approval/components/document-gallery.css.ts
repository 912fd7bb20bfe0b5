import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});

export const thumb = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'zoom-in',
  textAlign: 'start',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
  },
});

export const frame = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  background: vars.color.tone.neutral.soft,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const broken = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  color: vars.color.tone.neutral.onSoft,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  textAlign: 'center',
});

export const caption = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const stage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '16rem',
  maxHeight: '70vh',
  overflow: 'auto',
  borderRadius: vars.radius.standard,
  background: vars.color.tone.neutral.soft,
});

export const large = style({
  maxWidth: '100%',
  maxHeight: '68vh',
  objectFit: 'contain',
  selectors: { '&[data-zoomed="true"]': { maxWidth: 'none', maxHeight: 'none' } },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: vars.space.medium,
});
