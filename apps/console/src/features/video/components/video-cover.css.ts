import { style } from '@vanilla-extract/css';
import { vars } from '@creator-console/ui';

const box = {
  width: '96px',
  aspectRatio: '16 / 9',
  flexShrink: 0,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
} as const;

export const cover = style({ ...box, display: 'block', objectFit: 'cover', background: vars.color.surface });

export const placeholder = style({
  ...box,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  background: vars.color.background,
});
